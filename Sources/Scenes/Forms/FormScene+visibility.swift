import SimCore

/// Rows that `visibleWhen` shows or hides (docs/FORMS.md): the table shows the rows the
/// state does not hide (FormRules), and a change of value that shows or hides one
/// gives the form a new table with the same scroll position and first responder, as a
/// SwiftUI `if` rebuilds a List. Values belong to the form, not the rows, so a hidden
/// row keeps what was entered and shows it again when it comes back.
extension FormScene {
    /// Shows and hides rows for the values now; nothing happens when the same rows show.
    func updateVisibility() {
        let shown = rules.shownSections(state)
        guard shown.map(\.index) != sectionIndices || shown.map({ $0.rows.map(\.id) }) != sectionRows.map({ $0.map(\.id) }) else {
            return
        }
        let offset = table.contentOffset
        let focused = table.sections.lazy.flatMap(\.cells).first { $0.holdsFirstResponder } as? FormCell
        let focusedID = focused?.row.id
        if focused != nil { _ = view.window?.endEditing(force: true) }
        table.removeFromSuperview()
        installTable(shown)
        table.frame = tableFrame
        table.layoutIfNeeded()
        table.contentOffset = Point(x: 0, y: min(max(offset.y, -table.contentInset.top), table.maximumContentOffset.y))
        guard let focusedID else { return }
        for (section, rows) in sectionRows.enumerated() {
            if let row = rows.firstIndex(where: { $0.id == focusedID }) { focusRow(at: IndexPath(row: row, section: section), animated: false) }
        }
    }

    /// Makes the table for the sections that show and puts it on screen.
    func installTable(_ shown: [(index: Int, rows: [FormRow])]) {
        sectionIndices = shown.map(\.index)
        sectionRows = shown.map(\.rows)
        rowHeights = sectionRows.map { $0.map(\.definition.height) }
        radios = shown.map { document.sections[$0.index].radio }
        textRowPaths = []
        var sections: [TableSection] = []
        for (position, (index, rows)) in shown.enumerated() {
            let section = document.sections[index]
            for (row, item) in rows.enumerated() where item.isTextInput {
                textRowPaths.append(IndexPath(row: row, section: position))
            }
            sections.append(TableSection(
                id: section.id ?? "section-\(index)", title: section.header.map(strings.text), header: section.header.map(strings.text),
                footer: section.footer.map(strings.text), numberOfRows: rows.count + (section.radio?.options.count ?? 0)))
        }
        table = FormTableView(id: document.tableID, sections: sections, style: document.tableStyle)
        table.dataSource = self
        table.keyboardDismissMode = .onDrag
        table.didSelectRow = { [weak self] cell in self?.didSelect(cell) }
        view.addSubview(table)
    }
}
