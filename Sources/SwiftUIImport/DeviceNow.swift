import Foundation
import SimCore

/// The simulated device's now, which `Date()` and `Date.now` are in an imported form:
/// the day its status bar shows (Monday, 23 November, in 2026) at Apple's 9:41. The
/// engine never reads the wall clock, so a form reads the same on every run.
enum DeviceNow {
    /// Gregorian in UTC: days and times come out as written, whatever the host's zone.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()

    /// The device clock's today (SimClock.today, the status bar's day) at 9:41.
    static let date: Date = {
        let today = SimpleDate.statusBarDay
        let components = DateComponents(year: today.year, month: today.month, day: today.day, hour: 9, minute: 41)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: 1_795_426_860)
    }()

    /// The most seconds a date is moved by (about 3,000 years): further is no day a date
    /// row shows, and Foundation's calendar is not asked about it.
    static let maxInterval = 1e11

    /// A date row's value for an instant: `YYYY-MM-DD`, `HH:MM` or `YYYY-MM-DDTHH:MM`
    /// by the row's mode.
    static func rowValue(_ instant: Date, date hasDate: Bool, time hasTime: Bool) -> String? {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        guard let y = c.year, let m = c.month, let d = c.day, let h = c.hour, let min = c.minute, (1...9999).contains(y) else { return nil }
        let day = String(format: "%04d-%02d-%02d", y, m, d), time = String(format: "%02d:%02d", h, min)
        switch (hasDate, hasTime) {
        case (true, true): return "\(day)T\(time)"
        case (false, true): return time
        default: return day
        }
    }
}
