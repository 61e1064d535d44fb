/// Mirrors UICalendarView with single-date selection (UICalendarSelectionSingleDate), as
/// UIDatePicker's `.inline` style draws it in a row and its `.compact` style presents it
/// (E1.D1, E1.D2, E1.D6): the month and year title with its chevron, previous and next
/// month buttons, a header of weekday symbols in the locale's order, the shown month's
/// days in seven columns, the selected day on a pale accent circle (solid when it is
/// today), today's number in the accent colour. Days outside the minimum and maximum
/// dates are disabled, and the month buttons disable at the bounds. A tap on a day
/// selects it and sends valueChanged once; dates set from code send nothing. A tap on the
/// title turns the grid into month and year wheels (E1.D7), and again back.
public final class CalendarView: Control, Pickable {
    /// The date and its bounds, kept as the wheels keep them (clamped to min and max).
    public private(set) var model: DatePickerModel {
        didSet { setNeedsLayout() }
    }
    /// The month the grid shows: the selected date's at first, then where the person went.
    public internal(set) var visibleMonth: (year: Int, month: Int) {
        didSet { setNeedsLayout() }
    }
    /// The title: the shown month and year with a chevron, a button that turns the grid
    /// into month and year wheels (E1.D7).
    public let monthButton: Button
    let monthChevron = SymbolView(symbol: "chevron.right", tint: .systemBlue)
    /// The month and year wheels `<id>-month-year`, shown in the grid's place (E1.D7).
    public let monthYearPicker: DatePicker
    /// Whether the month and year wheels show instead of the grid.
    public internal(set) var isShowingMonthYear = false {
        didSet { setNeedsLayout() }
    }
    /// The device's today as last drawn (its window's clock), nil out of a window.
    var today: SimpleDate?
    public let previousButton: Button
    public let nextButton: Button
    let previousSymbol = SymbolView(symbol: "chevron.left", tint: .systemBlue)
    let nextSymbol = SymbolView(symbol: "chevron.right", tint: .systemBlue)
    let weekdayLabels: [Label]
    let days: [CalendarDayView]
    /// The circle behind the selected day (one view, moved to the day): the accent at
    /// `selectionAlpha`, or solid when the selected day is today.
    let selectionCircle = View()
    /// The pale circle's opacity of the accent (estimate, E1.D1).
    static let selectionAlpha = 0.12
    let locale: CalendarLocale
    /// The selected day's circle and the month buttons (UIKit's tintColor).
    public var accentColor: Color = .systemBlue { didSet { update() } }

    public init(id: String, locale: CalendarLocale, date: SimpleDate) {
        model = DatePickerModel(locale: DatePickerLocale.unordered, localeIdentifier: locale.identifier, date: date)
        visibleMonth = (date.year, date.month)
        self.locale = locale
        monthButton = Button(id: "\(id)-month", title: "", font: Font(size: 17, weight: 600))
        monthYearPicker = DatePicker(
            id: "\(id)-month-year",
            model: DatePickerModel(monthAndYearOf: DatePickerLocale(identifier: locale.identifier), localeIdentifier: locale.identifier, date: date))
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
        monthButton.titleLabel.textAlignment = .left
        monthButton.addSubview(monthChevron)
        monthButton.addAction(for: .primaryActionTriggered) { ($0.superview as? CalendarView)?.toggleMonthYear() }
        monthYearPicker.isHidden = true
        monthYearPicker.addAction(for: .valueChanged) { sender in
            guard let picker = sender as? DatePicker else { return }
            (picker.superview as? CalendarView)?.showMonth(of: picker.date)
        }
        previousButton.accessibilityLabel = "Previous Month"
        nextButton.accessibilityLabel = "Next Month"
        previousButton.addSubview(previousSymbol)
        nextButton.addSubview(nextSymbol)
        // Each button reaches the calendar through its superview (cleared when the
        // calendar goes), not a capture: a touch can hold a button longer than the card.
        previousButton.addAction(for: .primaryActionTriggered) { ($0.superview as? CalendarView)?.showMonth(offset: -1) }
        nextButton.addAction(for: .primaryActionTriggered) { ($0.superview as? CalendarView)?.showMonth(offset: 1) }
        for view in [monthButton, previousButton, nextButton, monthYearPicker] as [View] { addSubview(view) }
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
        set { model.minimumDate = newValue; monthYearPicker.minimumDate = newValue; update() }
    }

    public var maximumDate: SimpleDate? {
        get { model.maximumDate }
        set { model.maximumDate = newValue; monthYearPicker.maximumDate = newValue; update() }
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
        let title = locale.monthTitle(year: year, month: month)
        monthButton.setTitle(title)
        monthButton.shownValue = title
        monthButton.titleLabel.textColor = accentColor
        monthChevron.tintColor = accentColor
        monthChevron.symbolName = isShowingMonthYear ? "chevron.down" : "chevron.right"
        if let first = SimpleDate(year: year, month: month, day: 1), !isShowingMonthYear { monthYearPicker.setDate(first) }
        let back = (year * 12 + month - 2), forward = (year * 12 + month)
        previousButton.isEnabled = canShow(year: back / 12, month: back % 12 + 1)
        nextButton.isEnabled = canShow(year: forward / 12, month: forward % 12 + 1)
        previousSymbol.tintColor = previousButton.isEnabled ? accentColor : .tertiaryLabel
        nextSymbol.tintColor = nextButton.isEnabled ? accentColor : .tertiaryLabel
        previousButton.isHidden = isShowingMonthYear
        nextButton.isHidden = isShowingMonthYear
        monthYearPicker.isHidden = !isShowingMonthYear
        for label in weekdayLabels { label.isHidden = isShowingMonthYear }
        let count = SimpleDate.daysIn(month: month, year: year)
        for view in days {
            view.isHidden = view.day > count || isShowingMonthYear
            guard let day = SimpleDate(year: year, month: month, day: min(view.day, count)) else { continue }
            let shown = view.day <= count
            view.show(
                selected: day == model.date && shown, enabled: isEnabled(day), today: day == today && shown, accent: accentColor)
            view.accessibilityLabel = locale.dayName(year: year, month: month, day: view.day)
        }
        let selected = days.first { $0.isSelected && !$0.isHidden }
        selectionCircle.backgroundColor = selected?.isToday == true ? accentColor : accentColor.withAlphaComponent(Self.selectionAlpha)
        selectionCircle.isHidden = selected == nil
    }

    public override func layoutSubviews() {
        // Today is the clock's of the window the calendar is in (E1.D6).
        if window?.clock.today != today {
            today = window?.clock.today
            update()
        }
        let inset = 8.0, side = 44.0
        let width = bounds.width - 2 * inset
        let titleWidth = monthButton.titleLabel.font.width(of: monthButton.titleLabel.text ?? "")
        let chevron = Size(width: 12, height: 18)
        monthButton.frame = Rect(
            x: inset + 8, y: inset, width: min(max(0, width - 2 * side - 8), titleWidth + 6 + chevron.width), height: side)
        monthChevron.frame = Rect(
            x: max(0, monthButton.frame.width - chevron.width), y: (side - chevron.height) / 2, width: chevron.width,
            height: chevron.height)
        monthYearPicker.frame = Rect(x: inset, y: inset + side, width: width, height: max(0, bounds.height - side - 2 * inset))
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
