/// Mirrors UIUserInterfaceLayoutDirection: which way leading and trailing point.
public enum UserInterfaceLayoutDirection: String, Sendable, Codable {
    case leftToRight, rightToLeft

    public var isRightToLeft: Bool { self == .rightToLeft }
}
