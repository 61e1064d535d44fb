/// Mirrors UICalendarView with single-date selection (UICalendarSelectionSingleDate), as
/// UIDatePicker's `.inline` style draws it in a row and its `.compact` style presents it
/// (E1.D1, E1.D2): the month and year title, previous and next month buttons, a header of
/// weekday symbols in the locale's order, the shown month's days in seven columns, the
/// selected day in an accent-filled circle. Days outside the minimum and maximum dates are
/// disabled, and the month buttons disable at the bounds. A tap on a day selects it and
/// sends valueChanged once; dates set from code send nothing.
/// Deviation: no day is marked as today (the app has no clock of its own here).
public final class CalendarView: Control, Pickable {
    /// The date and its bounds, kept as the wheels keep them (clamped to min and max).
    public private(set) var model: DatePickerModel {
        didSet { setNeedsLayout() }
    }
    /// The month the grid shows: the selected date's at first, then where the person went.
    public private(set) var visibleMonth: (year: Int, month: Int) {
        didSet { setNeedsLayout() }
    }
    public let monthLabel: Label
    public let previousButton: Button
    public let nextButton: Button
    let previousSymbol = SymbolView(symbol: "chevron.left", tint: .systemBlue)
    let nextSymbol = SymbolView(symbol: "chevron.right", tint: .systemBlue)
    let weekdayLabels: [Label]
    let days: [CalendarDayView]
    /// The accent-filled circle behind the selected day (one view, moved to the day).
    let selectionCircle = View()
    let locale: CalendarLocale
    /// The selected day's circle and the month buttons (UIKit's tintColor).
    public var accentColor: Color = .systemBlue { didSet { update() } }

    public init(id: String, locale: CalendarLocale, date: SimpleDate) {
        model = DatePickerModel(locale: DatePickerLocale.unordered, localeIdentifier: locale.identifier, date: date)
        visibleMonth = (date.year, date.month)
        self.locale = locale
        monthLabel = Label(id: "\(id)-month", text: "", font: Font(size: 17, weight: 600))
        previousButton = Button(id: "\(id)-previous", title: "")
        nextButton = Button(id: "\(id)-next", title: "")
        weekdayLabels = locale.weekdaySymbols.map { symbol in
            let label = Label(text: symbol, font: Font(size: 13, weight: 600), color: .tertiaryLabel)
            label.textAlignment = .center
            return label
        }
        days = (1...31).map { CalendarDayView(id: "\(id)-day-\($0)", day: $0) }
        super.init(id: id)
        semanticRole = .calendar
        monthLabel.semanticRole = .label
        previousButton.accessibilityLabel = "Previous Month"
        nextButton.accessibilityLabel = "Next Month"
        previousButton.addSubview(previousSymbol)
        nextButton.addSubview(nextSymbol)
        // Each button reaches the calendar through its superview (cleared when the
        // calendar goes), not a capture: a touch can hold a button longer than the card.
        previousButton.addAction(for: .primaryActionTriggered) { ($0.superview as? CalendarView)?.showMonth(offset: -1) }
        nextButton.addAction(for: .primaryActionTriggered) { ($0.superview as? CalendarView)?.showMonth(offset: 1) }
        for view in [monthLabel, previousButton, nextButton] as [View] { addSubview(view) }
        for label in weekdayLabels { addSubview(label) }
        selectionCircle.cornerRadius = Metrics.calendarDayCircle / 2
        addSubview(selectionCircle)
        for day in days {
            addSubview(day)
            day.addAction(for: .touchUpInside) { sender in
                guard let day = sender as? CalendarDayView else { return }
                (day.superview as? CalendarView)?.select(day: day.day)
            }
        }
        update()
    }

    public var date: SimpleDate { model.date }

    public var minimumDate: SimpleDate? {
        get { model.minimumDate }
        set { model.minimumDate = newValue; update() }
    }

    public var maximumDate: SimpleDate? {
        get { model.maximumDate }
        set { model.maximumDate = newValue; update() }
    }

    public override var accessibilityValue: String? { model.date.iso }

    /// Sets the date from code: clamped, the grid shows its month, no valueChanged.
    public func setDate(_ date: SimpleDate) {
        model.setDate(date)
        visibleMonth = (model.date.year, model.date.month)
        update()
    }

    /// A tap on a day of the shown month: selected unless outside the bounds (E1.D2).
    func select(day: Int) {
        guard let picked = SimpleDate(year: visibleMonth.year, month: visibleMonth.month, day: day),
            isEnabled(picked), picked != model.date
        else { return }
        model.setDate(picked)
        update()
        sendActions(for: .valueChanged)
    }

    /// The previous or next month; nothing past the bounds.
    func showMonth(offset: Int) {
        let index = visibleMonth.year * 12 + visibleMonth.month - 1 + offset
        let (year, month) = (index / 12, index % 12 + 1)
        guard canShow(year: year, month: month) else { return }
        visibleMonth = (year, month)
        update()
    }

    func isEnabled(_ day: SimpleDate) -> Bool {
        let (lower, upper) = model.bounds
        return lower <= day && day <= upper
    }

    /// A month shows when one of its days lies within the bounds.
    func canShow(year: Int, month: Int) -> Bool {
        guard SimpleDate.years.contains(year), let first = SimpleDate(year: year, month: month, day: 1),
            let last = SimpleDate(year: year, month: month, day: SimpleDate.daysIn(month: month, year: year))
        else { return false }
        let (lower, upper) = model.bounds
        return last >= lower && first <= upper
    }

    /// The title, the month buttons' states and every day's look for the shown month.
    func update() {
        let (year, month) = visibleMonth
        monthLabel.text = locale.monthTitle(year: year, month: month)
        let back = (year * 12 + month - 2), forward = (year * 12 + month)
        previousButton.isEnabled = canShow(year: back / 12, month: back % 12 + 1)
        nextButton.isEnabled = canShow(year: forward / 12, month: forward % 12 + 1)
        previousSymbol.tintColor = previousButton.isEnabled ? accentColor : .tertiaryLabel
        nextSymbol.tintColor = nextButton.isEnabled ? accentColor : .tertiaryLabel
        let count = SimpleDate.daysIn(month: month, year: year)
        for view in days {
            view.isHidden = view.day > count
            guard let day = SimpleDate(year: year, month: month, day: min(view.day, count)) else { continue }
            view.show(selected: day == model.date && view.day <= count, enabled: isEnabled(day))
            view.accessibilityLabel = locale.dayName(year: year, month: month, day: view.day)
        }
        selectionCircle.backgroundColor = accentColor
        selectionCircle.isHidden = !days.contains { $0.isSelected }
    }

    public override func layoutSubviews() {
        let inset = 8.0, side = 44.0
        let width = bounds.width - 2 * inset
        monthLabel.frame = Rect(x: inset + 8, y: inset, width: max(0, width - 2 * side - 8), height: side)
        nextButton.frame = Rect(x: bounds.width - inset - side, y: inset, width: side, height: side)
        previousButton.frame = Rect(x: nextButton.frame.minX - side, y: inset, width: side, height: side)
        for symbol in [previousSymbol, nextSymbol] { symbol.frame = Rect(x: 14, y: 12, width: 16, height: 20) }
        let column = width / 7
        for (index, label) in weekdayLabels.enumerated() {
            label.frame = Rect(x: inset + Double(index) * column, y: inset + side, width: column, height: 20)
        }
        let (year, month) = visibleMonth
        let lead = locale.column(ofFirstDayOf: year, month: month)
        let top = inset + side + 20
        for view in days {
            let cell = lead + view.day - 1
            view.frame = Rect(
                x: inset + Double(cell % 7) * column, y: top + Double(cell / 7) * side, width: column, height: side)
        }
        if let selected = days.first(where: { $0.isSelected }) {
            let diameter = min(Metrics.calendarDayCircle, selected.frame.width, selected.frame.height)
            selectionCircle.frame = Rect(
                x: selected.frame.midX - diameter / 2, y: selected.frame.midY - diameter / 2, width: diameter, height: diameter)
            selectionCircle.cornerRadius = diameter / 2
        }
    }

    public func pick(date: String) throws(InputError) {
        guard let target = SimpleDate(iso: date) else {
            throw InputError(.invalidDate(date, withTime: false))
        }
        let before = model.date
        setDate(target)
        if model.date != before { sendActions(for: .valueChanged) }
    }

    public func pick(row: Int) throws(InputError) {
        throw InputError(.notPickable(elementID, .noRowsOnCalendar))
    }
}
