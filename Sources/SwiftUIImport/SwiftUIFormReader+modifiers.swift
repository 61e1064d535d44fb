import Scenes
import SimCore
import SwiftSyntax

/// Modifiers: those of the form (title, bar buttons, style, dialogs and sheets) and
/// those of a row (keyboard, capitalization, Return key, disabled). Modifiers that
/// change only how a row looks are left out quietly; any other gives a warning.
extension SwiftUIFormReader {
    static let rowModifiers: Set<String> = [
        "keyboardType", "textInputAutocapitalization", "autocapitalization", "submitLabel", "disabled", "textContentType",
        "lineLimit", "tag", "keyboardShortcut", "pickerStyle", "datePickerStyle",
    ]
    static let quietModifiers: Set<String> = [
        "font", "foregroundColor", "foregroundStyle", "padding", "frame", "bold", "italic", "tint", "accentColor", "onAppear",
        "onDisappear", "task", "onSubmit", "onChange", "focused", "autocorrectionDisabled", "disableAutocorrection", "labelsHidden",
        "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier", "id", "listRowBackground", "listRowInsets",
        "listRowSeparator", "listSectionSeparator", "multilineTextAlignment", "scrollDismissesKeyboard", "environment",
        "environmentObject", "buttonStyle", "controlSize", "imageScale", "symbolRenderingMode", "opacity", "background",
        "clipShape", "cornerRadius", "overlay", "contentShape", "textCase", "headerProminence", "monospacedDigit", "fontWeight",
        "scrollContentBackground", "navigationDestination", "refreshable", "searchable", "animation", "transition", "badge",
        "swipeActions", "contextMenu", "help", "interactiveDismissDisabled", "presentationDetents", "onTapGesture",
    ]
    static let formModifiers: Set<String> = [
        "navigationTitle", "navigationBarTitle", "navigationBarItems", "toolbar", "listStyle", "formStyle", "navigationBarTitleDisplayMode",
        "confirmationDialog", "alert", "sheet", "fullScreenCover", "popover", "actionSheet",
    ]

    mutating func formModifier(_ modifier: ViewCall.Modifier) {
        let scope = Scope()
        switch modifier.name {
        case "onAppear", "task", "onChange": programModifier(modifier)
        case "navigationTitle", "navigationBarTitle":
            if let title = text(modifier.firstArgument, scope) ?? modifier.firstArgument.flatMap(ViewCall.init).flatMap({ labelText($0, scope) }) {
                draft.title = title
            }
            if let mode = modifier.argument("displayMode") { displayMode(mode) }
        case "navigationBarTitleDisplayMode":
            if let mode = modifier.firstArgument { displayMode(mode) }
        case "listStyle", "formStyle": listStyle(modifier)
        case "toggleStyle": toggleStyle(modifier)
        case "navigationViewStyle":
            // A stack is how FormSim shows every form; iPad's default columns are not drawn.
            if StyleNames.name(modifier.firstArgument) != "stack" {
                let written = modifier.firstArgument?.trimmedDescription.prefix(40) ?? ""
                warn(modifier.firstArgument.map(Syntax.init) ?? modifier.node, "\(written): the form is shown as a stack, without columns")
            }
        case "toolbar": if let closure = modifier.closure(nil) { toolbar(closure.statements) }
        case "navigationBarItems": navigationBarItems(modifier)
        case "confirmationDialog", "alert", "actionSheet":
            addProgramAlert(modifier)
            if legacyDialog(modifier) { return }
            if let watched = modifier.argument("isPresented").flatMap(Expressions.bindingPath) {
                draft.presentations[watched.joined(separator: ".")] = .dialog(dialog(modifier))
            }
        case "sheet", "fullScreenCover", "popover": sheet(modifier)
        case "navigationDestination": navigationDestination(modifier)
        default:
            if Self.rowModifiers.contains(modifier.name) || Self.quietModifiers.contains(modifier.name) { return }
            warn(modifier.node, ".\(modifier.name) is not a modifier FormSim reads: ignored")
        }
    }

    /// `.sheet(isPresented:)`, `.sheet(item:)`, `.fullScreenCover`, `.popover` (a sheet on
    /// an iPhone, as SwiftUI adapts it): the view its content makes, presented as the
    /// program's sheet while the Bool (the optional) is true (set), when the form declares
    /// it; else, on a Bool, the button that sets it is a child row presenting it.
    mutating func sheet(_ modifier: ViewCall.Modifier) {
        let isPresented = modifier.argument("isPresented")
        guard let watched = (isPresented ?? modifier.argument("item")).flatMap(Expressions.bindingPath) else { return }
        let content = modifier.closure("content") ?? modifier.closure(nil)
        let destination = content.flatMap { $0.statements.lazy.flatMap(Self.expressions).compactMap(ViewCall.init).first }
        var sheet = FormSheet(style: modifier.name == "fullScreenCover" ? .fullScreen : .sheet)
        if sheet.style != .fullScreen, let destination {
            // On the view the closure makes, or on its body's outermost view.
            let body = index.types[destination.name]?.views["body"]?.lazy.flatMap(Self.expressions).compactMap(ViewCall.init).first
            sheetLook(body?.modifiers ?? [], &sheet)
            sheetLook(destination.modifiers, &sheet)
        }
        let name = watched.joined(separator: ".")
        if frames.isEmpty, !draft.sheets.contains(where: { $0.presentedBy == name }) {
            draft.sheets.append(.init(presentedBy: name, destination: destination?.name, sheet: sheet, node: modifier.node))
        }
        if isPresented != nil { draft.presentations[name] = .sheet(destination: destination?.name, sheet: sheet) }
    }

    /// `.navigationDestination(isPresented: $flag) { Dest() }`: the program's push while
    /// the Bool is true (when the form declares it: FormAssembly+program.swift);
    /// `.navigationDestination(for: T.self) { x in Dest(…) }`: what the value links of
    /// type `T` open, matched as the form is finished.
    mutating func navigationDestination(_ modifier: ViewCall.Modifier) {
        let content = modifier.closure("destination") ?? modifier.closure(nil)
        let destination = content.flatMap { $0.statements.lazy.flatMap(Self.expressions).compactMap(ViewCall.init).first }?.name
        if let isPresented = modifier.argument("isPresented") {
            guard let watched = Expressions.bindingPath(isPresented) else {
                warn(modifier.node, ".navigationDestination(isPresented: \(isPresented.trimmedDescription.prefix(40))) is not on state FormSim reads: ignored")
                return
            }
            let name = watched.joined(separator: ".")
            if !draft.pushes.contains(where: { $0.presentedBy == name }) {
                draft.pushes.append(.init(presentedBy: name, destination: destination, node: modifier.node))
            }
        } else if let type = modifier.argument("for").map(Self.metatypeName) {
            var entry = FormDraft.ValueDestination(type: type, destination: destination, node: modifier.node)
            // `{ route in switch route { case .privacy: PrivacyForm() … default: … } }`
            if let choice = content?.statements.lazy.flatMap(Self.expressions).compactMap({ $0.as(SwitchExprSyntax.self) }).first {
                for item in choice.cases {
                    guard case .switchCase(let switchCase) = item else { continue }
                    let view = switchCase.statements.lazy.flatMap(Self.expressions).compactMap(ViewCall.init).first?.name
                    switch switchCase.label {
                    case .case(let label):
                        for caseItem in label.caseItems {
                            guard let view, let written = caseItem.pattern.as(ExpressionPatternSyntax.self)?.expression,
                                let (_, name) = Expressions.enumCase(written), entry.cases[name] == nil
                            else { continue }
                            entry.cases[name] = view
                        }
                    case .default: entry.destination = view
                    }
                }
            }
            draft.valueDestinations.append(entry)
        } else {
            let labels = modifier.arguments.map { "\($0.label?.text ?? "_"):" }.joined()
            warn(modifier.node, ".navigationDestination(\(labels)) is not a modifier FormSim reads: ignored")
        }
    }

    /// `Route.self` → `Route`, `Int.self` → `Int`.
    static func metatypeName(_ expr: ExprSyntax) -> String {
        var written = expr.trimmedDescription
        if written.hasSuffix(".self") { written.removeLast(5) }
        return written
    }

    /// `.presentationDetents([.medium, .large])` and `.presentationDragIndicator(.visible)`.
    private func sheetLook(_ modifiers: [ViewCall.Modifier], _ sheet: inout FormSheet) {
        for modifier in modifiers {
            switch modifier.name {
            case "presentationDetents":
                let written = modifier.firstArgument?.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? []
                let names = Set(written.compactMap { $0.as(MemberAccessExprSyntax.self)?.declName.baseName.text })
                let detents = SheetPresentationController.Detent.allCases.filter { names.contains($0.rawValue) }
                if !detents.isEmpty { sheet.detents = detents }
            case "presentationDragIndicator":
                sheet.grabber = StyleNames.name(modifier.firstArgument) == "visible"
            default: break
            }
        }
    }

    /// A `.confirmationDialog` or `.alert` as the alert controller it is: its title, its
    /// `message:` text and its buttons in order (a role gives the action's style). A
    /// dialog with no Cancel gets one, as SwiftUI adds it; an alert with no button, OK.
    func dialog(_ modifier: ViewCall.Modifier) -> FormAlert {
        let isSheet = modifier.name != "alert"
        var actions: [FormAlert.Action] = []
        let buttons = (modifier.closure("actions") ?? modifier.closure(nil))?.statements.flatMap(Self.expressions).compactMap(ViewCall.init) ?? []
        for button in buttons where button.name == "Button" {
            guard let title = text(button.firstUnlabeled, Scope()) ?? labelText(button.closure("label")?.statements, Scope()) else { continue }
            let role = button.argument("role")?.trimmedDescription.split(separator: ".").last
            actions.append(.init(title: title, style: role == "destructive" ? .destructive : role == "cancel" ? .cancel : .default))
        }
        if isSheet, !actions.contains(where: { $0.style == .cancel }) { actions.append(.init(title: "Cancel", style: .cancel)) }
        if actions.isEmpty { actions = [.init(title: "OK")] }
        var alert = FormAlert(style: isSheet ? .actionSheet : .alert, title: text(modifier.firstArgument, Scope()), actions: Array(actions.prefix(10)))
        alert.message = labelText(modifier.closure("message")?.statements, Scope())
        return alert
    }

    /// `.toolbar { ToolbarItem(placement:) { Button(…) } }`: Cancel and Done in the bar;
    /// a keyboard toolbar's Done.
    mutating func toolbar(_ statements: CodeBlockItemListSyntax) {
        for call in statements.flatMap(Self.expressions).compactMap(ViewCall.init) {
            let placement = call.argument("placement")?.trimmedDescription.split(separator: ".").last.map(String.init)
            let items = call.name == "Button" ? [call] : (call.closure(nil)?.statements).map { $0.flatMap(Self.expressions).compactMap(ViewCall.init) } ?? []
            if placement == "keyboard" {
                if items.contains(where: { $0.name == "Button" }) { draft.keyboardNode = call.node }
                continue
            }
            guard let button = items.first(where: { $0.name == "Button" }) else { continue }
            let title = buttonTitle(button, Scope())
            // The button's closure runs on its tap, and nothing else does (E8.2).
            let action = buttonAction(button)
            switch placement {
            case "cancellationAction", "navigationBarLeading", "topBarLeading", "destructiveAction":
                draft.cancel = title
                draft.program.cancelAction = action
            default:
                draft.done = title
                draft.program.doneAction = action
            }
        }
    }

    /// A row's own modifiers, and those of the containers around it.
    func rowModifier(_ modifier: ViewCall.Modifier, _ row: inout FormDraft.Row) {
        programRowModifier(modifier, &row)
        let argument = modifier.firstArgument?.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        switch (modifier.name, row.row.control) {
        case ("keyboardType", .text(var entry)):
            let keyboards: [String: FormControl.Keyboard] = [
                "emailAddress": .email, "URL": .url, "numberPad": .number, "decimalPad": .decimal, "phonePad": .phone,
                "numbersAndPunctuation": .numbersAndPunctuation, "asciiCapable": .asciiCapable, "twitter": .email, "webSearch": .url,
            ]
            entry.keyboard = keyboards[argument] ?? .default
            row.row.control = .text(entry)
        case ("textInputAutocapitalization", .text(var entry)), ("autocapitalization", .text(var entry)):
            let kinds: [String: AutocapitalizationType] = ["never": .none, "none": .none, "words": .words, "sentences": .sentences, "characters": .allCharacters, "allCharacters": .allCharacters]
            entry.autocapitalization = kinds[argument]
            row.row.control = .text(entry)
        case ("submitLabel", .text(var entry)):
            let keys: [String: ReturnKeyType] = ["next": .next, "done": .done, "go": .go, "send": .send, "search": .search, "join": .join, "return": .default]
            entry.returnKey = keys[argument]
            row.row.control = .text(entry)
        case ("lineLimit", .textView(var area)):
            if let n = modifier.firstArgument.flatMap(Expressions.range)?.upper.flatMap(Expressions.number) ?? modifier.firstArgument.flatMap(Expressions.number),
                let lines = Expressions.integer(n)
            {
                area.lines = Swift.min(20, Swift.max(1, lines))
                row.row.control = .textView(area)
            }
        case ("accessibilityIdentifier", _):
            // The id UI tests find the element by is the row's id.
            if let id = modifier.firstArgument.flatMap(Expressions.stringLiteral), !id.isEmpty { row.idSource = id }
        case ("disabled", _):
            guard let argument = modifier.firstArgument else { break }
            if let literal = argument.as(BooleanLiteralExprSyntax.self) {
                row.row.disabled = literal.literal.tokenKind == .keyword(.true)
            }
            // A condition on state is the program's (programRowModifier); one on names the
            // form does not hold is said as the form is finished.
        case ("tint", _), ("accentColor", _), ("foregroundColor", .button), ("foregroundStyle", .button):
            tint(modifier, &row)
        default: break
        }
    }
}
