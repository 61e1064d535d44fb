import Scenes
import SwiftSyntax

/// The type and starting value of a declared state: its literal, else the zero of a type
/// FormSim holds (a model's `var name: String` its init sets); nil for what FormSim holds
/// no value of (`Date()`, a struct of the framework), which is then not declared.
extension ProgramDeclarations {
    static func start(type written: String?, initial: ExprSyntax?, focus: Bool, index: SourceIndex) -> (String, ProgramValue)? {
        let optional = written?.hasSuffix("?") == true
        let base = written?.trimmingSuffix("?")
        if let initial, let literal = literal(initial, type: base, index: index) {
            return (written ?? literal.type, literal.value)
        }
        // A date written as one (`DateComponents(…)`): held as its `YYYY-MM-DD` text, as a date row is.
        if let initial, let date = Expressions.date(initial) { return (written ?? "Date", .string(date)) }
        guard let written, let base else { return nil }
        if optional { return (written, .none) }
        if focus, base == "Bool" { return (written, .bool(false)) }
        switch base {
        case "Int": return (written, .int(0))
        case "Double", "CGFloat", "Float": return (written, .double(0))
        case "String": return (written, .string(""))
        case "Bool": return (written, .bool(false))
        case _ where base.hasPrefix("[") && base.hasSuffix("]") && !base.contains(":"): return (written, .list([]))
        default: return nil
        }
    }

    /// A literal value with the type it gives (`0` Int, unless `type` says Double).
    static func literal(_ expr: ExprSyntax, type: String?, index: SourceIndex, depth: Int = 0) -> (type: String, value: ProgramValue)? {
        guard depth < 8 else { return nil }
        if expr.is(NilLiteralExprSyntax.self) { return type.map { ($0 + "?", .none) } }
        if let bool = expr.as(BooleanLiteralExprSyntax.self) { return ("Bool", .bool(bool.literal.tokenKind == .keyword(.true))) }
        if let n = Expressions.number(expr) {
            let isFloat = expr.is(FloatLiteralExprSyntax.self) || expr.as(PrefixOperatorExprSyntax.self)?.expression.is(FloatLiteralExprSyntax.self) == true
            if !isFloat, !["Double", "CGFloat", "Float"].contains(type ?? ""), let int = Expressions.integer(n) { return (type ?? "Int", .int(int)) }
            return n.isFinite ? (type ?? "Double", .double(n)) : nil
        }
        if let text = Expressions.stringLiteral(expr) { return (type ?? "String", .string(text)) }
        if let c = Expressions.enumCase(expr) {
            guard let name = c.type ?? type, index.enums[name]?.contains(where: { $0.name == c.name }) ?? true else { return nil }
            return (name, .symbol(c.name))
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            let element = type.flatMap { $0.hasPrefix("[") && $0.hasSuffix("]") ? String($0.dropFirst().dropLast()) : nil }
            var items: [ProgramValue] = []
            var elementType = element
            for item in array.elements {
                guard let read = literal(item.expression, type: element, index: index, depth: depth + 1) else { return nil }
                items.append(read.value)
                elementType = elementType ?? read.type
            }
            guard let elementType else { return nil }
            return ("[\(elementType)]", .list(items))
        }
        return nil
    }
}
