import Foundation

/// What a date picker's time wheels show in a locale, as Foundation formats it: a 12-hour
/// clock with an AM/PM wheel, or a 24-hour clock (the locale's preferred hour, the
/// template "j": `h a` in en_US, `HH` in de_DE and fr_FR, `H` in ja_JP); whether the
/// hour has two digits (`09` in de_DE); where the AM/PM wheel goes (after the minutes in
/// en_US, first where the locale writes it first); the AM/PM symbols; and the day titles
/// of a `dateAndTime` picker's first wheel (`Thu Nov 26`, the template "MMMEd").
public struct TimePickerLocale: Equatable, Sendable {
    public let uses24HourClock: Bool
    public let hourDigits: Int
    public let periodFirst: Bool
    public let amSymbol: String
    public let pmSymbol: String
    let dayStyle: Date.FormatStyle?

    /// A 12-hour en_US clock, for a picker without time wheels: asks Foundation nothing.
    public static let unused = TimePickerLocale(
        uses24HourClock: false, hourDigits: 1, periodFirst: false, amSymbol: "AM", pmSymbol: "PM", dayStyle: nil)

    init(uses24HourClock: Bool, hourDigits: Int, periodFirst: Bool, amSymbol: String, pmSymbol: String, dayStyle: Date.FormatStyle?) {
        self.uses24HourClock = uses24HourClock
        self.hourDigits = hourDigits
        self.periodFirst = periodFirst
        self.amSymbol = amSymbol
        self.pmSymbol = pmSymbol
        self.dayStyle = dayStyle
    }

    public init(identifier: String) {
        let locale = Locale(identifier: identifier)
        let pattern = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "h:mm a"
        let unquoted = Self.unquoted(pattern)
        uses24HourClock = unquoted.contains("H") || unquoted.contains("k")
        hourDigits = unquoted.contains("HH") || unquoted.contains("hh") ? 2 : 1
        let period = unquoted.firstIndex(of: "a")
        let hour = unquoted.firstIndex { "hHkK".contains($0) }
        if let period, let hour { periodFirst = period < hour } else { periodFirst = false }
        let formatter = DateFormatter()
        formatter.locale = locale
        amSymbol = formatter.amSymbol
        pmSymbol = formatter.pmSymbol
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        dayStyle = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone)
            .weekday(.abbreviated).month(.abbreviated).day()
    }

    /// The time wheels in reading order (right to left locales put the first rightmost).
    var timeComponents: [DatePickerModel.Component] {
        if uses24HourClock { return [.hour, .minute] }
        return periodFirst ? [.period, .hour, .minute] : [.hour, .minute, .period]
    }

    /// A day as a `dateAndTime` picker's first wheel writes it: "Thu Nov 26" in en_US.
    /// Deviation: iOS writes "Today" on the current day; FormSim never reads the wall
    /// clock, so every day shows its date.
    func dayTitle(_ date: SimpleDate) -> String {
        guard let dayStyle else { return date.iso }
        // iOS draws en_US's "Thu, Nov 26" without the comma.
        return date.foundationDate.formatted(dayStyle).replacingOccurrences(of: ", ", with: " ")
    }

    /// The pattern without its quoted literals ('Uhr').
    private static func unquoted(_ pattern: String) -> String {
        var out = "", quoted = false
        for c in pattern {
            if c == "'" { quoted.toggle() } else if !quoted { out.append(c) }
        }
        return out
    }
}
