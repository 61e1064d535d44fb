import Scenes
import SwiftSyntax

/// Swift expressions as `ProgramExpression`s: literals, names, operators (folded here by
/// Swift's precedences, the file's sequences being unfolded), the members and methods the
/// runtime evaluates, interpolated strings and enum cases. Anything else is `opaque`.
extension ProgramSyntax {
    /// Swift's precedence of each infix operator the runtime evaluates: higher binds tighter.
    static let precedence: [String: Int] = [
        "||": 1, "&&": 2, "==": 3, "!=": 3, "<": 3, "<=": 3, ">": 3, ">=": 3, "??": 4,
        "+": 6, "-": 6, "*": 7, "/": 7, "%": 7,
    ]

    func expression(_ expr: ExprSyntax, depth: Int = 0) -> ProgramExpression {
        guard depth < Self.maxDepth else { return opaque(expr) }
        let next = depth + 1
        if let int = expr.as(IntegerLiteralExprSyntax.self), let n = Int(int.literal.text.replacingOccurrences(of: "_", with: "")) {
            return .value(.int(n))
        }
        if let float = expr.as(FloatLiteralExprSyntax.self), let n = Double(float.literal.text.replacingOccurrences(of: "_", with: "")), n.isFinite {
            return .value(.double(n))
        }
        if let bool = expr.as(BooleanLiteralExprSyntax.self) { return .value(.bool(bool.literal.tokenKind == .keyword(.true))) }
        if expr.is(NilLiteralExprSyntax.self) { return .value(.none) }
        if let literal = expr.as(StringLiteralExprSyntax.self) { return text(literal, depth: next) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return expression(only.expression, depth: next)
        }
        if let array = expr.as(ArrayExprSyntax.self) { return .list(array.elements.map { expression($0.expression, depth: next) }) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), ["!", "-"].contains(prefix.operator.text) {
            if prefix.operator.text == "-", let n = Expressions.number(ExprSyntax(prefix)), n.isFinite {
                if prefix.expression.is(IntegerLiteralExprSyntax.self), let int = Expressions.integer(n) { return .value(.int(int)) }
                return .value(.double(n))
            }
            return .unary(prefix.operator.text, expression(prefix.expression, depth: next))
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return expression(unwrap.expression, depth: next) }
        if let sequence = expr.as(SequenceExprSyntax.self) { return folded(Array(sequence.elements), depth: next) ?? opaque(expr) }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            Self.precedence[op] != nil
        {
            return .binary(op, expression(infix.leftOperand, depth: next), expression(infix.rightOperand, depth: next))
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return .conditional(expression(ternary.condition, depth: next), expression(ternary.thenExpression, depth: next), expression(ternary.elseExpression, depth: next))
        }
        if let member = expr.as(MemberAccessExprSyntax.self) { return self.member(member, depth: next) ?? opaque(expr) }
        if expr.is(DeclReferenceExprSyntax.self), let path = Self.path(expr), let name = name(path) { return .name(name) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return self.call(call, depth: next) ?? opaque(expr) }
        return opaque(expr)
    }

    func opaque(_ expr: some SyntaxProtocol) -> ProgramExpression { .opaque(String(expr.trimmedDescription.prefix(500)), at: at(expr)) }

    /// `"\(count) taps"` as its parts; one without interpolation is a string value.
    func text(_ literal: StringLiteralExprSyntax, depth: Int) -> ProgramExpression {
        var parts: [ProgramExpression] = []
        for segment in literal.segments {
            if let part = segment.as(StringSegmentSyntax.self) {
                parts.append(.value(.string(Expressions.unescape(part.content.text))))
            } else if let part = segment.as(ExpressionSegmentSyntax.self) {
                guard part.expressions.count == 1, let only = part.expressions.first, only.label == nil else {
                    parts.append(opaque(part))
                    continue
                }
                parts.append(expression(only.expression, depth: depth + 1))
            }
        }
        // `"\(count) taps"` starts with no text: no empty part is written for it.
        parts.removeAll { $0 == .value(.string("")) }
        if parts.allSatisfy({ if case .value(.string) = $0 { true } else { false } }) {
            return .value(.string(parts.map { if case .value(.string(let s)) = $0 { s } else { "" } }.joined()))
        }
        return .text(parts)
    }

    /// `a.b` as a path, an enum case (`.email`, `Field.email`) or a property the runtime
    /// evaluates (`name.isEmpty`, `items.count`).
    private func member(_ member: MemberAccessExprSyntax, depth: Int) -> ProgramExpression? {
        let last = member.declName.baseName.text
        guard let base = member.base else { return .value(.symbol(last)) }
        if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true {
            return enumTypes.contains(type) || type == "Self" ? .value(.symbol(last)) : nil
        }
        if ["isEmpty", "count", "first", "last", "description"].contains(last) {
            return .member(expression(base, depth: depth), last)
        }
        if let path = Self.path(ExprSyntax(member)), let name = name(path) { return .name(name) }
        return nil
    }

    /// Methods of a value the runtime evaluates; `String(x)` as its description.
    private func call(_ call: FunctionCallExprSyntax, depth: Int) -> ProgramExpression? {
        let arguments = call.arguments.map { $0 }
        if let callee = Expressions.calleeName(call), ["String", "Int", "Double"].contains(callee), arguments.count == 1, arguments[0].label == nil {
            let inner = expression(arguments[0].expression, depth: depth)
            return callee == "String" ? .text([inner]) : inner
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let method = member.declName.baseName.text
        let on = expression(base, depth: depth)
        switch method {
        case "uppercased" where arguments.isEmpty, "lowercased" where arguments.isEmpty: return .member(on, method)
        case "trimmingCharacters" where arguments.first?.label?.text == "in": return .member(on, "trimmed")
        case "contains", "hasPrefix", "hasSuffix", "min", "max":
            guard arguments.allSatisfy({ $0.label == nil }), call.trailingClosure == nil else { return nil }
            return .call(on, method, arguments.map { expression($0.expression, depth: depth) })
        case "joined":
            guard arguments.count <= 1, arguments.allSatisfy({ $0.label == nil || $0.label?.text == "separator" }) else { return nil }
            return .call(on, method, arguments.map { expression($0.expression, depth: depth) })
        default: return nil
        }
    }

    /// An unfolded sequence (`a && b || !c`, `x ? y : z`) folded by precedence: the
    /// loosest operator, rightmost for left-associative ones, splits it.
    func folded(_ items: [ExprSyntax], depth: Int) -> ProgramExpression? {
        guard depth < Self.maxDepth, !items.isEmpty else { return nil }
        if items.count == 1 { return expression(items[0], depth: depth) }
        // A ternary binds loosest of all, and to the right: split at the first.
        if let t = items.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), let ternary = items[t].as(UnresolvedTernaryExprSyntax.self) {
            guard let condition = folded(Array(items[..<t]), depth: depth + 1), let otherwise = folded(Array(items[(t + 1)...]), depth: depth + 1) else { return nil }
            return .conditional(condition, expression(ternary.thenExpression, depth: depth + 1), otherwise)
        }
        var split: (index: Int, level: Int)?
        for (i, item) in items.enumerated() where i % 2 == 1 {
            guard let op = item.as(BinaryOperatorExprSyntax.self)?.operator.text, let level = Self.precedence[op] else { return nil }
            // `??` is right-associative: its first occurrence splits; the others' last.
            if let current = split, level > current.level || (level == current.level && op == "??") { continue }
            split = (i, level)
        }
        guard let split, let op = items[split.index].as(BinaryOperatorExprSyntax.self)?.operator.text,
            let left = folded(Array(items[..<split.index]), depth: depth + 1), let right = folded(Array(items[(split.index + 1)...]), depth: depth + 1)
        else { return nil }
        return .binary(op, left, right)
    }
}
