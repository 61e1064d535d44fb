import Foundation

/// A value the file writes or works out from what it writes: a literal, a state's
/// starting value, a simple computed property, `Date()`. The importer evaluates these
/// once, as the form starts; nothing else of the file runs.
indirect enum SourceValue: Equatable {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    /// An instant, in UTC (the simulated device's clock has no time zone of its own).
    case date(Date)
    case array([SourceValue])
    /// An instance of a struct of the file, or one of `enumerated()`'s pairs.
    case record([String: SourceValue])
    /// A case of an enum of the file.
    case enumCase(type: String?, SourceIndex.EnumCase)

    var number: Double? {
        switch self {
        case .int(let n): Double(n)
        case .double(let d): d
        default: nil
        }
    }

    /// As `String(describing:)` and `"\(x)"` in a `String` write it.
    var described: String {
        switch self {
        case .int(let n): String(n)
        case .double(let d): String(d)
        case .string(let s): s
        case .bool(let b): b ? "true" : "false"
        case .date(let d): Self.describedDate(d)
        case .array(let items): "[" + items.map(\.quoted).joined(separator: ", ") + "]"
        case .record(let fields): "(" + fields.keys.sorted().map { "\($0): \(fields[$0]?.quoted ?? "")" }.joined(separator: ", ") + ")"
        case .enumCase(_, let c): c.name
        }
    }

    /// As `Text("\(x)")` writes it: a `LocalizedStringKey` formats a Double with `%lf`
    /// (six decimals, "9.990000"), an integer with `%lld`.
    var inTextKey: String {
        switch self {
        case .double(let d): String(format: "%f", d)
        default: described
        }
    }

    private var quoted: String {
        if case .string(let s) = self { return "\"\(s)\"" }
        return described
    }

    /// `2026-11-23 09:41:00 +0000`, as `Date`'s description.
    static func describedDate(_ date: Date) -> String {
        let c = DeviceNow.calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d-%02d-%02d %02d:%02d:%02d +0000", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }
}
