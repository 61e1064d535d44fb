/// The time wheels of a date picker in `.time`, `.dateAndTime` and `.countDownTimer` mode
/// (E1.T1–E1.T3): the rows of the hour, minute and AM/PM wheels, of a countdown's hours
/// and minutes, and of a date and time's days; what settling on a row does to the time.
extension DatePickerModel {
    /// The time as the API and the form's values write it: `HH:mm` for a time or a
    /// countdown, `YYYY-MM-DDTHH:mm` for a date and time, `YYYY-MM-DD` for a date.
    public var valueText: String {
        switch mode {
        case .date: date.iso
        case .time, .countDownTimer: time.text
        case .dateAndTime: "\(date.iso)T\(time.text)"
        }
    }

    /// Mirrors countDownDuration: the countdown in seconds.
    public var countDownDuration: Double { Double(time.minutes * 60) }

    /// Sets the time from code (fires nothing): on the minute interval, within the bounds.
    public mutating func setTime(_ time: SimpleTime) {
        self.time = clamped(time)
    }

    /// The time kept on the minute interval (rounded down, as UIKit shows it) and within
    /// `minimumTime` and `maximumTime` (a `.time` picker's bounds; UIKit ignores a
    /// minimum later than the maximum). A countdown runs one interval at least: UIKit
    /// turns a zero duration into its first step.
    func clamped(_ time: SimpleTime) -> SimpleTime {
        var next = SimpleTime(validHour: time.hour, minute: time.minute - time.minute % minuteInterval)
        if mode == .countDownTimer, next.minutes == 0 { next.minute = minuteInterval }
        guard mode == .time else { return next }
        var (lower, upper) = (minimumTime, maximumTime)
        if let minimum = lower, let maximum = upper, minimum > maximum { (lower, upper) = (nil, nil) }
        if let lower, next < lower { next = lower }
        if let upper, next > upper { next = upper }
        return next
    }

    var isPM: Bool { time.hour >= 12 }

    func selectedTimeRow(in component: Component) -> Int {
        switch component {
        case .date: date.daysSince1970 - dayWindow.lowerBound
        case .hour: timeLocale.uses24HourClock ? time.hour : (time.hour + 11) % 12
        case .minute, .minutes: time.minute / minuteInterval
        case .period: isPM ? 1 : 0
        case .hours: time.hour
        case .month, .day, .year: 0
        }
    }

    /// A time wheel's row title: `9`, `41`, `AM`; `09` where the locale writes two-digit
    /// hours (de_DE); a countdown's `1` and `30`; a day `Thu Nov 26`.
    func timeTitle(forRow row: Int, in component: Component) -> String {
        switch component {
        case .date:
            return timeLocale.dayTitle(SimpleDate(daysSince1970: dayWindow.lowerBound + row))
        case .hour:
            let hour = timeLocale.uses24HourClock ? row : row + 1
            return timeLocale.hourDigits == 2 && hour < 10 ? "0\(hour)" : "\(hour)"
        case .minute:
            let minute = row * minuteInterval
            return minute < 10 ? "0\(minute)" : "\(minute)"
        case .period: return row == 0 ? timeLocale.amSymbol : timeLocale.pmSymbol
        case .hours: return "\(row)"
        case .minutes: return "\(row * minuteInterval)"
        case .month, .day, .year: return ""
        }
    }

    /// A time wheel settled on `row` (already inside the wheel): true when the value
    /// changed. The hour wheel keeps AM or PM, as iOS's does when it wraps past 12.
    mutating func settleTime(row: Int, in component: Component) -> Bool {
        var (hour, minute) = (time.hour, time.minute)
        switch component {
        case .date:
            let next = clamped(SimpleDate(daysSince1970: dayWindow.lowerBound + row))
            guard next != date else { return false }
            date = next
            return true
        case .hour: hour = timeLocale.uses24HourClock ? row : (row + 1) % 12 + (isPM ? 12 : 0)
        case .minute, .minutes: minute = row * minuteInterval
        case .period: hour = hour % 12 + (row == 1 ? 12 : 0)
        case .hours: hour = row
        case .month, .day, .year: return false
        }
        let next = clamped(SimpleTime(validHour: hour, minute: minute))
        guard next != time else { return false }
        time = next
        return true
    }

    /// Keeps the day wheel's window around the date: the year before to the year after,
    /// inside the bounds. Left alone while the date is in it, so rows do not shift
    /// under a spinning wheel.
    mutating func moveDayWindow() {
        guard mode == .dateAndTime else { return }
        let day = date.daysSince1970
        if dayWindow.count > 1, dayWindow.contains(day) { return }
        let (lower, upper) = bounds
        let first = SimpleDate(validYear: max(SimpleDate.years.lowerBound, date.year - 1), month: 1, day: 1)
        let last = SimpleDate(validYear: min(SimpleDate.years.upperBound, date.year + 1), month: 12, day: 31)
        dayWindow = max(first, lower).daysSince1970...min(last, upper).daysSince1970
    }

    /// Sets the value from its text (`valueText`'s forms) from code: false, changing
    /// nothing, when the text is not of the mode's form.
    public mutating func setValue(text: String) -> Bool {
        switch mode {
        case .date:
            guard let date = SimpleDate(iso: text) else { return false }
            setDate(date)
        case .time, .countDownTimer:
            guard let time = SimpleTime(text: text) else { return false }
            setTime(time)
        case .dateAndTime:
            guard let (date, time) = Self.dateAndTime(text) else { return false }
            setDate(date)
            setTime(time)
        }
        return true
    }
}

extension SimpleDate {
    /// The day `days` after 1970-01-01 (Howard Hinnant's civil_from_days).
    init(daysSince1970 days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(validYear: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }
}

extension DatePickerModel {
    /// The day and time of a strict `YYYY-MM-DDTHH:mm`; nil for any other text.
    public static func dateAndTime(_ text: String) -> (SimpleDate, SimpleTime)? {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count == 2, let date = SimpleDate(iso: String(parts[0])), let time = SimpleTime(text: String(parts[1]))
        else { return nil }
        return (date, time)
    }
}
