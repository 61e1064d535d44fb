import Foundation

/// What a calendar view shows in a locale, as Foundation formats it (E1.D1): the month
/// title ("January 1990", the template "yMMMM"), the weekday symbols upper-cased as iOS
/// draws them ("SUN"), and the first day of the week (Sunday in en_US, Monday in de_DE).
/// Worked out once for a form and shared by its calendars: the formatter is made here,
/// not on every change of month.
public final class CalendarLocale {
    public let identifier: String
    /// The weekday symbols in the columns' order, the locale's first weekday first.
    public let weekdaySymbols: [String]
    /// 1 is Sunday, as Foundation's Calendar.firstWeekday.
    public let firstWeekday: Int
    private let titleFormatter: DateFormatter
    private let dayFormatter: DateFormatter
    /// Each shown month's day names, made once a month: a tap on a day re-reads them all.
    private var dayNames: [Int: [String]] = [:]

    public init(identifier: String) {
        self.identifier = identifier
        let locale = Locale(identifier: identifier)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        firstWeekday = calendar.firstWeekday
        let symbols = calendar.shortStandaloneWeekdaySymbols.map { $0.uppercased(with: locale) }
        let start = max(0, min(6, firstWeekday - 1))
        weekdaySymbols = symbols.count == 7 ? Array(symbols[start...] + symbols[..<start]) : symbols
        titleFormatter = DateFormatter()
        titleFormatter.locale = locale
        titleFormatter.calendar = calendar
        titleFormatter.timeZone = calendar.timeZone
        titleFormatter.setLocalizedDateFormatFromTemplate("yMMMM")
        dayFormatter = DateFormatter()
        dayFormatter.locale = locale
        dayFormatter.calendar = calendar
        dayFormatter.timeZone = calendar.timeZone
        dayFormatter.setLocalizedDateFormatFromTemplate("EEEEyMMMMd")
    }

    /// What a screen reader speaks for a day of the grid: its whole date ("Monday, January
    /// 15, 1990"), as UICalendarView names its days, so two calendars' days do not share a
    /// name ("15").
    public func dayName(year: Int, month: Int, day: Int) -> String {
        let key = year * 12 + month
        // A day the month has not (the grid's 31st in June) is answered from the month's
        // names too: asking for it must not make them again.
        if let names = dayNames[key] { return day >= 1 && day <= names.count ? names[day - 1] : "\(day)" }
        let names = (1...SimpleDate.daysIn(month: month, year: year)).map { day in
            SimpleDate(year: year, month: month, day: day).map { dayFormatter.string(from: $0.foundationDate) } ?? "\(day)"
        }
        dayNames[key] = names
        return day >= 1 && day <= names.count ? names[day - 1] : "\(day)"
    }

    /// "January 1990" in the locale.
    public func monthTitle(year: Int, month: Int) -> String {
        guard let first = SimpleDate(year: year, month: month, day: 1) else { return "" }
        return titleFormatter.string(from: first.foundationDate)
    }

    /// The column (0...6) the month's first day falls in.
    public func column(ofFirstDayOf year: Int, month: Int) -> Int {
        guard let first = SimpleDate(year: year, month: month, day: 1) else { return 0 }
        return ((first.weekday - firstWeekday) % 7 + 7) % 7
    }
}

extension SimpleDate {
    /// 1 is Sunday … 7 Saturday, as Foundation numbers weekdays (1970-01-01 was a Thursday).
    var weekday: Int { ((daysSince1970 + 4) % 7 + 7) % 7 + 1 }
}
