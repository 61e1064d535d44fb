import SimCore

/// A device a flow runs on: a profile and, on an iPad, the app's window (F1). A flow's
/// `devices:` may list one iPad with several windows (`ipad-10@oneThird`); each is its
/// own run and its own column in the report.
public struct FlowDevice: Equatable, Hashable, Sendable {
    public var profile: DeviceProfile
    public var window: WindowSize

    public init(profile: DeviceProfile, window: WindowSize = .full) {
        self.profile = profile
        // Only an iPad's app has a window other than the screen.
        self.window = profile.idiom == .pad ? window : .full
    }

    /// `ipad-10` on the whole screen, `ipad-10@oneThird` in a window.
    public var id: String { window == .full ? profile.id : "\(profile.id)@\(Self.windowName(window))" }

    /// `iPad (10th)`, or `iPad (10th) · one third` in a window: as a person says it.
    public var name: String { window == .full ? profile.name : "\(profile.name) · \(Self.spokenWindowName(window))" }

    static func spokenWindowName(_ window: WindowSize) -> String {
        switch window {
        case .twoThirds: "two thirds"
        case .oneThird: "one third"
        case .slideOver: "Slide Over"
        default: windowName(window)
        }
    }

    static func windowName(_ window: WindowSize) -> String {
        if case .custom(let size) = window { return "\(Int(size.width))x\(Int(size.height))" }
        return window.name
    }

    /// Reads `ipad-10` or `ipad-10@oneThird`; nil with the problem for anything else.
    static func parse(_ text: String) -> Result<(id: String, window: WindowSize?), FlowDeviceProblem> {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let profile = DeviceProfile.named(parts[0]) else { return .failure(.unknownDevice) }
        guard parts.count == 2 else { return .success((profile.id, nil)) }
        guard let window = WindowSize(name: parts[1]) else { return .failure(.unknownWindow) }
        guard profile.idiom == .pad || window == .full else { return .failure(.windowOnPhone) }
        return .success((profile.id, window))
    }
}

extension FlowDevice {
    /// What is wrong with `name` as a device a flow runs on (`ipad-10`,
    /// `ipad-10@oneThird`), or nil when it is one.
    public static func problem(with name: String) -> FlowDeviceProblem? {
        if case .failure(let problem) = parse(name) { return problem }
        return nil
    }
}

/// Why a device name is not one, as a phrase to follow the name.
public enum FlowDeviceProblem: Error, CustomStringConvertible {
    case unknownDevice, unknownWindow, windowOnPhone

    public var description: String {
        switch self {
        case .unknownDevice:
            "is not a device; expected one of \(DeviceProfile.all.map(\.id).joined(separator: ", ")), an iPad's with @window"
        case .unknownWindow: "names no window; expected full, twoThirds, half, oneThird or slideOver after @"
        case .windowOnPhone: "is an iPhone: only an iPad takes a window"
        }
    }
}
