import Foundation

/// What a date picker's wheels show in a locale, as Foundation formats it: the wheels'
/// order (the order of year, month and day in the locale's long date, the template
/// "yMMMMd"), the month names (standalone, "LLLL"; CJK locales' "1月"), and the words
/// CJK locales put after a day or year number (日, 年). B3.5.
public struct DatePickerLocale: Equatable, Sendable {
    public let order: [DatePickerModel.Component]
    public let monthNames: [String]
    public let daySuffix: String
    public let yearSuffix: String

    init(order: [DatePickerModel.Component], monthNames: [String], daySuffix: String, yearSuffix: String) {
        self.order = order
        self.monthNames = monthNames
        self.daySuffix = daySuffix
        self.yearSuffix = yearSuffix
    }

    /// For a model that keeps a date and its bounds without wheels to title (a calendar
    /// view): asks Foundation nothing.
    public static var unordered: DatePickerLocale {
        DatePickerLocale(order: [.month, .day, .year], monthNames: [], daySuffix: "", yearSuffix: "")
    }

    public init(identifier: String) {
        let locale = Locale(identifier: identifier)
        let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y"
        let fields = Self.fields(of: pattern)
        let order = fields.compactMap(\.component)
        self.order = Set(order).count == 3 ? order : [.month, .day, .year]
        func suffix(_ component: DatePickerModel.Component) -> String {
            fields.first { $0.component == component }?.suffix ?? ""
        }
        daySuffix = suffix(.day)
        yearSuffix = suffix(.year)
        let formatter = DateFormatter()
        formatter.locale = locale
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        let numeric = fields.first { $0.component == .month }?.isNumeric ?? false
        formatter.dateFormat = numeric ? "M" : "LLLL"
        let monthSuffix = numeric ? suffix(.month) : ""
        monthNames = (1...12).map { month in
            guard let date = calendar.date(from: DateComponents(year: 2001, month: month, day: 1)) else { return "\(month)" }
            return formatter.string(from: date) + monthSuffix
        }
    }

    /// A field of a date pattern: the wheel it stands for, whether it is a number, and a
    /// CJK unit word written right after it (年, 月, 日).
    private struct Field {
        var component: DatePickerModel.Component?
        var isNumeric: Bool
        var suffix: String
    }

    /// The pattern's date fields in order; quoted literals skipped.
    private static func fields(of pattern: String) -> [Field] {
        var fields: [Field] = []
        var chars = Array(pattern)[...]
        while let c = chars.first {
            if c == "'" {
                chars = chars.dropFirst().drop { $0 != "'" }.dropFirst()
                continue
            }
            let run = chars.prefix { $0 == c }
            chars = chars.dropFirst(run.count)
            let component: DatePickerModel.Component? =
                switch c {
                case "y": .year
                case "M", "L": .month
                case "d": .day
                default: nil
                }
            guard let component else { continue }
            let next = chars.first.map(String.init) ?? ""
            fields.append(Field(component: component, isNumeric: run.count <= 2, suffix: "年月日".contains(next) ? next : ""))
        }
        return fields
    }
}
