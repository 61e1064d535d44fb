import Scenes
import SwiftSyntax

/// Reads one SwiftUI form — the statements of a `body` (or a `#Preview`) holding a
/// `Form` or a `List` of `Section`s — into a form draft: each view a row or a section
/// (SwiftUIFormReader+views.swift), each modifier a key, each `if` a condition.
struct SwiftUIFormReader {
    /// Where the form's names are looked up: the file's declarations and the type whose
    /// body this is.
    let index: SourceIndex
    let typeName: String?
    let place: SourcePlace
    var draft = FormDraft()
    /// The literals of `.constant(…)` bindings, by the key their path carries.
    var constants: [String: ExprSyntax] = [:]
    /// The views of the project being expanded, the innermost last (SwiftUIFormReader+projectViews.swift).
    var frames: [ViewFrame] = []
    /// The own state of each use of a view (its `@State`, its literal arguments), by path.
    var locals: [String: SourceIndex.Property] = [:]
    /// What reading texts and values found (ReadNotes): this reader's own.
    let notes = ReadNotes()
    /// The element each `$item` of a `ForEach($items) { $item in … }` being read stands
    /// for, by `item`: a control bound to `$item.done` starts with that element's `done`.
    var elementBindings: [String: SourceValue] = [:]
    /// The element (and index) names of a `ForEach` over state being read: locals of the
    /// rows it repeats, not state.
    var repeatLocals: Set<String> = []

    /// The scope a view is read in: the condition of the `if`s around it, the values of
    /// `ForEach` parameters, the modifiers of the containers around it and whether it is
    /// inside a Section.
    struct Scope {
        var condition: FormDraft.Condition?
        var values: [String: Element] = [:]
        var modifiers: [ViewCall.Modifier] = []
        var inSection = false
        var depth = 0
        /// The state a stepper shows beside its label: a `\(value)` of it in the label is
        /// left out there.
        var shownBeside: [String]?
    }

    /// A value of a `ForEach` parameter: a string, a number, an enum case, a record.
    typealias Element = SourceValue

    /// How deep views may nest in one another (the syntax tree's depth is bounded before
    /// any of this, SourceLimits).
    static let maxDepth = 64

    init(index: SourceIndex, typeName: String?, place: SourcePlace) {
        self.index = index
        self.typeName = typeName
        self.place = place
    }

    // MARK: Finding the form

    /// The Form or List in a body, with the modifiers of what holds it (a
    /// `NavigationStack`'s `.navigationTitle` is the form's as much as the Form's own).
    func findForm(_ statements: CodeBlockItemListSyntax, depth: Int = 0) -> (form: ViewCall, outer: [ViewCall.Modifier], navigation: Syntax?)? {
        guard depth < Self.maxDepth else { return nil }
        for statement in statements {
            for expr in Self.expressions(statement) {
                guard let call = ViewCall(expr) else { continue }
                switch call.name {
                case "Form":
                    return (call, [], nil)
                case "List" where call.closure(nil).map(Self.hasSection) ?? false:
                    return (call, [], nil)
                case "NavigationStack", "NavigationView", "NavigationSplitView", "Group", "VStack", "ZStack", "ScrollView":
                    guard let closure = call.closure(nil) ?? call.closure("detail"),
                        let found = findForm(closure.statements, depth: depth + 1)
                    else { continue }
                    let navigation = found.navigation ?? (call.name.hasPrefix("Navigation") ? call.node : nil)
                    return (found.form, found.outer + call.modifiers, navigation)
                default:
                    if call.isOwnView, let body = typeName.flatMap({ index.types[$0]?.views[call.name] }),
                        let found = findForm(body, depth: depth + 1)
                    {
                        return (found.form, found.outer + call.modifiers, found.navigation)
                    }
                }
            }
        }
        return nil
    }

    static func hasSection(_ closure: ClosureExprSyntax) -> Bool {
        closure.statements.contains { statement in
            expressions(statement).contains { ViewCall($0)?.name == "Section" || ViewCall($0)?.name == "ForEach" }
        }
    }

    /// The expressions of a statement: itself, or both branches' of an `if` (a form
    /// may sit in either).
    static func expressions(_ statement: CodeBlockItemSyntax) -> [ExprSyntax] {
        switch statement.item {
        case .expr(let expr):
            if let branch = expr.as(IfExprSyntax.self) {
                var out: [ExprSyntax] = []
                for item in branch.body.statements { out += expressions(item) }
                if case .codeBlock(let block)? = branch.elseBody { for item in block.statements { out += expressions(item) } }
                return out
            }
            return [expr]
        case .stmt(let stmt):
            if let expression = stmt.as(ExpressionStmtSyntax.self) { return expressions(CodeBlockItemSyntax(item: .expr(expression.expression))) }
            if let ret = stmt.as(ReturnStmtSyntax.self), let expr = ret.expression { return [expr] }
            return []
        default: return []
        }
    }

    // MARK: Reading the form

    /// Reads the form found in a body.
    mutating func read(form: ViewCall, outer: [ViewCall.Modifier], navigation: Syntax?) {
        draft.inNavigationStack = navigation != nil
        declareProgram()
        if form.name == "List" { draft.style = .insetGrouped }
        for modifier in form.modifiers + outer { formModifier(modifier) }
        // A picker style set on the form is every picker's in it, as in SwiftUI.
        var scope = Scope()
        scope.modifiers = (outer.reversed() + form.modifiers).filter { ["pickerStyle", "datePickerStyle", "onSubmit"].contains($0.name) }
        if let closure = form.closure(nil) { content(closure.statements, scope) }
        sayNotes()
    }

    /// The notes' warnings, and one for each text showing the starting value of a state
    /// a row of the form changes: the text does not follow it.
    mutating func sayNotes() {
        let bound = Set(draft.sections.flatMap(\.rows).compactMap { $0.binding?.last })
        for (path, node) in notes.shownStates {
            guard let last = path.last, bound.contains(last), !notes.live.contains(node.position.utf8Offset) else { continue }
            notes.warn(node, "the text is worked out from the starting value of \(path.joined(separator: ".")); it does not change with the row bound to it")
        }
        draft.warnings += notes.warnings.map { place.warning($0.node, $0.message) }
    }

    /// The statements of a view builder, in order.
    mutating func content(_ statements: CodeBlockItemListSyntax, _ scope: Scope) {
        guard scope.depth < Self.maxDepth else {
            warn(Syntax(statements), "views nest more than \(Self.maxDepth) deep here: the rest is left out")
            return
        }
        for statement in statements {
            switch statement.item {
            case .expr(let expr): element(expr, scope)
            case .stmt(let stmt):
                if let expression = stmt.as(ExpressionStmtSyntax.self) { element(expression.expression, scope) }
            default: continue
            }
        }
    }

    /// One statement of a view builder: a view, an `if` or a `switch`.
    mutating func element(_ expr: ExprSyntax, _ scope: Scope) {
        guard draft.budget.view(at: Syntax(expr)) else { return }
        if let branch = expr.as(IfExprSyntax.self) { return ifElement(branch, scope) }
        if let choice = expr.as(SwitchExprSyntax.self) { return switchElement(choice, scope) }
        guard let call = ViewCall(expr) else {
            if !expr.is(MacroExpansionExprSyntax.self) { warn(Syntax(expr), "\(expr.trimmedDescription.prefix(40)) is not a view FormSim reads: left out") }
            return
        }
        view(call, scope)
    }

    mutating func warn(_ node: Syntax, _ message: String) {
        let warning = place.warning(node, message)
        // A view of the project used many times says what it does not understand once.
        if !frames.isEmpty, draft.warnings.contains(warning) { return }
        draft.warnings.append(warning)
    }

    /// A state's starting value as written: its property's initializer (`.constant(x)`,
    /// a binding to no state, is bound to the path `["constant", x]`).
    func initial(_ path: [String]) -> ExprSyntax? {
        if path.first == Expressions.constantRoot { return constants[path.dropFirst().joined()] }
        if path.first == ViewFrame.localRoot { return local(path)?.initial }
        guard let typeName else { return nil }
        return index.property(path, in: typeName)?.initial
    }

    /// The path a binding argument names; `.constant(x)` gets a path of its own whose
    /// starting value is `x`.
    mutating func bound(_ expr: ExprSyntax?) -> [String]? {
        guard let expr else { return nil }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil, member.declName.baseName.text == "constant", let value = call.arguments.first?.expression
        {
            let key = String(expr.position.utf8Offset)
            constants[key] = value
            return [Expressions.constantRoot, key]
        }
        guard let path = Expressions.bindingPath(expr) else { return nil }
        if let element = elementBindings[path[0]] {
            // Each element's row starts with its own value, as `.constant` would give it.
            var field: SourceValue? = element
            for name in path.dropFirst() {
                guard case .record(let fields)? = field else { field = nil; break }
                field = fields[name]
            }
            let key = "\(expr.position.utf8Offset):\(constants.count)"
            if let literal = field.flatMap(ElementLiteral.syntax) { constants[key] = literal }
            return [Expressions.constantRoot, key]
        }
        return resolved(path)
    }

    /// The type of the state a path names, when the file says it.
    func stateType(_ path: [String]) -> String? {
        if path.first == ViewFrame.localRoot {
            return local(path).flatMap { $0.typeName ?? $0.initial.flatMap(Expressions.enumCase)?.type }
        }
        guard let typeName, let property = index.property(path, in: typeName) else { return nil }
        return property.typeName ?? property.initial.flatMap(Expressions.enumCase)?.type
    }
}
