/// A system font: size in points and a CSS weight. Mirrors UIFont.systemFont(ofSize:weight:);
/// the client draws it with Inter (see `width(of:)`).
public struct Font: Hashable, Sendable {
    public var size: Double
    public var weight: Int
    /// The text style a font made by `preferredFont(forTextStyle:)` scales with (Dynamic
    /// Type); nil for a fixed-size system font.
    public var textStyle: TextStyle?

    public init(size: Double, weight: Int = 400, textStyle: TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
    }

    /// Mirrors UIFont.preferredFont(forTextStyle:) at the default text size (`large`).
    public static func preferredFont(forTextStyle style: TextStyle, weight: Int? = nil) -> Font {
        Font(size: style.size(for: .large), weight: weight ?? style.weight, textStyle: style)
    }

    public static let body = preferredFont(forTextStyle: .body)
    public static let headline = preferredFont(forTextStyle: .headline)
    public static let subheadline = preferredFont(forTextStyle: .subheadline)
    public static let footnote = preferredFont(forTextStyle: .footnote)
    public static let caption = preferredFont(forTextStyle: .caption1)

    /// This font at a text size, as UIFontMetrics(forTextStyle:).scaledFont(for:) scales it:
    /// a style's own size is the table's, another size scales in proportion. A fixed-size
    /// font stays as it is. The scaled font is a fixed one: scaling it again changes nothing.
    public func scaled(for category: ContentSizeCategory) -> Font {
        guard let textStyle, category != .large else { return self }
        let base = textStyle.size(for: .large)
        let target = textStyle.size(for: category)
        return Font(size: size == base ? target : (size * target / base).rounded(), weight: weight)
    }

    /// A string's advance width in points, as the client draws it: the sum of the glyph
    /// advances of Inter's regular face (weights below 600) or semibold face (600 and up),
    /// from FontMetrics' tables generated from the shipped font files. Code points Inter
    /// has no glyph for count one em when East Asian wide (the client's Noto Sans CJK JP
    /// subset draws them one em wide) and Inter's average advance otherwise. No kerning:
    /// the client draws with kerning off. Used for carets, taps in text and text-sized
    /// frames.
    public func width(of text: String) -> Double { width(of: text.unicodeScalars) }

    /// The same for a run of scalars (one character's, say) without making a String.
    func width<S: Sequence<Unicode.Scalar>>(of scalars: S) -> Double {
        Double(FontMetrics.units(of: scalars, face: FontMetrics.Face(weight: weight))) * size / FontMetrics.interUnitsPerEm
    }

    /// East Asian wide and fullwidth characters and emoji (Unicode's East_Asian_Width W
    /// and F, by block). Everything else, such as General Punctuation (U+2000–U+206F),
    /// arrows and geometric shapes, is narrow.
    static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F,  // Hangul Jamo initial consonants
            0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
            0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
            0x3400...0x4DBF, 0x4E00...0x9FFF,  // CJK unified ideographs
            0xA000...0xA4CF,  // Yi
            0xA960...0xA97F, 0xAC00...0xD7A3,  // Hangul
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical forms, CJK compatibility forms, small forms
            0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
            0x1F000...0x1FAFF,  // emoji and pictographs
            0x20000...0x3FFFD:  // CJK extensions
            true
        default: false
        }
    }
}
