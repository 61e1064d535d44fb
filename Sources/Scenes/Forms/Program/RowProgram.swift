/// A row's part of a form's program: the state it shows and sets, what it runs, and what
/// its label and being enabled are computed from (docs/FORMS.md, Programs).
public struct RowProgram: Equatable, Sendable {
    /// The state the control is bound to (`$guests`, `$model.email`).
    public var bind: String?
    /// `Binding(get: { … }, set: { value in … })`: the control shows what `get` gives and a
    /// change runs `set` with the new value as `parameter`.
    public var binding: CustomBinding?

    public struct CustomBinding: Equatable, Sendable {
        public var get: ProgramExpression
        public var set: [ProgramStatement]
        public var parameter: String

        public init(get: ProgramExpression, set: [ProgramStatement], parameter: String = "$0") {
            self.get = get
            self.set = set
            self.parameter = parameter
        }
    }
    /// For a control whose options are an enum's: each case's option (`pro: Pro`).
    public var cases: [String: String] = [:]
    /// The label as the code computes it (`Text("\(guests) guests")`), live.
    public var label: ProgramExpression?
    /// A button's action.
    public var action: [ProgramStatement] = []
    /// A text field's `.onSubmit`: what Return runs.
    public var onSubmit: [ProgramStatement]?
    /// `.focused($field, equals: .email)` (`equals` nil: `.focused($isFocused)`, a Bool).
    public var focus: (state: String, equals: ProgramValue?)? {
        get { focusState.map { ($0, focusEquals) } }
        set {
            focusState = newValue?.state
            focusEquals = newValue?.equals
        }
    }
    var focusState: String?
    var focusEquals: ProgramValue?
    /// `.disabled(…)` with a condition on state.
    public var disabledWhen: ProgramExpression?
    /// `ForEach(items) { item in … }`: the row is made once per element of the list,
    /// each with the element (and its index) as locals its label and action read.
    public var repeats: Repeat?
    /// An instance of a repeated row: its element, its index.
    public var locals: [String: ProgramValue] = [:]

    public struct Repeat: Equatable, Sendable {
        public var collection: ProgramExpression
        public var element: String
        public var index: String?

        public init(collection: ProgramExpression, element: String, index: String? = nil) {
            self.collection = collection
            self.element = element
            self.index = index
        }
    }

    public init() {}

    public var isEmpty: Bool { self == RowProgram() }
}
