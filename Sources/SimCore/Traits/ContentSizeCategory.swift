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

    var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    public static func < (a: Self, b: Self) -> Bool { a.index < b.index }
}
