import SimCore

/// What runs in a form read from SwiftUI (docs/FORMS.md, Programs): its state with the
/// values it starts from, its computed properties and methods, what runs as it appears
/// and as a value changes, and the alerts and dialogs its state presents. A form file
/// with none of this is a form of literal values, as before; the rows' own parts (a
/// button's action, a live label) are each row's `RowProgram`.
public struct FormProgram: Equatable, Sendable {
    /// A stored property: `@State`, `@FocusState`, `@AppStorage`, a model's
    /// `@Published` or `@Observable` property, by its path (`guests`, `model.email`).
    public struct Declaration: Equatable, Sendable {
        public var name: String
        /// Its Swift type as written (`Int`, `Double`, `String?`, `[String]`, `Field?`):
        /// an Int and a Double stay what they are as they change.
        public var type: String
        public var value: ProgramValue

        public init(name: String, type: String, value: ProgramValue) {
            self.name = name
            self.type = type
            self.value = value
        }
    }

    /// `.onChange(of: name) { … }`.
    public struct Observer: Equatable, Sendable {
        public var name: String
        public var statements: [ProgramStatement]

        public init(name: String, statements: [ProgramStatement]) {
            self.name = name
            self.statements = statements
        }
    }

    /// `.alert(_:isPresented:actions:message:)`, `.alert(item:)`, `.confirmationDialog`,
    /// the legacy `Alert(…)` and `ActionSheet(…)`: shown while `presentedBy` is true (or
    /// not nil), which each of its buttons, and any dismissal, sets back to false (nil).
    public struct Alert: Equatable, Sendable {
        public struct Action: Equatable, Sendable {
            public var title: ProgramExpression
            public var style: AlertAction.Style
            public var statements: [ProgramStatement]

            public init(title: ProgramExpression, style: AlertAction.Style = .default, statements: [ProgramStatement] = []) {
                self.title = title
                self.style = style
                self.statements = statements
            }
        }

        public var presentedBy: String
        public var style: AlertController.Style
        public var title: ProgramExpression?
        public var message: ProgramExpression?
        /// No actions: an OK button that only dismisses, as SwiftUI adds.
        public var actions: [Action]
        /// The row an action sheet's popover points at on an iPad (the view the modifier
        /// is on); nil: the form's middle.
        public var anchor: String?

        public init(presentedBy: String, style: AlertController.Style, title: ProgramExpression? = nil,
                    message: ProgramExpression? = nil, actions: [Action] = [], anchor: String? = nil) {
            self.presentedBy = presentedBy
            self.style = style
            self.title = title
            self.message = message
            self.actions = actions
            self.anchor = anchor
        }
    }

    /// `.sheet(isPresented:)`, `.sheet(item:)`, `.fullScreenCover`, `.popover` (a sheet on
    /// an iPhone, as SwiftUI adapts it): the form `form` presented while `presentedBy` is
    /// true (or not nil), set back to false (nil) however it goes.
    public struct Sheet: Equatable, Sendable {
        public var presentedBy: String
        public var form: String
        public var sheet: FormSheet

        public init(presentedBy: String, form: String, sheet: FormSheet = FormSheet(style: .sheet)) {
            self.presentedBy = presentedBy
            self.form = form
            self.sheet = sheet
        }
    }

    public var state: [Declaration] = []
    public var sheets: [Sheet] = []
    /// `.navigationDestination(isPresented:)`: the form `form` pushed while its state is
    /// true, set back to false however it leaves (Back, a swipe, `dismiss()`).
    public var pushes: [Push] = []

    public struct Push: Equatable, Sendable {
        public var presentedBy: String
        public var form: String

        public init(presentedBy: String, form: String) {
            self.presentedBy = presentedBy
            self.form = form
        }
    }
    public var computed: [String: ProgramExpression] = [:]
    public var methods: [String: [ProgramStatement]] = [:]
    public var onAppear: [ProgramStatement] = []
    public var onChange: [Observer] = []
    public var alerts: [Alert] = []
    /// The closures of the bar's buttons (a toolbar's confirmation and cancellation
    /// actions): when given, a tap runs them and nothing else, as in SwiftUI — a Cancel
    /// whose closure is empty closes nothing.
    public var doneAction: [ProgramStatement]?
    public var cancelAction: [ProgramStatement]?

    public init() {}

    public var isEmpty: Bool { self == FormProgram() }
}
