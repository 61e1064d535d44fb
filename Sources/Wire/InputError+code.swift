import SimCore

extension InputError.Kind {
    /// The API's code for this refusal (docs/API.md, "Errors").
    public var code: String {
        switch self {
        case .unknownTarget: "unknown_target"
        case .targetNotVisible: "target_not_visible"
        case .targetCovered: "target_covered"
        case .firstResponderDiffers: "first_responder_differs"
        case .notManualClock: "not_manual_clock"
        case .textTooLong: "text_too_long"
        case .unknownLocale: "unknown_locale"
        case .windowOnPhone, .windowOutOfLimits: "invalid_window"
        case .appCrashed: "app_crashed"
        case .notPickable: "not_pickable"
        case .invalidRow: "invalid_row"
        case .invalidValue: "invalid_value"
        case .invalidDate: "invalid_date"
        case .invalidTime, .timeOutOfRange: "invalid_time"
        }
    }
}
