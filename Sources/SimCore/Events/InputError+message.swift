extension InputError {
    /// The refusal as a sentence, prefixed with `events[i]: ` for an event of a batch.
    public var message: String {
        eventIndex.map { "events[\($0)]: " + kind.sentence } ?? kind.sentence
    }
}

extension InputError.Kind {
    /// What was wrong, in words that name the element, the value or the limit.
    public var sentence: String {
        switch self {
        case .unknownTarget(let id):
            "no element \"\(id)\" on screen"
        case .targetNotVisible(let id, let hiding):
            "element \"\(id)\" is not visible on screen: \(hiding.reason)"
        case .targetCovered(let id, let covering, let point):
            "element \"\(id)\" is covered by \(covering.description): a touch at its visible centre "
                + "(\(Int(point.x)), \(Int(point.y))) would land there"
        case .firstResponderDiffers(let now, let wanted):
            "\(now.map { "\"\($0)\" is" } ?? "nothing is") the first responder here, not \(wanted.map { "\"\($0)\"" } ?? "nothing")"
        case .notManualClock:
            "advance is only for sessions created with \"clock\": \"manual\""
        case .textTooLong(let field, let length, let after):
            "\"\(field ?? "the field")\" holds at most \(TextField.maximumLength) characters (UTF-16); it has \(length) and this would make \(after)"
        case .unknownLocale(let id):
            "no locale \"\(id)\"; locales: \(Localization.supported.joined(separator: ", "))"
        case .windowOnPhone(let device):
            "\(device) is an iPhone: its app always fills the screen (window \"full\")"
        case .windowOutOfLimits(let device, let landscape, let size, let low, let high):
            "a window on \(device) in \(landscape ? "landscape" : "portrait") is \(Self.points(low.width))–\(Self.points(high.width)) pt wide and \(Self.points(low.height))–\(Self.points(high.height)) pt tall (got \(Self.points(size.width))×\(Self.points(size.height)))"
        case .appCrashed(let exception):
            "the app crashed and takes no input: \(exception). Relaunch it ({\"type\": \"relaunch\"}) or reload its form"
        case .notPickable(let id, let why):
            why.sentence(id ?? "")
        case .invalidRow(let row, let column, let count):
            "row \(row) is outside 0…\(count - 1) of column \"\(column ?? "")\""
        case .invalidValue(let value, let column, let titles, let count):
            "\"\(value)\" is not a row of \"\(column ?? "")\" (rows: \(titles.joined(separator: ", "))\(count > titles.count ? ", …" : ""))"
        case .invalidDate(let date, let withTime):
            withTime
                ? "\"\(date)\" is not a date and time of the form YYYY-MM-DDTHH:mm"
                : "\"\(date)\" is not a date of the form YYYY-MM-DD"
        case .invalidTime(let time):
            "\"\(time)\" is not a time of the form HH:mm"
        case .timeOutOfRange(let time, let countdown):
            "\"\(time)\" is out of range: \(countdown ? "a countdown runs from 00:01 to 23:59" : "a time runs from 00:00 to 23:59")"
        }
    }

    private static func points(_ value: Double) -> String {
        // Int() traps past its range: only small whole numbers are written without a point.
        abs(value) < 1e9 && value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension InputError.Hiding {
    var reason: String {
        switch self {
        case .hidden: "it is hidden"
        case .offScreen: "it is off screen or scrolled out of view"
        case .underInputPanel: "it is under the input panel"
        }
    }
}

extension InputError.Unpickable {
    func sentence(_ id: String) -> String {
        switch self {
        case .notAPicker: "element \"\(id)\" is not a visible picker or picker column"
        case .noTimes: "\"\(id)\" does not pick times: pick a date, a row or a value"
        case .noValues: "\"\(id)\" is a date picker: pick a date, or a row or value on one of its columns"
        case .noRowsOnDatePicker: "pick a row on one of the picker's columns, not on the picker"
        case .noRowsOnCalendar: "a calendar has no rows: pick a date"
        case .noDates: "\"\(id)\" is a picker of rows, not of dates: pick a row or a value"
        case .timesOnly(let countdown): "\"\(id)\" picks a \(countdown ? "countdown" : "time"): pick a time (HH:mm)"
        case .datesOnly: "\"\(id)\" picks dates only: pick a date (YYYY-MM-DD)"
        case .noWheels: "the picker has no wheels"
        }
    }
}
