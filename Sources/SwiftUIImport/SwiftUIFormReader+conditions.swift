import Scenes
import SwiftSyntax

/// `if` and `switch` in a view builder: a condition on state a row of the form changes
/// keeps its rows live (`visibleWhen`); one it cannot read shows every branch, with a
/// warning.
extension SwiftUIFormReader {
    mutating func ifElement(_ branch: IfExprSyntax, _ scope: Scope) {
        var condition: FormDraft.Condition?
        if branch.conditions.count == 1, case .expression(let expr) = branch.conditions.first?.condition {
            condition = self.condition(expr)
        }
        // What is no test of rows (`if count > 3`, `if !isValid`): the program's, if it can say it.
        if condition == nil, let expression = programSyntax.condition(branch.conditions, depth: 0) {
            condition = .expression(expression, Syntax(branch.conditions))
        }
        if condition == nil {
            warn(Syntax(branch.conditions), "the condition \(branch.conditions.trimmedDescription.prefix(60)) cannot be read: every branch is shown")
        }
        var inner = scope
        inner.depth += 1
        inner.condition = Self.and(scope.condition, condition)
        content(branch.body.statements, inner)
        var otherwise = scope
        otherwise.depth += 1
        otherwise.condition = Self.and(scope.condition, condition.map { .not($0) })
        switch branch.elseBody {
        case .codeBlock(let block)?: content(block.statements, otherwise)
        case .ifExpr(let next)?: ifElement(next, otherwise)
        case nil: break
        }
    }

    /// `switch plan { case .free: … case .pro: … }` over a state: each case's views show
    /// when the state is that case; `default` when none is.
    mutating func switchElement(_ choice: SwitchExprSyntax, _ scope: Scope) {
        let path = statePath(choice.subject)
        var seen: [FormDraft.Condition] = []
        var first = true
        for item in choice.cases {
            guard case .switchCase(let switchCase) = item else { continue }
            var inner = scope
            inner.depth += 1
            switch switchCase.label {
            case .case(let label):
                var alternatives: [FormDraft.Condition] = []
                for item in label.caseItems {
                    guard let path, let literal = literal(item.pattern.as(ExpressionPatternSyntax.self)?.expression) else { continue }
                    alternatives.append(.equals(path, literal))
                }
                if alternatives.count == label.caseItems.count, !alternatives.isEmpty {
                    let condition: FormDraft.Condition = alternatives.count == 1 ? alternatives[0] : .any(alternatives)
                    seen.append(condition)
                    inner.condition = Self.and(scope.condition, condition)
                } else if first {
                    warn(Syntax(switchCase), "this switch cannot be read: its first case is shown")
                } else {
                    continue
                }
            case .default:
                guard !seen.isEmpty else { continue }
                inner.condition = Self.and(scope.condition, .not(.any(seen)))
            }
            first = false
            content(switchCase.statements, inner)
        }
    }

    static func and(_ a: FormDraft.Condition?, _ b: FormDraft.Condition?) -> FormDraft.Condition? {
        guard let a else { return b }
        guard let b else { return a }
        return .all([a, b])
    }

    /// A condition written with state, `!`, `&&`, `||`, `==` and `!=`; nil when it is anything else.
    func condition(_ expr: ExprSyntax) -> FormDraft.Condition? {
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return .constant(literal.literal.tokenKind == .keyword(.true)) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return condition(inner.expression)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return condition(prefix.expression).map { .not($0) }
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return condition(Array(sequence.elements)) }
        if let path = statePath(expr) { return .state(path) }
        return nil
    }

    /// An unfolded sequence `a && b || !c`: `||` binds loosest, then `&&`, then `==`/`!=`.
    private func condition(_ items: [ExprSyntax]) -> FormDraft.Condition? {
        for op in ["||", "&&"] {
            let parts = split(items, on: op)
            guard parts.count > 1 else { continue }
            var conditions: [FormDraft.Condition] = []
            for part in parts {
                guard let c = condition(part) else { return nil }
                conditions.append(c)
            }
            return op == "||" ? .any(conditions) : .all(conditions)
        }
        if items.count == 1 { return condition(items[0]) }
        guard items.count == 3, let op = items[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=" else { return nil }
        var equals: FormDraft.Condition?
        if let path = statePath(items[0]), let literal = literal(items[2]) { equals = .equals(path, literal) }
        if let path = statePath(items[2]), let literal = literal(items[0]) { equals = .equals(path, literal) }
        guard let equals else { return nil }
        return op == "==" ? equals : .not(equals)
    }

    private func split(_ items: [ExprSyntax], on op: String) -> [[ExprSyntax]] {
        var parts: [[ExprSyntax]] = [[]]
        for item in items {
            if item.as(BinaryOperatorExprSyntax.self)?.operator.text == op { parts.append([]) } else { parts[parts.count - 1].append(item) }
        }
        return parts
    }

    func literal(_ expr: ExprSyntax?) -> FormDraft.Literal? {
        guard let expr else { return nil }
        if let text = Expressions.stringLiteral(expr) { return .string(text) }
        if let bool = expr.as(BooleanLiteralExprSyntax.self) { return .bool(bool.literal.tokenKind == .keyword(.true)) }
        if let c = Expressions.enumCase(expr) { return .enumCase(c.name) }
        return nil
    }
}
