import SimCore

/// The form's values, held by the scene rather than its cells (cells are reused): a
/// row's value is what the person set (`values`) or else what its file says, as text —
/// a switch `on`/`off`, a segmented control its index, a stepper or slider its number, a
/// date YYYY-MM-DD, a picker or choice its option's title, a radio group its option.
/// The same text survives a reload of the form file (docs/FORMS.md, Loading): rows whose
/// ids are gone are dropped, and a value a changed row cannot take is ignored.
extension FormScene {
    /// A row's value now, nil where it has none (an empty text, a date not picked).
    func value(of row: FormRow) -> String? {
        let definition = row.definition
        if let saved = values[row.id] { return saved.isEmpty && !definition.keepsEmptyValue ? nil : saved }
        return definition.fileValue(row.control, strings)
    }

    /// Every row on this device, shown now or hidden by `visibleWhen` (a hidden row keeps its value).
    var shownRows: some Sequence<FormRow> { deviceRows.joined() }

    func encodeValues(into coder: inout [String: String]) {
        for radio in document.sections.compactMap(\.radio) {
            if let option = values[radio.id] ?? radio.value, radio.options.contains(option) { coder[radio.id] = option }
        }
        for row in shownRows where row.definition.savesValue {
            if let value = value(of: row) { coder[row.id] = value }
        }
    }

    func restoreValues(from coder: [String: String]) {
        for radio in document.sections.compactMap(\.radio) {
            if let saved = coder[radio.id], radio.options.contains(saved) { values[radio.id] = saved }
        }
        for row in shownRows {
            guard let saved = coder[row.id] else { continue }
            if let value = row.definition.restore(row.control, saved, strings) { values[row.id] = value }
        }
        // Cells already made show the restored values.
        for section in table.sections {
            for case let cell as FormCell in section.cells {
                if let path = table.indexPath(for: cell) { refill(cell, at: path) }
            }
        }
    }

    /// Shows a made cell's row again from the values (after a restore or a choice).
    func refill(_ cell: FormCell, at path: IndexPath) {
        guard let saved = values[cell.row.id] else { return }
        if let picker = cell.detailTextLabel as? CompactDatePicker {
            picker.setValue(text: saved)
            return
        }
        switch cell.reportingControl {
        case let calendar as CalendarView:
            if let date = SimpleDate(iso: saved) { calendar.setDate(date) }
            return
        case let picker as DatePicker:
            picker.setValue(text: saved)
            return
        case let button as PopUpButton:
            if let index = button.options.firstIndex(of: saved) { button.select(index) }
            return
        default: break
        }
        switch (cell.row.kind, cell.presenter?.picker, cell.presenter?.value) {
        case (.segmented, _, _):
            if let control = control(of: cell) as? SegmentedControl, let index = Int(saved) { control.selectedSegmentIndex = index }
        case (.date, let picker as DatePicker, let value?):
            guard picker.setValue(text: saved) else { return }
            FormRowBuilder.show(FormRowBuilder.text(of: picker, context.localization), in: value)
        case (.picker, let picker as PickerView, let value?):
            guard let index = picker.components.first?.firstIndex(of: saved) else { return }
            picker.selectRow(index, inComponent: 0, animated: false)
            FormRowBuilder.show(saved, in: value)
        case (.date, _, _), (.picker, _, _), (.menu, _, _): return
        default: configure(cell, label: strings.text(cell.row.label ?? ""), at: path)
        }
    }
}
