import SwiftParser
import SwiftSyntax

/// A value as the literal that writes it (`true`, `3`, `"Milk"`, `.pro`), parsed, so a
/// row bound to an element of `ForEach($items)` starts with that element's value the
/// way a row bound to a state starts with the state's literal.
enum ElementLiteral {
    static func syntax(_ value: SourceValue) -> ExprSyntax? {
        let source: String
        switch value {
        case .bool(let b): source = b ? "true" : "false"
        case .int(let n): source = String(n)
        case .double(let d) where d.isFinite: source = String(d)
        case .string(let s):
            let escaped = s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "").replacingOccurrences(of: "\t", with: "\\t")
            source = "\"" + escaped + "\""
        case .enumCase(let type, let c): source = (type ?? "") + "." + c.name
        default: return nil
        }
        guard case .expr(let expr)? = Parser.parse(source: source).statements.first?.item else { return nil }
        return expr
    }
}
