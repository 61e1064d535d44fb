/// Mirrors UIContentSizeCategory: the twelve text sizes of Settings › Accessibility ›
/// Display & Text Size › Larger Text, the seven standard ones (xSmall … xxxLarge, `large`
/// the default) and the five accessibility ones (AX1 … AX5). The raw values are the
/// API's names for them.
public enum ContentSizeCategory: String, Sendable, CaseIterable, Comparable, Codable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case AX1, AX2, AX3, AX4, AX5

    /// Mirrors isAccessibilityCategory: AX1 and up, where iOS stacks a value cell's
    /// label over its value.
    public var isAccessibilityCategory: Bool { index >= Self.AX1.index }

    /// The position in `allCases` (a switch: `allCases` builds an array at every call).
    var index: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .AX1: 7
        case .AX2: 8
        case .AX3: 9
        case .AX4: 10
        case .AX5: 11
        }
    }

    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }
}
