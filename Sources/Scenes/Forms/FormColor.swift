import SimCore

/// The colours a `color` row takes and its picker offers: the system colours FormSim
/// draws by name (FormTint, without the label colours `primary` and `secondary`), white
/// and black, or any `#RRGGBB`.
public enum FormColor {
    /// The swatches of the picker, in its grid's order: the system colours, then greys.
    public static let swatches: [ColorSwatch] =
        FormTint.allCases.filter { $0 != .primary && $0 != .secondary && $0 != .gray }.map { ColorSwatch(name: $0.rawValue, color: $0.color) }
        + [
            ColorSwatch(name: "white", color: .white),
            ColorSwatch(name: "lightGray", color: Color("#C7C7CC")),
            ColorSwatch(name: "gray", color: FormTint.gray.color),
            ColorSwatch(name: "darkGray", color: Color("#48484A")),
            ColorSwatch(name: "black", color: .black),
        ]

    /// The names a value may be besides a hex.
    public static var names: [String] { swatches.map(\.name) }

    /// The colour a value draws: a swatch's by name, or the hex's; nil for anything else.
    public static func color(of value: String) -> Color? {
        if let swatch = swatches.first(where: { $0.name == value }) { return swatch.color }
        return isHex(value) ? Color(value.uppercased()) : nil
    }

    /// `#RRGGBB`, six hex digits.
    public static func isHex(_ value: String) -> Bool {
        let digits = value.utf8.dropFirst()
        return value.first == "#" && digits.count == 6 && digits.allSatisfy { "0123456789abcdefABCDEF".utf8.contains($0) }
    }

    /// A value as the form keeps it: a hex upper-cased, a name as it is.
    public static func normalized(_ value: String) -> String { isHex(value) ? value.uppercased() : value }
}
