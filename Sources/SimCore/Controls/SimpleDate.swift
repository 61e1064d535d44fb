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
        // By its bytes: ten of them, each an ASCII digit or a dash, are ten characters.
        var iso = iso
        let parsed: (year: Int, month: Int, day: Int)? = iso.withUTF8 { bytes in
            guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
            func number(_ range: Range<Int>) -> Int? {
                var value = 0
                for byte in bytes[range] {
                    guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                }
                return value
            }
            guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
            return (year, month, day)
        }
        guard let parsed else { return nil }
        self.init(year: parsed.year, month: parsed.month, day: parsed.day)
    }

    /// "YYYY-MM-DD".
    public var iso: String {
        // Written as ten bytes: a date is formatted at every pick, compare and walk.
        guard (0...9999).contains(year), (0...99).contains(month), (0...99).contains(day) else {
            func padded(_ value: Int, _ width: Int) -> String {
                let digits = String(value)
                return String(repeating: "0", count: max(0, width - digits.count)) + digits
            }
            return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
        }
        return String(unsafeUninitializedCapacity: 10) { buffer in
            func put(_ value: Int, width: Int, at start: Int) {
                var rest = value
                for index in (start..<start + width).reversed() {
                    buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
            }
            put(year, width: 4, at: 0)
            buffer[4] = UInt8(ascii: "-")
            put(month, width: 2, at: 5)
            buffer[7] = UInt8(ascii: "-")
            put(day, width: 2, at: 8)
            return 10
        }
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
