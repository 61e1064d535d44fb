import SimCore

/// `button` rows with an `actionSheet` or `alert` (E3): a tap presents a
/// UIAlertController-style controller from the form, pointing at the row on an iPad
/// unless the file says `anchor: none`; the chosen action's title becomes the row's value.
extension FormScene {
    func presentAlert(_ form: FormAlert, for cell: FormCell) {
        let row = cell.row
        let alert = AlertController(
            id: row.id, title: form.title.map(strings.text), message: form.message.map(strings.text),
            preferredStyle: form.style)
        for action in form.actions {
            let title = strings.text(action.title)
            alert.addAction(AlertAction(title: title, style: action.style) { [weak self] _ in self?.choose(title, for: row) })
        }
        if form.anchor == .row { alert.sourceView = cell }
        present(alert, animated: true)
    }

    /// E3.S5: the row's value is the chosen action's title.
    private func choose(_ title: String, for row: FormRow) {
        send(.set(row.id, .option(title)))
        (cell(forRow: row.id) as? FormButtonCell)?.chosenAction = title
    }
}
