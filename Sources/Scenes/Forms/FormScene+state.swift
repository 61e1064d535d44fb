import SimCore

/// The scene draws its `FormState`: a control's change, a submit or a restore goes
/// through `send(_:)` to the form's rules, and the scene carries out the effects they
/// return. A cell shows the state through its kind's `configure`, whether it was just
/// made, reused for another row, or the state changed under it.
extension FormScene {
    /// A row's value now, nil where it has none (an empty text, a date not picked).
    func value(of row: FormRow) -> FormValue? { rules.value(of: row, in: state) }

    func send(_ action: FormAction) { carryOut(rules.reduce(&state, action)) }

    func carryOut(_ effects: [FormEffect]) {
        for effect in effects {
            switch effect {
            case .showSections: updateVisibility()
            case .refill: refillCells()
            case .markInvalid:
                for section in table.sections {
                    for case let cell as FormCell in section.cells { cell.isInvalid = state.invalidRows.contains(cell.row.id) }
                }
                table.isSubmitted = state.isSubmitted
            case .focus(let id):
                for (section, rows) in sectionRows.enumerated() {
                    if let row = rows.firstIndex(where: { $0.id == id }) { focusRow(at: IndexPath(row: row, section: section)) }
                }
            case .endEditing: _ = view.window?.endEditing(force: true)
            case .presentAlert(let index): presentProgramAlert(index)
            case .dismissAlert: if presentedViewController is AlertController { dismiss(animated: true) }
            case .presentSheet(let index): presentProgramSheet(index)
            case .dismissSheet: if let presented = (navigationController ?? self).presentedViewController, !(presented is AlertController) { presented.dismiss(animated: true) }
            case .push(let index): pushProgramForm(index)
            case .pop: if let navigation = navigationController, navigation.topViewController !== self { navigation.popViewController(animated: true) }
            case .dismiss: dismissForm()
            case .log(let line): view.window?.inspectorLog.note(line, from: document.id)
            }
        }
    }

    /// A row's label now: as the code computes it (a live `Text`), else the file's text.
    func label(of row: FormRow) -> String { rules.liveLabel(of: row, in: state) ?? strings.text(row.label ?? "") }

    /// F9: Done, a submit button or Go on the last text row.
    func submit() { send(.submit) }

    /// Every made cell shows the state again.
    func refillCells() {
        for section in table.sections {
            for case let cell as FormCell in section.cells {
                if let path = table.indexPath(for: cell) { configure(cell, label: label(of: cell.row), at: path) }
            }
            for case let cell as RadioOptionCell in section.cells {
                cell.accessoryType = cell.option == option(ofGroup: cell.groupID) ? .checkmark : .none
            }
        }
    }

    /// A radio group's option now.
    func option(ofGroup id: String) -> String? {
        guard let radio = document.sections.lazy.compactMap(\.radio).first(where: { $0.id == id }) else { return nil }
        return rules.option(of: radio, in: state)
    }
}
