/// An expression of a SwiftUI form, as the SwiftUI reader writes it into the form file
/// (docs/FORMS.md, Programs): what a `Text`'s interpolation, an `if`, a `.disabled(…)`
/// or an assignment's right-hand side computes from the form's state. Evaluated by
/// `ProgramInterpreter` with no syntax tree: the server never parses Swift.
public indirect enum ProgramExpression: Hashable, Sendable {
    case value(ProgramValue)
    /// A state property, a computed property of the view or its model, or a local `let`,
    /// by its path (`guests`, `model.email`).
    case name(String)
    /// A prefix operator: `!` or `-`.
    case unary(String, ProgramExpression)
    /// An infix operator: `&&`, `||`, `==`, `!=`, `<`, `<=`, `>`, `>=`, `+`, `-`, `*`,
    /// `/`, `%`, `??`.
    case binary(String, ProgramExpression, ProgramExpression)
    /// `condition ? a : b`.
    case conditional(ProgramExpression, ProgramExpression, ProgramExpression)
    /// A property of a value: `isEmpty`, `count`, `first`, `last`, `uppercased`,
    /// `lowercased`, `trimmed` (whitespace trimmed), `description`.
    case member(ProgramExpression, String)
    /// A method of a value: `contains`, `hasPrefix`, `hasSuffix`, `firstIndex`, `min`,
    /// `max`, `joined`.
    case call(ProgramExpression, String, [ProgramExpression])
    /// An interpolated string: its parts' descriptions, one after another.
    case text([ProgramExpression])
    /// An array literal.
    case list([ProgramExpression])
    /// What FormSim cannot evaluate, with its source text and place: it gives `unknown`.
    case opaque(String, at: String?)

    /// The state and computed names the expression reads (for what a change re-evaluates
    /// and the loader's checks).
    public var names: Set<String> {
        switch self {
        case .value, .opaque: []
        case .name(let name): [name]
        case .unary(_, let e), .member(let e, _): e.names
        case .binary(_, let a, let b): a.names.union(b.names)
        case .conditional(let c, let a, let b): c.names.union(a.names).union(b.names)
        case .call(let e, _, let arguments): arguments.reduce(e.names) { $0.union($1.names) }
        case .text(let parts), .list(let parts): parts.reduce(into: []) { $0.formUnion($1.names) }
        }
    }
}
