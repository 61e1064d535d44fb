/// A value as a flow file writes it on one line: a scalar, `[a, b]` or `{key: value}`,
/// keys in the order given (the order a person reads a step in).
enum FlowYAMLValue {
    case text(String)
    case number(Double)
    case bool(Bool)
    case null
    case list([FlowYAMLValue])
    case map([(key: String, value: FlowYAMLValue)])

    /// YAML's words for true, false and null (YAML 1.1's too, which some readers keep):
    /// a text that spells one is quoted, so it reads back as the text.
    static let reserved: Set<String> = ["true", "false", "null", "yes", "no", "on", "off"]

    var inline: String {
        switch self {
        case .text(let text): Self.scalar(text)
        case .number(let number): Self.number(number)
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        case .list(let items): "[" + items.map(\.inline).joined(separator: ", ") + "]"
        case .map(let pairs): "{" + pairs.map { "\($0.key): \($0.value.inline)" }.joined(separator: ", ") + "}"
        }
    }

    /// Plain when it can only read back as this text (a letter, then letters, digits, `-`
    /// and `_`, and not a reserved word); else double-quoted, escaped as JSON escapes a
    /// string (JSON's quoting is valid YAML).
    static func scalar(_ text: String) -> String {
        isPlain(text) ? text : quoted(text)
    }

    static func isPlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetter else { return false }
        let rest = text.unicodeScalars.dropFirst()
        return rest.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
            && !reserved.contains(text.lowercased())
    }

    /// `"…"` with `"` and `\` escaped, and `\uXXXX` for what YAML would not keep as it is in
    /// a quoted scalar: control characters, and the characters a YAML 1.1 reader takes
    /// for a line break (NEL, the line and paragraph separators) or refuses (a BOM,
    /// U+FFFE and U+FFFF).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || [0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF].contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A whole number without a fraction (`300`, not `300.0`), as JSON writes it.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
