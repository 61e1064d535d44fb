/// Mirrors UIFont.TextStyle, with the point sizes iOS gives each at the twelve text sizes
/// (Apple's Human Interface Guidelines, Typography: Dynamic Type sizes), xSmall … AX5.
public enum TextStyle: String, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The size at `category`.
    public func size(for category: ContentSizeCategory) -> Double {
        Self.sizes[self]?[category.index] ?? 17
    }

    /// The style's weight: headline is semibold, the rest regular.
    var weight: Int { self == .headline ? 600 : 400 }

    private static let sizes: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}
