import Scenes
import SwiftSyntax

/// A draft's program made the document's: each row bound to the state it shows, and
/// only what names declared state kept — a live label, a `.disabled`, a focus or an alert
/// on a name the form does not hold falls back to what the form did before programs
/// (a static label, an enabled row with a warning, an alert attached to its button).
extension FormAssembly {
    static func evaluable(_ expression: ProgramExpression, known: Set<String>) -> Bool {
        !hasOpaque(expression) && expression.names.isSubset(of: known)
    }

    static func hasOpaque(_ expression: ProgramExpression) -> Bool {
        switch expression {
        case .opaque: true
        case .value, .name: false
        case .unary(_, let e), .member(let e, _): hasOpaque(e)
        case .binary(_, let a, let b): hasOpaque(a) || hasOpaque(b)
        case .conditional(let c, let a, let b): hasOpaque(c) || hasOpaque(a) || hasOpaque(b)
        case .call(let e, _, let arguments): hasOpaque(e) || arguments.contains(where: hasOpaque)
        case .text(let parts), .list(let parts): parts.contains(where: hasOpaque)
        }
    }

    /// The program's names, before any condition is resolved against them.
    mutating func startProgram(_ draft: FormDraft, _ document: inout FormDocument) {
        let declared = Set(draft.program.state.map(\.name))
        known = declared.union(draft.program.computed.keys)
        document.program = draft.program
        document.program.onChange = draft.program.onChange.filter { known.contains($0.name) }
        document.program.alerts = draft.program.alerts.filter { declared.contains($0.presentedBy) }
    }

    /// A row's program checked against the names the form declares.
    mutating func finishProgram(_ row: inout FormDraft.Row, document: inout FormDocument) {
        // A date state that starts from no literal (`Date()`) starts from the date the row
        // shows, as its `YYYY-MM-DD` text.
        if case .date(let entry) = row.row.control, let value = entry.value, let path = row.binding,
            let first = path.first, first != ViewFrame.localRoot, first != Expressions.constantRoot,
            !document.program.state.contains(where: { $0.name == path.joined(separator: ".") })
        {
            document.program.state.append(.init(name: path.joined(separator: "."), type: "Date", value: .string(value)))
            known.insert(path.joined(separator: "."))
        }
        let declared = Set(document.program.state.map(\.name))
        if let binding = row.binding?.joined(separator: "."), declared.contains(binding) {
            switch row.row.control {
            case .text, .textView, .date, .switch, .stepper, .slider:
                row.row.program.bind = binding
            case .picker, .choice, .segmented, .menu:
                row.row.program.bind = binding
                // Each tag's value as the state holds it (an enum case's name, a string, a
                // number's description) → the option the row shows for it.
                row.row.program.cases = row.optionCases
            default: break
            }
        }
        if let focus = row.row.program.focus, !declared.contains(focus.state) { row.row.program.focus = nil }
        // A Double in a title is written with six decimals (`4.500000`), which the
        // program's description (`4.5`) is not: such a title keeps its starting text.
        let doubles = Set(document.program.state.filter { ["Double", "CGFloat", "Float"].contains($0.type) }.map(\.name))
        // A repeated row's element is a local of its label and action.
        let known = row.row.program.repeats.map { self.known.union([$0.element] + ($0.index.map { [$0] } ?? [])) } ?? self.known
        if let label = row.row.program.label, !Self.evaluable(label, known: known) || !label.names.isDisjoint(with: doubles) {
            row.row.program.label = nil
        }
        if let disabled = row.row.program.disabledWhen, !Self.evaluable(disabled, known: known) {
            row.row.program.disabledWhen = nil
            if let written = row.disabledSource {
                let warning = place.warning(Syntax(written), ".disabled(\(written.trimmedDescription.prefix(40))) depends on what the app works out as it runs: the row is shown enabled")
                if !document.warnings.contains(warning) { document.warnings.append(warning) }
            }
        }
    }

    /// Whether the state a button sets shows an alert or dialog the program holds: the
    /// button keeps its action and no attached alert; a dialog points at the button.
    func programAlert(for row: FormDraft.Row, document: inout FormDocument) -> Bool {
        guard let flag = row.presents, let i = document.program.alerts.firstIndex(where: { $0.presentedBy == flag }) else { return false }
        if document.program.alerts[i].style == .actionSheet, document.program.alerts[i].anchor == nil {
            document.program.alerts[i].anchor = row.row.id
        }
        return true
    }

    /// The sheets the form's state presents, each the form its content makes (a screen
    /// naming the view, when that is no form of the file).
    mutating func programSheets(_ draft: FormDraft, formID: String, forms: Set<String>, document: inout FormDocument, extra: inout [FormDocument]) {
        let declared = Set(document.program.state.map(\.name))
        document.program.sheets = []
        for sheet in draft.sheets where declared.contains(sheet.presentedBy) {
            var form = sheet.destination.map(Kebab.id) ?? ""
            if !forms.contains(form) {
                let destination = form.isEmpty ? "destination" : form
                let title = sheet.destination.map(SwiftUIFormReader.words) ?? "Detail"
                form = placeholderScreen(id: "\(formID)-\(Kebab.id(sheet.presentedBy))", title: title, destination: destination, node: sheet.node, extra: &extra)
            }
            opened.insert(form)
            document.program.sheets.append(.init(presentedBy: sheet.presentedBy, form: form, sheet: sheet.sheet))
        }
    }

    /// Whether the state a button sets presents a sheet the program holds: the button
    /// stays a button, its action setting the state.
    func programSheet(for row: FormDraft.Row, document: FormDocument) -> Bool {
        guard let flag = row.presents else { return false }
        return document.program.sheets.contains { $0.presentedBy == flag }
    }

    /// The forms the form's state pushes (`.navigationDestination(isPresented:)`), each
    /// the form its content makes (a screen naming the view, when that is no form of the
    /// file); one on a Bool the form does not declare is said and left out.
    mutating func programPushes(_ draft: FormDraft, formID: String, forms: Set<String>, document: inout FormDocument, extra: inout [FormDocument]) {
        let declared = Set(document.program.state.map(\.name))
        document.program.pushes = []
        for push in draft.pushes {
            guard declared.contains(push.presentedBy) else {
                document.warnings.append(place.warning(push.node, ".navigationDestination(isPresented: $\(push.presentedBy)): \(push.presentedBy) is not state the form declares: ignored"))
                continue
            }
            var form = push.destination.map(Kebab.id) ?? ""
            if !forms.contains(form) {
                let destination = form.isEmpty ? "destination" : form
                let title = push.destination.map(SwiftUIFormReader.words) ?? "Detail"
                form = placeholderScreen(id: "\(formID)-\(Kebab.id(push.presentedBy))", title: title, destination: destination, node: push.node, extra: &extra)
            }
            opened.insert(form)
            document.program.pushes.append(.init(presentedBy: push.presentedBy, form: form))
        }
    }

    /// The `.navigationDestination(for:)` a value link opens: the one for its value's
    /// type, else the form's only one; nil: none.
    static func valueDestination(_ link: FormDraft.ValueLink, in draft: FormDraft) -> FormDraft.ValueDestination? {
        let all = draft.valueDestinations
        if let type = link.type, let match = all.first(where: { $0.type == type || $0.type.hasSuffix(".\(type)") }) { return match }
        return all.count == 1 ? all[0] : nil
    }
}
