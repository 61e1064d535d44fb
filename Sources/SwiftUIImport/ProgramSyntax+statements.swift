import Scenes
import SwiftSyntax

/// Swift statements as `ProgramStatement`s: assignments, the collection and Bool
/// mutations, locals, `if`/`guard`/`for`/`while`, a `switch` lowered to `if`s, calls of
/// the view's and model's methods, `dismiss()`, `withAnimation` inlined. Anything else
/// is `skip`, with a warning naming it.
extension ProgramSyntax {
    static let assignOperators: Set<String> = ["+=", "-=", "*=", "/="]

    /// A closure's statements (an action, `.onSubmit`, `.onAppear`).
    func statements(_ closure: ClosureExprSyntax?) -> [ProgramStatement] {
        guard let closure else { return [] }
        return statements(closure.statements, depth: 0)
    }

    func statements(_ list: CodeBlockItemListSyntax, depth: Int) -> [ProgramStatement] {
        guard depth < Self.maxDepth else { return list.first.map { [skip($0, not: "code nested this deep")] } ?? [] }
        // Each block sees the locals declared before it, as Swift scopes them.
        var reader = self
        var out: [ProgramStatement] = []
        for item in list {
            switch item.item {
            case .expr(let expr): out += reader.statement(expr, depth: depth)
            case .stmt(let stmt): out += reader.statement(stmt, depth: depth)
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else {
                    out.append(reader.skip(decl, not: "declarations"))
                    continue
                }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else {
                        out.append(reader.skip(binding, not: "this declaration"))
                        continue
                    }
                    out.append(ProgramStatement(.define(name, reader.expression(value, depth: depth + 1)), at: reader.at(binding)))
                    reader.locals.insert(name)
                }
            }
        }
        return out
    }

    private func statement(_ stmt: StmtSyntax, depth: Int) -> [ProgramStatement] {
        let at = self.at(stmt)
        if let expression = stmt.as(ExpressionStmtSyntax.self) { return statement(expression.expression, depth: depth) }
        // A switch case's `break` does nothing more than its end would.
        if stmt.is(BreakStmtSyntax.self) { return [] }
        if let ret = stmt.as(ReturnStmtSyntax.self) {
            return ret.expression == nil ? [ProgramStatement(.return, at: at)] : [skip(stmt, not: "returned values")]
        }
        if let guardStmt = stmt.as(GuardStmtSyntax.self) {
            guard let condition = condition(guardStmt.conditions, depth: depth) else { return [skip(stmt, not: "optional binding")] }
            return [ProgramStatement(.guard(condition, else: statements(guardStmt.body.statements, depth: depth + 1)), at: at)]
        }
        if let loop = stmt.as(ForStmtSyntax.self) {
            guard let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, loop.whereClause == nil, loop.awaitKeyword == nil else {
                return [skip(stmt, not: "this loop")]
            }
            var inner = self
            inner.locals.insert(name)
            let collection = expression(loop.sequence, depth: depth + 1)
            return [ProgramStatement(.for(name, in: collection, do: inner.statements(loop.body.statements, depth: depth + 1)), at: at)]
        }
        if let loop = stmt.as(WhileStmtSyntax.self) {
            guard let condition = condition(loop.conditions, depth: depth) else { return [skip(stmt, not: "optional binding")] }
            return [ProgramStatement(.while(condition, do: statements(loop.body.statements, depth: depth + 1)), at: at)]
        }
        return [skip(stmt, not: "this statement")]
    }

    /// `a, b` as `a && b`; nil when a part binds an optional (`if let`).
    func condition(_ conditions: ConditionElementListSyntax, depth: Int) -> ProgramExpression? {
        var parts: [ProgramExpression] = []
        for element in conditions {
            guard case .expression(let expr) = element.condition else { return nil }
            parts.append(expression(expr, depth: depth + 1))
        }
        // `a, b, c` nests one `&&` per part: as deep as the form file allows.
        guard let first = parts.first, depth + parts.count < Self.maxDepth else { return nil }
        return parts.dropFirst().reduce(first) { .binary("&&", $0, $1) }
    }

    private func statement(_ expr: ExprSyntax, depth: Int) -> [ProgramStatement] {
        let at = self.at(expr)
        if let branch = expr.as(IfExprSyntax.self) { return ifStatement(branch, depth: depth) }
        if let choice = expr.as(SwitchExprSyntax.self) { return switchStatement(choice, depth: depth) }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let items = Array(sequence.elements)
            guard items.count >= 3, let path = Self.path(items[0]), let target = name(path) else { return [skip(expr, not: "this expression")] }
            let value = folded(Array(items[2...]), depth: depth + 1) ?? opaque(expr)
            if items[1].is(AssignmentExprSyntax.self) { return [ProgramStatement(.assign(target, op: nil, value), at: at)] }
            if let op = items[1].as(BinaryOperatorExprSyntax.self)?.operator.text, Self.assignOperators.contains(op) {
                return [ProgramStatement(.assign(target, op: op, value), at: at)]
            }
            return [skip(expr, not: "this expression")]
        }
        if let call = expr.as(FunctionCallExprSyntax.self) { return self.call(call, depth: depth) }
        if expr.is(AwaitExprSyntax.self) || expr.is(TryExprSyntax.self) {
            return [skip(expr, not: "async or throwing work")]
        }
        return [skip(expr, not: "this expression")]
    }

    private func ifStatement(_ branch: IfExprSyntax, depth: Int) -> [ProgramStatement] {
        guard let condition = condition(branch.conditions, depth: depth) else { return [skip(branch, not: "optional binding")] }
        let then = statements(branch.body.statements, depth: depth + 1)
        let otherwise: [ProgramStatement] = switch branch.elseBody {
        case .codeBlock(let block)?: statements(block.statements, depth: depth + 1)
        case .ifExpr(let next)?: ifStatement(next, depth: depth + 1)
        case nil: []
        }
        return [ProgramStatement(.if(condition, then: then, else: otherwise), at: at(branch))]
    }

    /// `switch value { case .a, .b: … default: … }` as `if value == .a || value == .b
    /// { … } else { … }`, case by case; a case pattern that is no value is skipped.
    private func switchStatement(_ choice: SwitchExprSyntax, depth: Int) -> [ProgramStatement] {
        let subject = expression(choice.subject, depth: depth + 1)
        var branches: [(condition: ProgramExpression?, body: [ProgramStatement], node: Syntax)] = []
        for item in choice.cases {
            guard case .switchCase(let switchCase) = item else { return [skip(choice, not: "#if inside a switch")] }
            // Its body sits as deep as the `if`s lowering the cases before it.
            let body = statements(switchCase.statements, depth: depth + 1 + choice.cases.count)
            switch switchCase.label {
            case .default: branches.append((nil, body, Syntax(switchCase)))
            case .case(let label):
                var tests: [ProgramExpression] = []
                for caseItem in label.caseItems {
                    guard caseItem.whereClause == nil, let pattern = caseItem.pattern.as(ExpressionPatternSyntax.self) else {
                        return [skip(choice, not: "switch patterns that bind values")]
                    }
                    tests.append(.binary("==", subject, expression(pattern.expression, depth: depth + 1)))
                }
                guard let first = tests.first, depth + tests.count < Self.maxDepth else { return [skip(choice, not: "a case of this many values")] }
                branches.append((tests.dropFirst().reduce(first) { .binary("||", $0, $1) }, body, Syntax(switchCase)))
            }
        }
        // Each case nests one `if` deeper: a switch of more cases than the form file
        // nests is not run, rather than refusing the whole form.
        guard depth + branches.count < Self.maxDepth else { return [skip(choice, not: "a switch of this many cases")] }
        // Built from the last case back: each case's else is the cases after it.
        var lowered: [ProgramStatement] = []
        for branch in branches.reversed() {
            guard let condition = branch.condition else {
                lowered = branch.body
                continue
            }
            lowered = [ProgramStatement(.if(condition, then: branch.body, else: lowered), at: at(branch.node))]
        }
        return lowered
    }
}
