import Foundation
import SwiftSyntax

/// `a + b * c` as Swift evaluates it, over the values the file writes: the parser leaves
/// a chain of operators unfolded, so `*`, `/` and `%` are applied before `+` and `-`,
/// each left to right. Integers stay integers (`7 / 2` is 3); a Double anywhere makes
/// the result a Double, as the literals' types would be inferred; strings join with `+`;
/// `c ? a : b` picks; `a ?? b` is `a` when it can be worked out.
enum Arithmetic {
    static func fold(_ items: [ExprSyntax], _ value: (ExprSyntax) -> SourceValue?) -> SourceValue? {
        guard items.count % 2 == 1, items.count <= 41 else { return nil }
        // `c ? a : b` binds loosest: the condition is all before it, the else all after.
        if let i = items.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), let ternary = items[i].as(UnresolvedTernaryExprSyntax.self) {
            guard case .bool(let condition)? = fold(Array(items[..<i]), value) else { return nil }
            return condition ? value(ternary.thenExpression) : fold(Array(items[(i + 1)...]), value)
        }
        // `a ?? b`: what the file gives is never nil here, so `a` when it can be worked out.
        if let i = items.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }) {
            return fold(Array(items[..<i]), value) ?? fold(Array(items[(i + 1)...]), value)
        }
        var operands: [SourceValue] = []
        var operators: [String] = []
        for (i, item) in items.enumerated() {
            if i % 2 == 1 {
                guard let op = item.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
                operators.append(op)
            } else {
                guard let operand = value(item) else { return nil }
                operands.append(operand)
            }
        }
        // Multiplications first, into a list of terms joined by + and -.
        var terms: [SourceValue] = [operands[0]]
        var joins: [String] = []
        for (op, operand) in zip(operators, operands.dropFirst()) {
            if ["*", "/", "%"].contains(op) {
                guard let last = terms.popLast(), let product = apply(op, last, operand) else { return nil }
                terms.append(product)
            } else {
                joins.append(op)
                terms.append(operand)
            }
        }
        var result = terms[0]
        for (op, term) in zip(joins, terms.dropFirst()) {
            guard let next = apply(op, result, term) else { return nil }
            result = next
        }
        return result
    }

    static func apply(_ op: String, _ a: SourceValue, _ b: SourceValue) -> SourceValue? {
        switch (a, b) {
        case (.int(let x), .int(let y)):
            switch op {
            case "+": return x.addingReportingOverflow(y).overflow ? nil : .int(x + y)
            case "-": return x.subtractingReportingOverflow(y).overflow ? nil : .int(x - y)
            case "*": return x.multipliedReportingOverflow(by: y).overflow ? nil : .int(x * y)
            case "/": return y == 0 || (x == .min && y == -1) ? nil : .int(x / y)
            case "%": return y == 0 || (x == .min && y == -1) ? nil : .int(x % y)
            default: return compare(op, Double(x), Double(y))
            }
        case (.string(let x), .string(let y)):
            if op == "+" { return .string(x + y) }
            if op == "==" { return .bool(x == y) }
            if op == "!=" { return .bool(x != y) }
            return nil
        case (.bool(let x), .bool(let y)):
            switch op {
            case "&&": return .bool(x && y)
            case "||": return .bool(x || y)
            case "==": return .bool(x == y)
            case "!=": return .bool(x != y)
            default: return nil
            }
        default:
            guard let x = a.number, let y = b.number else { return nil }
            switch op {
            case "+": return .double(x + y)
            case "-": return .double(x - y)
            case "*": return .double(x * y)
            case "/": return y == 0 ? nil : .double(x / y)
            default: return compare(op, x, y)
            }
        }
    }

    private static func compare(_ op: String, _ x: Double, _ y: Double) -> SourceValue? {
        switch op {
        case "<": .bool(x < y)
        case "<=": .bool(x <= y)
        case ">": .bool(x > y)
        case ">=": .bool(x >= y)
        case "==": .bool(x == y)
        case "!=": .bool(x != y)
        default: nil
        }
    }
}
