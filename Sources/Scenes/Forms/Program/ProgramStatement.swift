/// A statement of a SwiftUI form's action: a `Button`'s closure, `.onSubmit`,
/// `.onChange(of:)`, `.onAppear`, a method of the view or its model (docs/FORMS.md,
/// Programs). Each keeps where it is in the source (`File.swift:12:9`), which the
/// inspector and the warnings name.
public struct ProgramStatement: Hashable, Sendable {
    public indirect enum Kind: Hashable, Sendable {
        /// `name = value`; with an operator, `name += value` (`+=`, `-=`, `*=`, `/=`).
        case assign(String, op: String?, ProgramExpression)
        /// `name.toggle()`.
        case toggle(String)
        /// `name.append(value)`, `name.insert(value, at: index)`.
        case append(String, ProgramExpression)
        case insert(String, ProgramExpression, at: ProgramExpression)
        /// `name.remove(at: index)`, `removeAll()`, `removeLast()`, `removeFirst()`.
        case remove(String, at: ProgramExpression)
        case removeAll(String)
        case removeLast(String)
        case removeFirst(String)
        /// `let name = value` (or `var`): a local of the running action.
        case define(String, ProgramExpression)
        case `if`(ProgramExpression, then: [ProgramStatement], else: [ProgramStatement])
        /// `guard condition else { … }`: when it fails, its else runs and the action ends.
        case `guard`(ProgramExpression, else: [ProgramStatement])
        /// `for name in collection { … }`: an array or a range (`list`).
        case `for`(String, in: ProgramExpression, do: [ProgramStatement])
        case `while`(ProgramExpression, do: [ProgramStatement])
        /// A method of the view or its model, by name.
        case call(String)
        /// `dismiss()`: the presented form closes (or the pushed one goes back).
        case dismiss
        case `return`
        /// What FormSim does not run (a network call, `Task { await … }`): its source
        /// text, skipped and logged.
        case skip(String)
    }

    public var kind: Kind
    /// `File.swift:line:column`, nil for a statement written by hand in a form file.
    public var at: String?

    public init(_ kind: Kind, at: String? = nil) {
        self.kind = kind
        self.at = at
    }
}
