import SimCore

/// What a SwiftUI form's program shows on the screen (docs/BEHAVIOR.md E8): alerts its
/// state presents, `dismiss()`, `.disabled(…)` evaluated, Return running `.onSubmit`,
/// and the first responder kept in step with `@FocusState`.
extension FormScene {
    /// Presents the program's alert `index`: its title, message and actions as the state
    /// gives them now. A dialog with no Cancel gets one, as SwiftUI adds it; an alert
    /// with no actions gets OK. Each action writes the state that presented it back.
    func presentProgramAlert(_ index: Int) {
        let alerts = document.program.alerts
        guard alerts.indices.contains(index), presentedViewController == nil else { return }
        let spec = alerts[index]
        let text = { (e: ProgramExpression?) -> String? in
            e.map { self.rules.evaluate($0, in: self.state).description }.map(self.strings.text)
        }
        let alert = AlertController(id: Self.elementID(of: spec.presentedBy), title: text(spec.title), message: text(spec.message), preferredStyle: spec.style)
        for (number, action) in spec.actions.enumerated() {
            let title = text(action.title) ?? ""
            alert.addAction(AlertAction(title: title, style: action.style) { [weak self] _ in self?.send(.alertAction(index, action: number)) })
        }
        if spec.style == .actionSheet, !spec.actions.contains(where: { $0.style == .cancel }) {
            alert.addAction(AlertAction(title: strings.text("Cancel"), style: .cancel) { [weak self] _ in self?.send(.alertAction(index, action: nil)) })
        } else if spec.actions.isEmpty {
            alert.addAction(AlertAction(title: "OK", style: .default) { [weak self] _ in self?.send(.alertAction(index, action: nil)) })
        }
        if spec.style == .actionSheet {
            alert.sourceView = spec.anchor.flatMap(cell(forRow:)) ?? table
        }
        present(alert, animated: true)
    }

    /// An alert's element id, from the state that presents it (`showSaved` →
    /// `show-saved`, `model.isDeleting` → `model-is-deleting`): its sheet is
    /// `<id>-sheet`, its actions `<id>-action-<n>`.
    static func elementID(of name: String) -> String {
        var id = ""
        for character in name {
            if character.isUppercase, let last = id.last, last != "-" { id.append("-") }
            id += character == "." || character == "_" ? "-" : character.lowercased()
        }
        return String(id.prefix(56))
    }

    /// Presents the program's sheet `index`: its form in a navigation controller of its
    /// own, as a `child` row's sheet (E4); however it goes, its state is set back.
    func presentProgramSheet(_ index: Int) {
        let sheets = document.program.sheets
        let presenter = navigationController ?? self
        guard sheets.indices.contains(index), presenter.presentedViewController == nil, let child = directory.form(sheets[index].form) else { return }
        let spec = sheets[index]
        presentSheet(
            FormScene(document: child, context: context, directory: directory), spec.sheet,
            elementID: "\(Self.elementID(of: spec.presentedBy))-sheet",
            didDismiss: { [weak self] in self?.send(.sheetDismissed(index)) })
    }

    /// Pushes the program's form `index` (`.navigationDestination(isPresented:)`); when
    /// it leaves the stack, its state is set back.
    func pushProgramForm(_ index: Int) {
        let pushes = document.program.pushes
        guard pushes.indices.contains(index), let navigation = navigationController, let form = directory.form(pushes[index].form) else { return }
        let scene = FormScene(document: form, context: context, directory: directory)
        scene.didLeave = { [weak self] in self?.send(.popped(index)) }
        navigation.pushViewController(scene, animated: true)
    }

    /// `dismiss()`: a pushed form goes back, a presented one closes.
    func dismissForm() {
        if let navigation = navigationController, navigation.viewControllers.count > 1, navigation.topViewController === self {
            navigation.popViewController(animated: true)
        } else {
            dismiss(animated: true)
        }
    }

    /// A row's control follows its `.disabled(…)` now.
    func showEnabled(_ cell: FormCell) {
        cell.field?.isEnabled = !cell.isDisabled
        (control(of: cell) as? Control)?.isEnabled = !cell.isDisabled
        (cell as? FormButtonCell)?.showsEnabled()
    }

    /// A text row took or gave up the first responder: the focus states follow.
    func focusMoved(to id: String?) {
        guard !rules.focusRows.isEmpty else { return }
        send(.focused(id))
    }

    /// The form's state as the inspector lists it: each declared name, its type and its
    /// value now (strings quoted, as the debugger shows them).
    var inspectedProgramState: InspectedState? {
        guard !document.program.state.isEmpty else { return nil }
        let entries = document.program.state.map { declaration in
            let value = state.values[declaration.name] ?? .unknown
            let shown = if case .string(let text) = value { "\"\(text)\"" } else { value.description }
            return InspectedState.Entry(name: declaration.name, type: declaration.type, value: shown)
        }
        return InspectedState(entries: entries, lastRun: state.lastRun)
    }

    /// The made cell of a row, if it has one.
    func cell(forRow id: String) -> FormCell? {
        for section in table.sections {
            for case let cell as FormCell in section.cells where cell.row.id == id { return cell }
        }
        return nil
    }
}

