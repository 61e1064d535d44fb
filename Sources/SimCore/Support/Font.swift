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

    var json: JSONValue { .array([.number(size), .number(Double(weight))]) }

    /// An estimate of a string's advance width (SimCore has no font engine): CJK and
    /// emoji at one em, other characters at ~0.52 em. Used for carets and text-sized frames.
    public func estimatedWidth(of text: String) -> Double {
        var total = 0.0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v >= 0x1100 { total += size } else if scalar == " " { total += size * 0.28 } else { total += size * 0.52 }
        }
        return total
    }
}
