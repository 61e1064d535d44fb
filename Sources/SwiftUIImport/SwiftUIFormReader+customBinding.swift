import Scenes
import SwiftSyntax

/// `Binding(get: { … }, set: { value in … })` given to a control (`isOn:`, `text:`,
/// `value:`, `selection:`): the row shows what `get` evaluates to and a change runs
/// `set`'s statements with the new value (docs/FORMS.md, Programs: `binding`).
extension SwiftUIFormReader {
    static let boundArguments = ["isOn", "text", "value", "selection"]

    func customBinding(_ call: ViewCall) -> RowProgram.CustomBinding? {
        for label in Self.boundArguments {
            guard let argument = call.argument(label), let binding = ViewCall(argument), binding.name == "Binding",
                let get = binding.argument("get")?.as(ClosureExprSyntax.self), let value = Self.returned(get)
            else { continue }
            let set = binding.argument("set")?.as(ClosureExprSyntax.self)
            let parameter = set.map { Self.parameterNames($0)[0] } ?? "$0"
            var syntax = programSyntax
            syntax.locals.insert(parameter)
            let expression = programSyntax.expression(value)
            guard !FormAssembly.hasOpaque(expression) else { return nil }
            return .init(get: expression, set: syntax.statements(set), parameter: parameter)
        }
        return nil
    }

    /// What a closure of one expression, or of `return expression`, gives.
    static func returned(_ closure: ClosureExprSyntax) -> ExprSyntax? {
        guard closure.statements.count == 1, let item = closure.statements.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        return item.as(ReturnStmtSyntax.self)?.expression
    }
}
