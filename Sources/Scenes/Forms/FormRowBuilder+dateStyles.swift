import SimCore

/// Date rows of the styles iOS 14 and later use (E1) and menu rows (E2), with the element
/// ids of docs/FORMS.md: a compact date button presenting a calendar, a calendar inside
/// the row, wheels inside the row, a pop-up button.
extension FormRowBuilder {
    mutating func styledDateCell(_ row: FormRow, _ entry: FormControl.DateEntry, label: String, saved: String?) -> FormCell {
        guard let start = Self.startDate(entry, saved: saved) else { return valueCell(row, text: entry.value, label: label) }
        let identifier = context.localization.identifier
        switch entry.style {
        case .compact, .inline:
            if calendarLocale == nil { calendarLocale = CalendarLocale(identifier: identifier) }
            let calendar = CalendarView(id: "\(row.id)-calendar", locale: calendarLocale ?? CalendarLocale(identifier: identifier), date: start)
            Self.bound(calendar, entry)
            calendar.accessibilityLabel = label
            calendar.isEnabled = !row.disabled
            if entry.style == .inline { return Self.stackedCell(row, label: label, control: calendar, reporting: calendar) }
            let localization = context.localization
            let picker = CompactDatePicker(id: row.id, calendar: calendar, idiom: context.device.idiom) { date in
                localization.mediumDate(date.foundationDate)
            }
            picker.dateButton.isEnabled = !row.disabled
            return Self.stackedCell(row, label: label, control: picker, reporting: calendar)
        case .wheels, .inputView:
            if datePickerLocale == nil { datePickerLocale = DatePickerLocale(identifier: identifier) }
            let locale = datePickerLocale ?? DatePickerLocale(identifier: identifier)
            let picker = DatePicker(id: "\(row.id)-picker", locale: locale, localeIdentifier: identifier, date: start)
            picker.minimumDate = entry.min.flatMap(SimpleDate.init(iso:))
            picker.maximumDate = entry.max.flatMap(SimpleDate.init(iso:))
            picker.setDate(start)
            picker.accessibilityLabel = label
            picker.isEnabled = !row.disabled
            return Self.stackedCell(row, label: label, control: picker, reporting: picker)
        }
    }

    /// The saved date, else the file's, else 1 January 2000 (the app has no clock).
    static func startDate(_ entry: FormControl.DateEntry, saved: String?) -> SimpleDate? {
        saved.flatMap(SimpleDate.init(iso:)) ?? entry.value.flatMap(SimpleDate.init(iso:)) ?? initialDate
    }

    /// The date a styled row shows before anything is picked: its start date within its
    /// bounds, as the picker clamps it.
    static func shownDate(_ entry: FormControl.DateEntry) -> SimpleDate? {
        guard var date = startDate(entry, saved: nil) else { return nil }
        if let min = entry.min.flatMap(SimpleDate.init(iso:)), date < min { date = min }
        if let max = entry.max.flatMap(SimpleDate.init(iso:)), date > max { date = max }
        return date
    }

    /// A calendar's bounds from the row's min and max, then the start date again (clamped).
    static func bound(_ calendar: CalendarView, _ entry: FormControl.DateEntry) {
        let start = calendar.date
        calendar.minimumDate = entry.min.flatMap(SimpleDate.init(iso:))
        calendar.maximumDate = entry.max.flatMap(SimpleDate.init(iso:))
        calendar.setDate(start)
    }

    /// E2.M1: the label, and a pop-up button with the chosen option (the first when the
    /// file chooses none, as a pop-up button always has a selection).
    func menuCell(_ row: FormRow, _ options: FormControl.Options, label: String, saved: String?) -> FormCell {
        let titles = options.options.map(strings.text)
        let chosen = saved.flatMap(titles.firstIndex(of:)) ?? options.index ?? 0
        let button = PopUpButton(id: row.id, options: titles, selectedIndex: chosen)
        button.accessibilityLabel = label
        button.isEnabled = !row.disabled
        return Self.stackedCell(row, label: label, control: TrailingControlHost(button), reporting: button)
    }

    /// A cell holding `control` beside its title, or under it (ControlBelowTitleCell),
    /// whose `reporting` control's valueChanged is the row's new value.
    static func stackedCell(_ row: FormRow, label: String, control: View, reporting: Control) -> FormCell {
        let shape = ControlBelowTitleCell.control(of: row) ?? (Metrics.rowHeight, false)
        let cell = ControlBelowTitleCell(
            row: row, title: label, detail: control, controlHeight: shape.height, alwaysStacks: shape.alwaysStacks)
        cell.reportingControl = reporting
        cell.selectionStyle = .none
        return cell
    }
}
