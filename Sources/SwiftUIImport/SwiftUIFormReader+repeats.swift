import Scenes
import SwiftSyntax

/// `ForEach` over an array the form's state holds (`ForEach(names, id: \.self) { name in
/// Text(name) }`): its content is read once, as rows the program makes once per element
/// (`forEach`), so they appear and go as the list grows and shrinks (BEHAVIOR.md E8.1).
extension SwiftUIFormReader {
    mutating func repeatsOverState(_ call: ViewCall, source: ExprSyntax, closure: ClosureExprSyntax, _ scope: Scope) -> Bool {
        guard frames.isEmpty, let path = ProgramSyntax.path(source), let name = programSyntax.name(path),
            let declaration = draft.program.state.first(where: { $0.name == name }), declaration.type.hasPrefix("[")
        else { return false }
        let element = Self.parameterNames(closure)[0]
        let sectionCount = draft.sections.count
        let rowCount = draft.sections.last?.rows.count ?? 0
        let outer = repeatLocals
        repeatLocals.insert(element)
        defer { repeatLocals = outer }
        var inner = deeper(scope)
        // The starting rows' texts are the program's to give; the first element stands in.
        if case .list(let items) = declaration.value, case .string(let first)? = items.first {
            inner.values[element] = .string(first)
        } else {
            inner.values[element] = .string("")
        }
        content(closure.statements, inner)
        let stem = path.last ?? "item"
        var made = 0
        for s in draft.sections.indices where s >= sectionCount - 1 {
            let start = s == sectionCount - 1 ? rowCount : 0
            guard draft.sections[s].rows.count > start else { continue }
            for r in start..<draft.sections[s].rows.count {
                draft.sections[s].rows[r].row.program.repeats = .init(collection: .name(name), element: element)
                draft.sections[s].rows[r].idSource = made == 0 ? stem : "\(stem)-\(made + 1)"
                made += 1
            }
        }
        return true
    }
}
