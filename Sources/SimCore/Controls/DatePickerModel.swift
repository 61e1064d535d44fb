/// The state of a UIDatePicker with the `.wheels` style (B3.4, B3.5, E1.T1–E1.T3): which
/// wheels its mode shows for the locale, what each row says, and how a settled wheel
/// changes the date or time. Pure: the view that draws the wheels and sends valueChanged
/// owns it.
public struct DatePickerModel: Equatable, Sendable {
    /// A wheel. `date` is a `dateAndTime` picker's column of days; `hours` and `minutes`
    /// a countdown's.
    public enum Component: String, Sendable {
        case month
        case day
        case year
        case date
        case hour
        case minute
        case period
        case hours
        case minutes
    }

    /// The wheel of days always has 31 rows; days the month lacks are drawn greyed.
    public static let dayRowCount = 31
    public static let monthRowCount = 12
    /// The years offered when no minimum or maximum date narrows them.
    public static let defaultYears = 1900...2100

    public let localeIdentifier: String
    /// The wheels' order and titles in the locale.
    public let locale: DatePickerLocale
    /// The earliest date a wheel can settle on or code can set; setting it clamps `date`.
    public var minimumDate: SimpleDate? {
        didSet { date = clamped(date); moveDayWindow() }
    }
    /// The latest date; setting it clamps `date`.
    public var maximumDate: SimpleDate? {
        didSet { date = clamped(date); moveDayWindow() }
    }
    public internal(set) var date: SimpleDate
    /// Mirrors datePickerMode; fixed when the picker is made.
    public let mode: DatePickerMode
    /// The wheels in reading order for the mode and locale.
    public let components: [Component]
    /// The time wheels' clock, AM/PM and day titles (`.time`, `.dateAndTime`).
    public let timeLocale: TimePickerLocale
    /// The time of day, or a countdown's duration (`countDownDuration`).
    public internal(set) var time = SimpleTime(validHour: 0, minute: 0)
    /// Mirrors minuteInterval: the minute wheels step by it (1, 2, 3, 4, 5, 6, 10, 12, 15,
    /// 20 or 30; UIKit ignores other values, and so does this).
    public var minuteInterval = 1 {
        didSet {
            if 60 % minuteInterval != 0 || minuteInterval > 30 || minuteInterval < 1 { minuteInterval = oldValue }
            time = clamped(time)
        }
    }
    /// The earliest and latest time a `.time` picker settles on.
    public var minimumTime: SimpleTime? { didSet { time = clamped(time) } }
    public var maximumTime: SimpleTime? { didSet { time = clamped(time) } }
    /// The days a `dateAndTime` picker's first wheel offers: the year before the date's
    /// to the year after, within the bounds (days since 1970). Deviation: UIKit's wheel of
    /// days runs over every day of the bounds; three years keep a wheel's rows a
    /// thousand, and picking a day outside them moves the window.
    public internal(set) var dayWindow: ClosedRange<Int> = 0...0

    public init(
        localeIdentifier: String, date: SimpleDate, minimumDate: SimpleDate? = nil,
        maximumDate: SimpleDate? = nil
    ) {
        self.init(
            locale: DatePickerLocale(identifier: localeIdentifier), localeIdentifier: localeIdentifier, date: date,
            minimumDate: minimumDate, maximumDate: maximumDate)
    }

    /// A picker of `mode`: the time wheels' locale is worked out when the mode has them.
    public init(
        mode: DatePickerMode, locale: DatePickerLocale, timeLocale: TimePickerLocale, localeIdentifier: String,
        date: SimpleDate, time: SimpleTime
    ) {
        self.localeIdentifier = localeIdentifier
        self.locale = locale
        self.mode = mode
        self.timeLocale = timeLocale
        self.components = Self.components(mode: mode, locale: locale, timeLocale: timeLocale)
        self.date = date
        self.date = clamped(date)
        self.time = clamped(time)
        moveDayWindow()
    }

    /// With the locale's wheels worked out already: a screen of many date rows asks
    /// Foundation once, not once a picker (each asking formats a year of names).
    public init(
        locale: DatePickerLocale, localeIdentifier: String, date: SimpleDate, minimumDate: SimpleDate? = nil,
        maximumDate: SimpleDate? = nil
    ) {
        self.localeIdentifier = localeIdentifier
        self.locale = locale
        self.mode = .date
        self.timeLocale = .unused
        self.components = locale.order
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.date = date
        self.date = clamped(date)
    }

    /// The wheels in reading order: a date's as the locale writes a long date (B3.5):
    /// en_US month, day, year; ja_JP and zh_Hans year, month, day; de_DE, fr_FR, ar and he
    /// day, month, year (right to left, the first wheel is the rightmost); a time's hour,
    /// minute and AM/PM where the locale has it (E1.T1); a date and time's days, then the
    /// time's (E1.T2); a countdown's hours and minutes (E1.T3).
    static func components(mode: DatePickerMode, locale: DatePickerLocale, timeLocale: TimePickerLocale) -> [Component] {
        switch mode {
        case .date: locale.order
        case .time: timeLocale.timeComponents
        case .dateAndTime: [.date] + timeLocale.timeComponents
        case .countDownTimer: [.hours, .minutes]
        }
    }

    public func numberOfRows(in component: Component) -> Int {
        switch component {
        case .month: Self.monthRowCount
        case .day: Self.dayRowCount
        case .year: years.count
        case .date: dayWindow.count
        case .hour: timeLocale.uses24HourClock ? 24 : 12
        case .minute, .minutes: 60 / minuteInterval
        case .period: 2
        case .hours: 24
        }
    }

    /// Month, day, hour and minute wheels wrap around; the year, day-of-the-window and
    /// AM/PM wheels stop at their ends (B3.5, E1.T1).
    public func isWrapping(_ component: Component) -> Bool {
        ![.year, .date, .period].contains(component)
    }

    public func selectedRow(in component: Component) -> Int {
        switch component {
        case .month: date.month - 1
        case .day: date.day - 1
        case .year: date.year - years.lowerBound
        case .date, .hour, .minute, .period, .hours, .minutes: selectedTimeRow(in: component)
        }
    }

    /// Days the selected month lacks are greyed (Feb 30); every other row is enabled.
    public func isRowEnabled(_ row: Int, in component: Component) -> Bool {
        guard let row = normalized(row, in: component) else { return false }
        guard component == .day else { return true }
        return row + 1 <= SimpleDate.daysIn(month: date.month, year: date.year)
    }

    /// A wheel settled on `row`: returns true when `date` changed (the caller then sends
    /// valueChanged once). The day clamps to the month's length (Jan 31 → February =
    /// Feb 28, or 29 in a leap year); then the minimum and maximum dates clamp the date.
    /// Rows of wrapping wheels are taken modulo the wheel; other rows out of range
    /// change nothing.
    public mutating func settle(row: Int, in component: Component) -> Bool {
        guard let row = normalized(row, in: component) else { return false }
        var (year, month, day) = (date.year, date.month, date.day)
        switch component {
        case .month: month = row + 1
        case .day: day = row + 1
        case .year: year = years.lowerBound + row
        case .date, .hour, .minute, .period, .hours, .minutes: return settleTime(row: row, in: component)
        }
        day = min(day, SimpleDate.daysIn(month: month, year: year))
        guard let settled = SimpleDate(year: year, month: month, day: day) else { return false }
        let next = clamped(settled)
        guard next != date else { return false }
        date = next
        return true
    }

    /// Setting the date from code (fires nothing): clamps to the minimum and maximum (and
    /// so to the year wheel).
    public mutating func setDate(_ date: SimpleDate) {
        self.date = clamped(date)
        moveDayWindow()
    }

    /// The year wheel: the minimum date's year to the maximum date's, 1900 and 2100
    /// standing in for a missing end. The date never leaves it.
    public var years: ClosedRange<Int> {
        let (lower, upper) = bounds
        return lower.year...upper.year
    }

    /// The range the date is kept in. UIKit ignores a minimum later than the maximum; a
    /// missing end is the first or last day of the default years (or of the other end's
    /// year, when that lies beyond them).
    var bounds: (SimpleDate, SimpleDate) {
        var (lower, upper) = (minimumDate, maximumDate)
        if let minimum = lower, let maximum = upper, minimum > maximum { (lower, upper) = (nil, nil) }
        let first = lower ?? SimpleDate(
            validYear: min(Self.defaultYears.lowerBound, upper?.year ?? Self.defaultYears.lowerBound),
            month: 1, day: 1)
        let last = upper ?? SimpleDate(
            validYear: max(Self.defaultYears.upperBound, first.year), month: 12, day: 31)
        return (first, last)
    }

    func clamped(_ date: SimpleDate) -> SimpleDate {
        let (lower, upper) = bounds
        return min(max(date, lower), upper)
    }

    /// `row` inside the wheel (modulo for wrapping wheels), or nil when out of range.
    func normalized(_ row: Int, in component: Component) -> Int? {
        let count = numberOfRows(in: component)
        guard count > 0 else { return nil }
        if isWrapping(component) { return ((row % count) + count) % count }
        return (0..<count).contains(row) ? row : nil
    }

}
