/// When a row shows (`visibleWhen:`, docs/FORMS.md): a test of other rows' values, so a
/// part of a form appears when a switch turns on or a picker changes, as SwiftUI's
/// `if` does. The rows it names are switches and rows with options (picker, menu,
/// choice, segmented) or a radio group; the loader checks that they exist.
public indirect enum FormCondition: Equatable, Sendable {
    /// `{row: ID}`: the switch is on. `{row: ID, equals: V}`: the switch's value is `V`
    /// (true or false), or the option chosen is `V`.
    case row(String, equals: String?)
    case not(FormCondition)
    case all([FormCondition])
    case any([FormCondition])
    /// `{when: EXPRESSION}`: an expression on a SwiftUI form's state (an `if` on state
    /// that no row shows, `if !isValid`), evaluated by the form's program.
    case when(ProgramExpression)

    /// Whether it holds, given each named row's value as the file writes it: a switch
    /// `true`/`false`, an option its text (nil: nothing chosen); and what an expression
    /// evaluates to.
    public func holds(_ value: (String) -> String?, evaluate: (ProgramExpression) -> Bool = { _ in false }) -> Bool {
        switch self {
        case .when(let expression): evaluate(expression)
        case .row(let id, let equals): value(id) == (equals ?? "true")
        case .not(let condition): !condition.holds(value, evaluate: evaluate)
        case .all(let conditions): conditions.allSatisfy { $0.holds(value, evaluate: evaluate) }
        case .any(let conditions): conditions.contains { $0.holds(value, evaluate: evaluate) }
        }
    }

    /// The ids of the rows it reads.
    public var rowIDs: [String] {
        switch self {
        case .row(let id, _): [id]
        case .when: []
        case .not(let condition): condition.rowIDs
        case .all(let conditions), .any(let conditions): conditions.flatMap(\.rowIDs)
        }
    }
}

extension FormCondition: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FormDocument.Key.self)
        switch self {
        case .row(let id, let equals):
            try c.encode(id, forKey: .init("row"))
            try c.encodeIfPresent(equals, forKey: .init("equals"))
        case .not(let condition): try c.encode(condition, forKey: .init("not"))
        case .all(let conditions): try c.encode(conditions, forKey: .init("all"))
        case .any(let conditions): try c.encode(conditions, forKey: .init("any"))
        case .when(let expression): try c.encode(expression, forKey: .init("when"))
        }
    }
}
