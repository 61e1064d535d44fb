import Scenes
import SwiftSyntax

/// A form as the reader collects it, before ids are given and conditions resolved: rows
/// keep what they were bound to and what they say about other rows.
struct FormDraft {
    struct Row {
        var row: FormRow
        /// What the id comes from: the binding's last name, else the label, else the kind.
        var idSource: String
        var binding: [String]?
        var condition: Condition?
        /// Enum case name → option, for rows whose options come from an enum.
        var optionCases: [String: String] = [:]
        /// The Bool state a button's action sets (it presents a dialog, alert or sheet).
        var presents: String?
        /// A `NavigationLink(value:)`: the type of its value when it can be told (`String`,
        /// `Int`, an enum's name); the destination is matched at the end.
        var valueLink: ValueLink?
        /// A `.pickerStyle(.inline)` picker: a radio group in its own section.
        var isRadio = false
        /// A `.disabled(…)` on state, as written: said at the end when its condition
        /// names nothing the program declares.
        var disabledSource: ExprSyntax?
        var node: Syntax
    }

    struct Section {
        var header: String?
        var footer: String?
        var rows: [Row] = []
    }

    /// A condition on state, as written: resolved to rows once the form is read.
    indirect enum Condition {
        case state([String])
        case equals([String], Literal)
        case not(Condition)
        case all([Condition])
        case any([Condition])
        case constant(Bool)
        /// A condition only the form's program evaluates (`if !isValid`, `if count > 3`).
        case expression(ProgramExpression, Syntax)
    }

    enum Literal: Equatable {
        case enumCase(String)
        case string(String)
        case bool(Bool)
    }

    /// What `.confirmationDialog`, `.alert` and `.sheet` show, by the Bool they watch.
    enum Presentation {
        /// `.confirmationDialog` (an action sheet) or `.alert`, with its buttons.
        case dialog(FormAlert)
        case sheet(destination: String?, sheet: FormSheet)
    }

    /// `.sheet`, `.fullScreenCover`, `.popover` on a Bool or an optional: the program's
    /// sheet when the form declares it as state (FormAssembly+program.swift).
    struct Sheet {
        var presentedBy: String
        /// The view the content closure makes (`NewContact`); nil: none it names.
        var destination: String?
        var sheet: FormSheet
        var node: Syntax
    }

    /// A `NavigationLink(value:)`'s value as far as its type is told; nil: not told.
    struct ValueLink {
        var type: String?
        /// The enum case it is (`.privacy`): a destination that switches over its value
        /// opens that case's view.
        var caseName: String?
    }

    /// `.navigationDestination(isPresented:)` on a Bool: the program's push when the
    /// form declares it (FormAssembly+program.swift).
    struct Push {
        var presentedBy: String
        /// The view the content closure makes; nil: none it names.
        var destination: String?
        var node: Syntax
    }

    /// `.navigationDestination(for: T.self) { x in Dest(…) }`: what a value link of type
    /// `T` opens.
    struct ValueDestination {
        var type: String
        /// The view the closure makes; with a `switch` over the value, its `default:`'s.
        var destination: String?
        /// `switch route { case .privacy: PrivacyForm() … }`: each case's view.
        var cases: [String: String] = [:]
        var node: Syntax
    }

    var sections: [Section] = []
    /// Rows outside any Section gather into one until the next Section.
    var looseOpen = false
    var title: String?
    var style: FormDocument.Style = .insetGrouped
    var cancel: String?
    var done: String?
    var inNavigationStack = false
    /// Where the form's keyboard toolbar with a Done button is written; nil: none.
    var keyboardNode: Syntax?
    /// `.navigationBarTitleDisplayMode`: `.large` true, `.inline` false, else nil.
    var largeTitle: Bool?
    var presentations: [String: Presentation] = [:]
    var sheets: [Sheet] = []
    var pushes: [Push] = []
    var valueDestinations: [ValueDestination] = []
    var warnings: [String] = []
    /// The view's state, computed properties, methods and what runs as it appears and
    /// changes (ProgramDeclarations); the rows' own parts are on each row.
    var program = FormProgram()
    var methodNames: Set<String> = []
    var dismissNames: Set<String> = []
    /// Rows and views read so far against what a form may expand to.
    var budget = ExpansionBudget()

    mutating func append(_ row: Row, inSection: Bool) {
        if inSection, var last = sections.popLast() {
            last.rows.append(row)
            sections.append(last)
            return
        }
        if !looseOpen {
            sections.append(Section())
            looseOpen = true
        }
        sections[sections.count - 1].rows.append(row)
    }

    mutating func openSection(header: String?, footer: String?) {
        sections.append(Section(header: header, footer: footer))
        looseOpen = false
    }
}
