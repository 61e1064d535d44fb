import SimCore

/// Date rows of the styles iOS 14 and later use (E1) and menu rows (E2), with the element
/// ids of docs/FORMS.md: a compact date button presenting a calendar, a calendar inside
/// the row, wheels inside the row, a pop-up button.
extension FormRowBuilder {
    mutating func styledDateCell(_ row: FormRow, _ entry: FormControl.DateEntry, label: String, saved: String?) -> FormCell {
        guard let start = Self.startDate(entry, saved: saved) else { return valueCell(row, text: entry.value, label: label) }
        let identifier = context.localization.identifier
        switch entry.style {
        case .compact where entry.mode != .date, .inline where entry.mode != .date:
            return compactTimeCell(row, entry, label: label, saved: saved)
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
            picker.dateButton?.isEnabled = !row.disabled
            return Self.stackedCell(row, label: label, control: picker, reporting: calendar)
        case .wheels, .inputView:
            let picker = datePicker(id: "\(row.id)-picker", entry, mode: entry.mode)
            if let saved { picker.setValue(text: saved) }
            picker.accessibilityLabel = label
            picker.isEnabled = !row.disabled
            return Self.stackedCell(row, label: label, control: picker, reporting: picker)
        }
    }

    /// E1.T4, E1.T5: a compact row of a time (one button) or a date and time (two), or an
    /// inline date and time (the calendar in the row, the time button under it; an
    /// inline time is drawn as a compact one, as UIKit draws it).
    mutating func compactTimeCell(_ row: FormRow, _ entry: FormControl.DateEntry, label: String, saved: String?) -> FormCell {
        let identifier = context.localization.identifier
        let timePicker = datePicker(id: "\(row.id)-time-picker", entry, mode: .time)
        timePicker.accessibilityLabel = label
        var calendar: CalendarView?
        if entry.mode == .dateAndTime {
            if calendarLocale == nil { calendarLocale = CalendarLocale(identifier: identifier) }
            let view = CalendarView(
                id: "\(row.id)-calendar", locale: calendarLocale ?? CalendarLocale(identifier: identifier),
                date: Self.shownModel(entry).date)
            Self.bound(view, entry)
            view.accessibilityLabel = label
            view.isEnabled = !row.disabled
            calendar = view
        }
        let localization = context.localization
        let picker = CompactDatePicker(
            id: row.id, calendar: calendar, timePicker: timePicker, idiom: context.device.idiom,
            isInline: entry.style == .inline && calendar != nil,
            format: { localization.mediumDate($0.foundationDate) }, formatTime: { localization.shortTime($0) })
        if let saved { picker.setValue(text: saved) }
        for button in [picker.dateButton, picker.timeButton].compactMap({ $0 }) { button.isEnabled = !row.disabled }
        return Self.stackedCell(row, label: label, control: picker, reporting: calendar ?? timePicker)
    }

    /// A date picker of `mode` for the row: its value (the time part for a time picker
    /// of a date and time), bounds and minute interval, sharing the form's locales.
    mutating func datePicker(id: String, _ entry: FormControl.DateEntry, mode: DatePickerMode) -> DatePicker {
        let identifier = context.localization.identifier
        if mode.hasDate, datePickerLocale == nil { datePickerLocale = DatePickerLocale(identifier: identifier) }
        if mode == .time || mode == .dateAndTime, timePickerLocale == nil { timePickerLocale = TimePickerLocale(identifier: identifier) }
        var model = Self.shownModel(
            entry, mode: mode, locale: mode.hasDate ? datePickerLocale : nil, timeLocale: timePickerLocale,
            localeIdentifier: identifier)
        model.minuteInterval = entry.minuteInterval ?? 1
        return DatePicker(id: id, model: model)
    }

    /// The model a row's picker starts from: the file's value (or 1 January 2000 at
    /// 09:41, Apple's own time, as the app has no clock; a countdown's one minute, UIKit's
    /// first step), its bounds, its minute interval; `mode` the row's or, for a compact
    /// time button of a date and time, `.time`.
    static func shownModel(
        _ entry: FormControl.DateEntry, mode: DatePickerMode? = nil, locale: DatePickerLocale? = nil,
        timeLocale: TimePickerLocale? = nil, localeIdentifier: String = "en_US"
    ) -> DatePickerModel {
        let mode = mode ?? entry.mode
        var model = DatePickerModel(
            mode: mode, locale: locale ?? .unordered, timeLocale: timeLocale ?? .unused, localeIdentifier: localeIdentifier,
            date: initialDate ?? .epoch, time: initialTime)
        model.minuteInterval = entry.minuteInterval ?? 1
        switch entry.mode {
        case .date:
            model.minimumDate = entry.min.flatMap(SimpleDate.init(iso:))
            model.maximumDate = entry.max.flatMap(SimpleDate.init(iso:))
        case .time:
            model.minimumTime = entry.min.flatMap(SimpleTime.init(text:))
            model.maximumTime = entry.max.flatMap(SimpleTime.init(text:))
        case .dateAndTime:
            model.minimumDate = entry.min.flatMap(DatePickerModel.dateAndTime).map(\.0)
            model.maximumDate = entry.max.flatMap(DatePickerModel.dateAndTime).map(\.0)
        case .countDownTimer: break
        }
        guard let value = entry.value else { return model }
        switch (entry.mode, mode) {
        case (.dateAndTime, .time): if let (_, time) = DatePickerModel.dateAndTime(value) { model.setTime(time) }
        default: _ = model.setValue(text: value)
        }
        return model
    }

    /// The time a picker shows before anything is picked: 09:41.
    static let initialTime = SimpleTime(hour: 9, minute: 41) ?? .midnight

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
