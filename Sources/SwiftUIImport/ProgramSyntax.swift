import Scenes
import SwiftSyntax

/// SwiftUI code made a form's program (docs/FORMS.md, Programs): closures and methods as
/// statements, conditions and texts as expressions, every name the state path it is in
/// the form (`model.email`). What FormSim cannot run is kept as `skip`/`opaque` with its
/// place, and a skipped statement is said as a warning, so nothing is dropped silently.
struct ProgramSyntax {
    let place: SourcePlace
    let notes: ReadNotes
    /// The instance path a model's own names are read under (`["model"]` in a method of
    /// the model `model` holds); empty in the view.
    var prefix: [String] = []
    /// A path of the view read as a path of the form's state (an expanded view's
    /// property is what its use gave it).
    var resolve: ([String]) -> [String] = { $0 }
    /// The methods a statement may call, by the name the program keys them with.
    var methods: Set<String> = []
    /// `@Environment(\.dismiss) var dismiss` and `presentationMode` names.
    var dismissNames: Set<String> = []
    /// Locals the statements being read declared (`let trimmed = …`): not state.
    var locals: Set<String> = []
    /// Enum type names of the project: `Field.email` is a case, not a path.
    var enumTypes: Set<String> = []

    /// How deep expressions and statements are read: deeper is opaque, as the form file
    /// reader refuses past its own depth.
    static let maxDepth = 40

    /// The name a written path (`self.email`, `model.email`, `x`) has in the program.
    func name(_ path: [String]) -> String? {
        var path = path
        if path.first == "self" { path.removeFirst() }
        guard let first = path.first else { return nil }
        if locals.contains(first) { return path.joined(separator: ".") }
        let full = resolve(prefix + path)
        // A path into an expanded view's own state has no name in the form's program.
        guard full.first != ViewFrame.localRoot, full.first != Expressions.constantRoot else { return nil }
        return full.joined(separator: ".")
    }

    /// `a.b.c` as names, `self` kept (name(_:) drops it); nil for anything else.
    static func path(_ expr: ExprSyntax) -> [String]? {
        var names: [String] = []
        var current = expr
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            names.insert(member.declName.baseName.text, at: 0)
            current = base
        }
        guard let ref = current.as(DeclReferenceExprSyntax.self) else { return nil }
        let root = ref.baseName.text
        guard root == "self" || root.first?.isLowercase == true || root.first == "_" else { return nil }
        return [root] + names
    }

    /// `File.swift:12:9`.
    func at(_ node: some SyntaxProtocol) -> String {
        let (line, column) = place.location(Syntax(node))
        return "\(place.file(of: Syntax(node))?.fileName ?? place.fileName):\(line):\(column)"
    }

    /// A statement FormSim does not run: kept as `skip` and said where it is.
    func skip(_ node: some SyntaxProtocol, not what: String) -> ProgramStatement {
        let text = node.trimmedDescription
        let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
        let shown = firstLine.count > 60 ? String(firstLine.prefix(57)) + "…" : firstLine
        notes.warn(Syntax(node), "\(shown) is not run: FormSim runs state changes, not \(what)")
        return ProgramStatement(.skip(String(text.prefix(500))), at: at(node))
    }
}
