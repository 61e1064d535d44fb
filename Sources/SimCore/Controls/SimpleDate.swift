import Foundation

/// A calendar day in the proleptic Gregorian calendar, with no time or time zone: what a
/// date picker in `.date` mode selects. Always a real day in years 1...9999.
public struct SimpleDate: Hashable, Comparable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int

    public static let years = 1...9999
    /// 1970-01-01.
    public static let epoch = SimpleDate(validYear: 1970, month: 1, day: 1)

    /// Nil unless the day exists (months 1...12, leap years counted).
    public init?(year: Int, month: Int, day: Int) {
        guard Self.years.contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// For days known to exist (January 1, December 31): no validation.
    init(validYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Strict "YYYY-MM-DD": four, two and two ASCII digits and a real day.
    public init?(iso: String) {
        let scalars = Array(iso.unicodeScalars)
        guard scalars.count == 10, scalars[4] == "-", scalars[7] == "-" else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for scalar in scalars[range] {
                guard ("0"..."9").contains(scalar) else { return nil }
                value = value * 10 + Int(scalar.value - 48)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
            return nil
        }
        self.init(year: year, month: month, day: day)
    }

    /// "YYYY-MM-DD".
    public var iso: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// Divisible by 4, except centuries not divisible by 400.
    public static func isLeap(year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// Days in `month` (1...12) of `year`; 0 for a month that does not exist.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: return 31
        case 4, 6, 9, 11: return 30
        case 2: return isLeap(year: year) ? 29 : 28
        default: return 0
        }
    }

    /// Midnight UTC of this day in Foundation's Gregorian calendar, for
    /// `Localization.longDate`.
    public var foundationDate: Date {
        var calendar = Calendar(identifier: .gregorian)
        if let utc = TimeZone(identifier: "UTC") { calendar.timeZone = utc }
        let components = DateComponents(year: year, month: month, day: day)
        if let date = calendar.date(from: components) { return date }
        return Date(timeIntervalSince1970: Double(daysSince1970) * 86_400)
    }

    /// Days from 1970-01-01 (proleptic Gregorian; Howard Hinnant's days_from_civil).
    var daysSince1970: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    public static func < (lhs: SimpleDate, rhs: SimpleDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
