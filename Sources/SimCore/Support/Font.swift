/// A system font: size in points and a CSS weight. Mirrors UIFont.systemFont(ofSize:weight:).
public struct Font: Hashable, Sendable {
    public var size: Double
    public var weight: Int

    public init(size: Double, weight: Int = 400) {
        self.size = size
        self.weight = weight
    }

    public static let body = Font(size: 17)
    public static let headline = Font(size: 17, weight: 600)
    public static let footnote = Font(size: 13)
    public static let caption = Font(size: 12)

    var value: RenderValue { .array([.number(size), .number(Double(weight))]) }

    /// An estimate of a string's advance width (SimCore has no font engine), in step with
    /// what the client draws with the system sans-serif font (DejaVu Sans on Linux):
    /// East Asian wide characters and emoji at one em, a space at ~0.28 em, the secure
    /// text bullet at 0.59 em, other characters (Latin, punctuation, symbols) at ~0.52 em.
    /// Used for carets and text-sized frames.
    public func estimatedWidth(of text: String) -> Double {
        text.unicodeScalars.reduce(0) { $0 + size * Self.ems(of: $1) }
    }

    /// One scalar's estimated advance in ems.
    static func ems(of scalar: Unicode.Scalar) -> Double {
        switch scalar.value {
        case 0x20: 0.28
        // U+2022 BULLET, what a secure field shows: 1208/2048 em in DejaVu Sans.
        case 0x2022: 0.59
        // The ellipsis and the em dash are one em wide in the client's font.
        case 0x2026, 0x2014: 1
        case let v where isWide(v): 1
        default: 0.52
        }
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
