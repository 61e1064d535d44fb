import SimCore

/// `choice` and `child` rows (F8): a choice pushes the list of its options, checked on
/// the current one; choosing updates the row's value and pops back. A child pushes the
/// form it names; its own Back button pops.
extension FormScene {
    func showChoices(for cell: FormCell, options choices: FormControl.Options) {
        guard let navigation = navigationController, let path = table.indexPath(for: cell) else { return }
        let row = cell.row
        let options = choices.options.map(strings.text)
        let list = SelectionListViewController(
            prefix: row.id, title: cell.textLabel?.text, options: options,
            selectedIndex: options.firstIndex(of: value(of: row)?.text ?? ""))
        list.didChoose = { [weak self, weak navigation] index in
            guard let self, let navigation, options.indices.contains(index) else { return }
            self.send(.set(row.id, .option(options[index])))
            // The row's cell, if it still has one, shows the choice.
            if let shown = self.table.cellForRow(at: path) as? FormCell {
                self.configure(shown, label: self.label(of: row), at: path)
            }
            _ = navigation.popViewController(animated: true)
        }
        navigation.pushViewController(list, animated: true)
    }

    /// Pushes the child form, or presents it in its own navigation controller (whose bar
    /// shows the child's Cancel and Done) as the row's sheet (E4).
    func openChild(_ id: String, sheet: FormSheet?, row: FormRow) {
        guard let child = directory.form(id) else { return }
        let scene = FormScene(document: child, context: context, directory: directory)
        guard let sheet else {
            navigationController?.pushViewController(scene, animated: true)
            return
        }
        presentSheet(scene, sheet, elementID: "\(row.id)-sheet")
    }

    /// Presents a form in its own navigation controller (whose bar shows its Cancel and
    /// Done) as `sheet` says (E4): a `child` row's sheet and a program's alike.
    func presentSheet(_ scene: FormScene, _ sheet: FormSheet, elementID: String, didDismiss: (() -> Void)? = nil) {
        let presented = NavigationController(rootViewController: scene)
        presented.modalPresentationStyle = sheet.style.modalPresentationStyle
        let controller = presented.sheetPresentationController
        controller.elementID = elementID
        controller.detents = sheet.detents
        controller.prefersGrabberVisible = sheet.grabber
        controller.presentationControllerDidDismiss = didDismiss
        (navigationController ?? self).present(presented, animated: true)
    }
}
