/// How much of an iPad's screen the app's window takes (F1): the whole screen, a Split
/// View share (the app on the leading side, another app beside it), a Slide Over window,
/// or a Stage Manager window of any size within the device's limits. iPhones have only
/// `full`.
public enum WindowSize: Equatable, Hashable, Sendable {
    case full, twoThirds, half, oneThird, slideOver
    /// A Stage Manager window, in points.
    case custom(Size)

    /// The named kinds, in the order the API lists them.
    public static let named: [WindowSize] = [.full, .twoThirds, .half, .oneThird, .slideOver]

    /// The API's name: `full`, `twoThirds`, … and `custom` for a size.
    public var name: String {
        switch self {
        case .full: "full"
        case .twoThirds: "twoThirds"
        case .half: "half"
        case .oneThird: "oneThird"
        case .slideOver: "slideOver"
        case .custom: "custom"
        }
    }

    public init?(name: String) {
        guard let kind = Self.named.first(where: { $0.name == name }) else { return nil }
        self = kind
    }

    /// Whether another app shares the screen beside it (Split View).
    public var isSplit: Bool { self == .twoThirds || self == .half || self == .oneThird }
}
