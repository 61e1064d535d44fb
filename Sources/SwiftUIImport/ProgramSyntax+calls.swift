import Scenes
import SwiftSyntax

/// Calls as statements: a state's own mutations (`toggle`, `append`, `remove(at:)`…),
/// the view's and its models' methods, `dismiss()`, `withAnimation { … }` (its body,
/// inlined: FormSim does not animate state). Any other call is skipped and said.
extension ProgramSyntax {
    func call(_ call: FunctionCallExprSyntax, depth: Int) -> [ProgramStatement] {
        let at = self.at(call)
        let arguments = Array(call.arguments)
        if let callee = Expressions.calleeName(call) {
            switch callee {
            case "withAnimation":
                let body = call.trailingClosure ?? arguments.last?.expression.as(ClosureExprSyntax.self)
                guard let body else { return [skip(call, not: "this call")] }
                return statements(body.statements, depth: depth + 1)
            case "Task", "DispatchQueue": return [skip(call, not: "async work")]
            case "print", "debugPrint", "NSLog": return [skip(call, not: "printing")]
            case _ where dismissNames.contains(callee) && arguments.isEmpty: return [ProgramStatement(.dismiss, at: at)]
            default:
                if arguments.isEmpty, call.trailingClosure == nil, let method = name([callee]), methods.contains(method) {
                    return [ProgramStatement(.call(method), at: at)]
                }
                return [skip(call, not: "calls of \(callee)")]
            }
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, let path = Self.path(base) else {
            return [skip(call, not: "this call")]
        }
        let method = member.declName.baseName.text
        // `presentationMode.wrappedValue.dismiss()`, `dismiss.callAsFunction()`.
        if ["dismiss", "callAsFunction"].contains(method), let root = path.first(where: { $0 != "self" }), dismissNames.contains(root) {
            return [ProgramStatement(.dismiss, at: at)]
        }
        // `model.save()`: a method of the model the path holds.
        if arguments.isEmpty, call.trailingClosure == nil, let qualified = name(path + [method]), methods.contains(qualified) {
            return [ProgramStatement(.call(qualified), at: at)]
        }
        guard let target = name(path) else { return [skip(call, not: "calls of \(method)")] }
        func argument(_ label: String?) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        let kind: ProgramStatement.Kind? = switch (method, arguments.count) {
        case ("toggle", 0): .toggle(target)
        case ("append", 1): argument(nil).map { .append(target, expression($0, depth: depth + 1)) }
        case ("insert", 2):
            argument(nil).flatMap { value in argument("at").map { .insert(target, expression(value, depth: depth + 1), at: expression($0, depth: depth + 1)) } }
        case ("remove", 1): argument("at").map { .remove(target, at: expression($0, depth: depth + 1)) }
        case ("removeAll", 0): .removeAll(target)
        case ("removeLast", 0): .removeLast(target)
        case ("removeFirst", 0): .removeFirst(target)
        default: nil
        }
        guard let kind, call.trailingClosure == nil else { return [skip(call, not: "calls of \(method)")] }
        return [ProgramStatement(kind, at: at)]
    }
}
