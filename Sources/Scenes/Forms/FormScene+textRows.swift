import Algorithms
import SimCore

/// Return in a table form's text rows (F2, `TextField.chainReturn`; in a text view it is a
/// newline). The next row may have no cell yet (far down a long form): the table scrolls
/// to it first, as an app calls scrollToRow(at:) before cellForRow(at:).
extension FormScene {
    func chainReturn(of field: TextField, at path: IndexPath) {
        guard let index = textRowIndex(of: path), let row = row(at: path) else { return }
        let isLast = index == textRowPaths.count - 1
        field.chainReturn(
            for: row, isLast: isLast, canSubmit: hasSubmit,
            next: { [unowned self] in self.focusRow(at: self.textRowPaths[index + 1]) },
            submit: { [unowned self] in self.submit() })
    }

    /// Where a row is among the text rows (they are in index path order).
    func textRowIndex(of path: IndexPath) -> Int? {
        let index = textRowPaths.partitioningIndex { $0 >= path }
        return index < textRowPaths.count && textRowPaths[index] == path ? index : nil
    }

    /// Makes a row's field first responder (keyboard avoidance then scrolls it clear of
    /// the keyboard, F3), scrolling to the row first when it has no cell; a row with no
    /// field is scrolled into view.
    func focusRow(at path: IndexPath, animated: Bool = true) {
        if table.cellForRow(at: path) == nil {
            table.scrollToRow(at: path, animated: false)
            table.layoutTree()
        }
        guard let cell = table.cellForRow(at: path) as? FormCell else { return }
        if let field = cell.field {
            field.becomeFirstResponder()
        } else {
            table.scrollToRow(at: path, animated: animated)
        }
    }
}

/// The keyboard bar's chevrons move among the text rows in form order (E5.K1).
extension FormScene: KeyboardAccessoryHost {
    var localization: Localization { context.localization }
    var textInputCount: Int { textRowPaths.count }

    var focusedTextInput: Int? {
        var current = view.window?.firstResponder as? View
        while let view = current, !(view is FormCell) { current = view.superview }
        guard let cell = current as? FormCell, let path = table.indexPath(for: cell) else { return nil }
        return textRowIndex(of: path)
    }

    func focusTextInput(at index: Int) { focusRow(at: textRowPaths[index]) }
}
