import SwiftSyntax

/// Views of the project — `struct X: View` declared in any file read with the form —
/// expanded where they are used: their body is read as if written there, with each
/// property standing for what the use gives it (ViewArguments, ViewFrame). A view that
/// cannot be expanded stays a placeholder row with a warning; a view that contains
/// itself refuses the form, naming the cycle.
extension SwiftUIFormReader {
    /// The type whose names the statements being read use: the expanded view's, else
    /// the form's.
    var currentType: String? { frames.last?.typeName ?? typeName }

    /// Reads `call` as a view of the project; false when it names none (the caller
    /// shows a placeholder).
    mutating func expandProjectView(_ call: ViewCall, _ scope: Scope) -> Bool {
        guard !call.isReference, let type = index.types[call.name], let declaration = type.node.as(StructDeclSyntax.self) else { return false }
        let inherited = Set(declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        if let kit = inherited.first(where: { $0.hasPrefix("UIViewRepresentable") || $0.hasPrefix("UIViewControllerRepresentable") }) {
            placeholder(call, scope, because: "\(call.name) is a \(kit): UIKit views are not drawn by FormSim; shown as a placeholder row")
            return true
        }
        guard let body = type.views["body"] else { return false }
        if let generics = declaration.genericParameterClause {
            placeholder(call, scope, because: "\(call.name)\(generics.trimmedDescription) is generic: a view made of the views it is given cannot be expanded; shown as a placeholder row")
            return true
        }
        let enclosing = (typeName.map { [$0] } ?? []) + frames.map(\.typeName)
        if let start = enclosing.firstIndex(of: call.name) {
            let cycle = (enclosing[start...] + [call.name]).joined(separator: " → ")
            draft.budget.refuse(at: call.node, "\(call.name) contains itself (\(cycle)): a view cannot be expanded inside itself")
            return true
        }
        // Each expansion counts against the budget, so views using views a few times
        // each cannot multiply past it; the count also keys this use's own state.
        guard draft.budget.view(at: call.node) else { return true }
        let frame = self.frame(call, declaration: declaration, type: type, key: "\(draft.budget.views)", scope)
        var inner = deeper(scope)
        inner.values = [:]
        frames.append(frame)
        // A view that is a form of its own (its body holds a Form) gives that form's rows.
        let form = findForm(body).flatMap { $0.form.closure(nil)?.statements }
        content(form ?? body, inner)
        frames.removeLast()
        return true
    }

    /// What each property of the view stands for at this use, read at the caller.
    private mutating func frame(_ call: ViewCall, declaration: StructDeclSyntax, type: SourceIndex.TypeDecl, key: String, _ scope: Scope) -> ViewFrame {
        var frame = ViewFrame(typeName: call.name)
        let arguments = ViewArguments(call, declaration: declaration, properties: type.properties)
        for (name, property) in type.properties {
            let local = [ViewFrame.localRoot, key, name]
            var own = property
            own.initial = nil
            switch arguments.values[name] {
            case .caller(let expr)?:
                if let path = bound(expr) {
                    frame.paths[name] = path
                    continue
                }
                if let text = text(expr, scope) {
                    frame.texts[name] = text
                } else if let path = statePath(expr) {
                    frame.paths[name] = path
                    continue
                }
                own.initial = expr
            case .own(let expr)?:
                own.initial = expr
                frame.texts[name] = Expressions.stringLiteral(expr)
            case nil:
                if let path = environmentModel(name, in: declaration) {
                    frame.paths[name] = path
                    continue
                }
            }
            frame.paths[name] = local
            locals[local.joined(separator: ".")] = own
        }
        return frame
    }

    /// A path read in the statements being read, as a path in the form's state: a
    /// property of an expanded view is what its use gave it.
    func resolved(_ path: [String]) -> [String] {
        guard let frame = frames.last, let first = path.first, let mapped = frame.paths[first] else { return path }
        return mapped + path.dropFirst()
    }

    /// A state path read in the statements being read (`isOn`, `self.model.plan`), in
    /// the form's state.
    func statePath(_ expr: ExprSyntax) -> [String]? {
        Expressions.statePath(expr).map(resolved)
    }

    /// The text a property of the expanded view holds: `Text(title)` where the use
    /// gave `title: "Email"`.
    func propertyText(_ expr: ExprSyntax) -> String? {
        guard let frame = frames.last, let path = Expressions.statePath(expr), path.count == 1 else { return nil }
        return frame.texts[path[0]]
    }

    /// The own state a path of a use names: the property itself, or one of its model's.
    func local(_ path: [String]) -> SourceIndex.Property? {
        guard path.count >= 3, let property = locals[path.prefix(3).joined(separator: ".")] else { return nil }
        guard path.count > 3 else { return property }
        return property.typeName.flatMap { index.property(Array(path.dropFirst(3)), in: $0) }
    }
}
