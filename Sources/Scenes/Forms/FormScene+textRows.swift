import Algorithms
import SimCore

/// Return in a table form's text rows (F2, `TextField.chainReturn`; in a text view it is a
/// newline). The next row may have no cell yet (far down a long form): the table scrolls
/// to it first, as an app calls scrollToRow(at:) before cellForRow(at:).
extension FormScene {
    func chainReturn(of field: TextField, at path: IndexPath) {
        guard let index = textRowIndex(of: path), let row = row(at: path) else { return }
        if document.look == .swiftUI {
            returnsAsSwiftUI(field, row: row)
            return
        }
        let isLast = index == textRowPaths.count - 1
        field.chainReturn(
            for: row, isLast: isLast, canSubmit: hasSubmit,
            next: { [weak self] in
                guard let self, self.textRowPaths.indices.contains(index + 1) else { return }
                self.focusRow(at: self.textRowPaths[index + 1])
            },
            submit: { [weak self] in self?.submit() })
    }

    /// SwiftUI's Return (E8.4): the key's title is the `.submitLabel` and nothing more;
    /// Return runs `.onSubmit`, and ends editing unless that moved the focus.
    private func returnsAsSwiftUI(_ field: TextField, row: FormRow) {
        field.returnKeyType = if case .text(let entry) = row.control { entry.returnKey ?? .default } else { .default }
        let id = row.id
        field.shouldReturn = { [weak self] _ in
            self?.send(.returnKey(id))
            return false
        }
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
            table.layoutIfNeeded()
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

/// Text view rows that grow with their text (B12.7): from `lines` to `maxLines`, then
/// the text scrolls inside the view.
extension FormScene {
    /// The lines a text view row shows: its text's wrapped lines (before it was edited,
    /// its value's paragraphs), kept between `lines` and `maxLines`.
    func shownLines(of id: String, _ area: FormControl.TextArea) -> Int {
        let minimum = area.lines ?? FormControl.TextArea.defaultLines
        let maximum = max(minimum, area.maxLines ?? minimum)
        guard maximum > minimum else { return minimum }
        let text = state.changed[id]?.text ?? area.value ?? ""
        let wanted = textViewLines[id] ?? text.split(separator: "\n", omittingEmptySubsequences: false).count
        return min(max(wanted, minimum), maximum)
    }

    /// The text changed (the row's value is still the old one): its lines are counted at
    /// the next layout, before the table's, and compared with what the row showed before.
    /// A text event types its characters one by one, and wrapping the whole text after
    /// each of them would make the event cost the square of its length; the table only
    /// asks the heights again at the layout anyway.
    func textViewDidChange(_ view: TextView, row: FormRow) {
        guard case .textView(let area) = row.control, area.maxLines != nil else { return }
        let shown = textViewsToMeasure[row.id]?.shown ?? shownLines(of: row.id, area)
        textViewsToMeasure[row.id] = ({ [weak view] in view?.lines.count }, area, shown)
        self.view.setNeedsLayout()
    }

    /// Counts the lines of the text views whose text changed: when that changes what a
    /// row shows, the table asks the rows' heights again.
    func measureChangedTextViews() {
        guard !textViewsToMeasure.isEmpty else { return }
        for (id, changed) in textViewsToMeasure {
            guard let lines = changed.lines() else { continue }
            textViewLines[id] = lines
            if shownLines(of: id, changed.area) != changed.shown { table.performBatchUpdates() }
        }
        textViewsToMeasure = [:]
    }
}
