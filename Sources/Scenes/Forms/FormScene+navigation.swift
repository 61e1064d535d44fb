import SimCore

/// `choice` and `child` rows (F8): a choice pushes the list of its options, checked on
/// the current one; choosing updates the row's value and pops back. A child pushes the
/// form it names; its own Back button pops.
extension FormScene {
    func showChoices(for cell: FormCell) {
        guard let navigation = navigationController, let value = cell.detailTextLabel as? Label else { return }
        let strings = FormStrings(document: document, locale: context.localization.identifier)
        let options = cell.row.options.map(strings.text)
        let list = SelectionListViewController(
            prefix: cell.row.id, title: cell.textLabel?.text, options: options,
            selectedIndex: options.firstIndex(of: value.text ?? ""))
        list.didChoose = { [unowned navigation, unowned value] index in
            value.text = options[index]
            _ = navigation.popViewController(animated: true)
        }
        navigation.pushViewController(list, animated: true)
    }

    func openChild(_ row: FormRow) {
        guard let navigation = navigationController, let id = row.form, let child = directory.form(id) else { return }
        navigation.pushViewController(FormScene(document: child, context: context, directory: directory), animated: true)
    }
}
