import SimCore

/// The table's data source: a cell for each row near the screen, dequeued by its kind
/// (a text row's cell shows any text row) or made by FormRowBuilder, and filled from the
/// row and the form's values. Date, picker and segmented rows' cells hold controls built
/// for their row (wheels, segments) and are made anew rather than reused.
extension FormScene {
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let row = row(at: indexPath) else { return radioCell(at: indexPath) }
        let label = label(of: row)
        let identifier = Self.reuseIdentifier(for: row, label: label)
        let cell: FormCell
        if let identifier, let reused = table.dequeueReusableCell(withIdentifier: identifier) as? FormCell {
            cell = reused
            cell.row = row
        } else {
            cell = makeCell(for: row, label: label)
            cell.reuseIdentifier = identifier
            observe(cell)
        }
        configure(cell, label: label, at: indexPath)
        cell.isInvalid = state.invalidRows.contains(row.id)
        return cell
    }

    /// Which cells can show a row: those of its kind and shape; nil for rows whose cell is
    /// built for them alone.
    static func reuseIdentifier(for row: FormRow, label: String) -> String? {
        row.definition.reuseIdentifier(row, label)
    }

    /// A new cell for the row, built with its controls.
    func makeCell(for row: FormRow, label: String) -> FormCell {
        if datePickerLocale == nil, case .date = row.control {
            datePickerLocale = DatePickerLocale(identifier: context.localization.identifier)
        }
        var builder = FormRowBuilder(document: document, context: context, strings: strings)
        builder.datePickerLocale = datePickerLocale
        builder.calendarLocale = calendarLocale
        builder.timePickerLocale = timePickerLocale
        let cell = builder.cell(for: row, saved: state.changed[row.id]?.text)
        calendarLocale = builder.calendarLocale
        timePickerLocale = builder.timePickerLocale
        return cell
    }

    /// Whatever a row's control changes is sent to the form's state, under the row the cell shows
    /// at the time (a reused cell's row changes): the cell a control is in, found from
    /// the control when it reports. A date, picker or menu row's cell is never reused, and
    /// its pickers report from a card, a popover or the input panel, outside the cell:
    /// they write under the row's id. Nothing here holds the form, a cell or a control:
    /// a control can outlive its cell (a card left up, a touch), and then its report
    /// changes nothing (UIControl's targets are weak, too).
    func observe(_ cell: FormCell) {
        if let field = cell.field as? TextView {
            field.didChange = { [weak self] view in
                guard let self, let row = view.formCell?.row else { return }
                // Before the value changes: the row's lines are compared with what it showed.
                self.textViewDidChange(view, row: row)
                self.send(.set(row.id, .text(view.text)))
            }
        } else if let field = cell.field, cell.row.isTextInput {
            field.addAction(for: .editingChanged) { [weak self] sender in
                guard let field = sender as? TextField, let id = field.formCell?.row.id else { return }
                self?.send(.set(id, .text(field.text)))
            }
            field.addAction(for: .editingDidBegin) { [weak self] sender in
                guard let field = sender as? TextField else { return }
                self?.updateAccessory(of: field)
                self?.focusMoved(to: field.formCell?.row.id)
            }
            field.addAction(for: .editingDidEnd) { [weak self] _ in self?.focusMoved(to: nil) }
        }
        switch control(of: cell) {
        case let control as Switch:
            report(control) { ($0 as? Switch).map { .isOn($0.isOn) } }
        case let control as Stepper:
            report(control) { ($0 as? Stepper).map { .number($0.value) } }
        case let control as Slider:
            report(control) { ($0 as? Slider).map { .number($0.value) } }
        case let control as SegmentedControl:
            report(control) { ($0 as? SegmentedControl).map { .index($0.selectedSegmentIndex) } }
        default: break
        }
        let id = cell.row.id
        if let picker = cell.detailTextLabel as? CompactDatePicker {
            // A compact date, time or both: any of its controls changes the row's value.
            for control in picker.valueControls {
                control.addAction(for: .valueChanged) { [weak self, weak picker] _ in
                    guard let self, let picker else { return }
                    self.send(.set(id, .date(picker.valueText)))
                }
            }
            return observePresenter(of: cell)
        }
        switch cell.reportingControl {
        case let calendar as CalendarView:
            calendar.addAction(for: .valueChanged) { [weak self] sender in
                if let calendar = sender as? CalendarView { self?.send(.set(id, .date(calendar.date.iso))) }
            }
        case let picker as DatePicker:
            picker.addAction(for: .valueChanged) { [weak self] sender in
                if let picker = sender as? DatePicker { self?.send(.set(id, .date(picker.valueText))) }
            }
        case let button as PopUpButton:
            button.addAction(for: .valueChanged) { [weak self] sender in
                if let button = sender as? PopUpButton { self?.send(.set(id, .option(button.selectedTitle))) }
            }
        case let well as ColorWell:
            well.addAction(for: .valueChanged) { [weak self] sender in
                if let well = sender as? ColorWell { self?.send(.set(id, .option(well.value))) }
            }
        default: break
        }
        observePresenter(of: cell)
    }

    /// A reused cell's control reports `value(control)` under the row its cell shows now.
    private func report(_ control: Control, _ value: @escaping (Control) -> FormValue?) {
        control.addAction(for: .valueChanged) { [weak self] sender in
            guard let id = sender.formCell?.row.id, let value = value(sender) else { return }
            self?.send(.set(id, value))
        }
    }

    /// A date or picker row's input view: its new value is the row's.
    private func observePresenter(of cell: FormCell) {
        let id = cell.row.id
        switch cell.presenter?.picker {
        case let picker as DatePicker:
            picker.addAction(for: .valueChanged) { [weak self] sender in
                if let picker = sender as? DatePicker { self?.send(.set(id, .date(picker.valueText))) }
            }
        case let picker as PickerView:
            let show = picker.didSelectRow
            // The titles, not the picker: the closure is the picker's own.
            let titles = picker.components.first ?? []
            picker.didSelectRow = { [weak self] index, component in
                show?(index, component)
                guard component == 0, titles.indices.contains(index) else { return }
                self?.send(.set(id, .option(titles[index])))
            }
        default: break
        }
    }

    /// Fills a cell for its row: element ids, texts and the value the form holds.
    func configure(_ cell: FormCell, label: String, at path: IndexPath) {
        let row = cell.row
        cell.elementID = row.id
        cell.titleColumnWidth = sectionIndices.indices.contains(path.section)
            ? document.sections[sectionIndices[path.section]].labelWidth ?? document.labelWidth : document.labelWidth
        if row.kind != .button {
            cell.textLabel?.text = label
            cell.accessibilityLabel = label
        }
        row.definition.configure(self, cell, label, path)
        cell.isDisabled = rules.isDisabled(row, in: state)
        if row.program.disabledWhen != nil { showEnabled(cell) }
    }

    /// A value or choice row's text in its value label: the person's choice, else the file's.
    func showValue(_ fileValue: String?, in cell: FormCell, label: String, accessory: TableViewCell.AccessoryType) {
        guard let value = cell.detailTextLabel as? Label else { return }
        value.elementID = "\(cell.row.id)-value"
        value.accessibilityLabel = label
        value.text = state.changed[cell.row.id]?.text ?? fileValue.map(strings.text) ?? ""
        cell.accessoryType = accessory
    }

    /// A radio group's option row, after the section's rows.
    func radioCell(at path: IndexPath) -> TableViewCell {
        guard let radio = radios[path.section] else { return TableViewCell(id: "row-\(path.row)", title: "") }
        let index = path.row - sectionRows[path.section].count
        let option = radio.options[index]
        let cell: RadioOptionCell
        if let reused = table.dequeueReusableCell(withIdentifier: RadioOptionCell.reuseID) as? RadioOptionCell {
            cell = reused
        } else {
            cell = RadioOptionCell(groupID: radio.id, index: index, option: option, title: "")
            cell.reuseIdentifier = RadioOptionCell.reuseID
        }
        cell.show(groupID: radio.id, index: index, option: option, title: strings.text(option))
        cell.accessoryType = option == rules.option(of: radio, in: state) ? .checkmark : .none
        return cell
    }

    /// A tap on a radio option moves the group's checkmark to it.
    func choose(_ option: RadioOptionCell) {
        send(.set(option.groupID, .option(option.option)))
        for section in table.sections {
            for case let other as RadioOptionCell in section.cells where other.groupID == option.groupID {
                other.accessoryType = other === option ? .checkmark : .none
            }
        }
    }

    /// The control a row's cell holds, if it holds one.
    func control(of cell: FormCell) -> View? {
        switch cell.detailTextLabel {
        case let host as TrailingControlHost: host.control
        case let box as StepperValueBox: box.stepper.control
        default: nil
        }
    }
}

extension View {
    /// The form cell this view is in (itself, or its nearest ancestor that is one).
    var formCell: FormCell? {
        var current: View? = self
        while let view = current {
            if let cell = view as? FormCell { return cell }
            current = view.superview
        }
        return nil
    }
}
