/// Why the simulator refused an event: what was wrong, with the facts that say so, and
/// which event of a batch it was. Not in UIKit (a finger cannot ask for an element that
/// is not there; a driver of the simulator can). Wire gives each kind its API code;
/// `message` is the sentence a person reads.
public struct InputError: Error, Equatable, Sendable {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// No element with this id in the window or the input panel.
        case unknownTarget(String)
        /// The element is there, but no finger could reach it.
        case targetNotVisible(String, Hiding)
        /// An `exclusive` touch at the element's visible centre would land on what covers it.
        case targetCovered(String, by: Covering, at: Point)
        /// `ifFirstResponder` named another first responder than the one there is (nil: none).
        case firstResponderDiffers(now: String?, wanted: String?)
        /// `advance` on a session whose clock is real.
        case notManualClock
        /// Typing that would take the field past `TextField.maximumLength` UTF-16 units.
        case textTooLong(field: String?, length: Int, after: Int)
        /// A locale the simulator has no strings for.
        case unknownLocale(String)
        /// A window other than `full` on an iPhone (the device's name).
        case windowOnPhone(device: String)
        /// A Stage Manager window outside the device's limits in this orientation.
        case windowOutOfLimits(device: String, landscape: Bool, size: Size, min: Size, max: Size)
        /// Any event but `relaunch` after the app crashed: the exception's message.
        case appCrashed(String)
        /// A `pick` its target cannot take (the target's element id, if it has one).
        case notPickable(String?, Unpickable)
        /// A row outside a picker column's rows.
        case invalidRow(Int, column: String?, rowCount: Int)
        /// A title that is none of a picker column's rows; the first few titles, and how many there are.
        case invalidValue(String, column: String?, firstTitles: [String], rowCount: Int)
        /// A date not written `YYYY-MM-DD` (or `YYYY-MM-DDTHH:mm` when `withTime`).
        case invalidDate(String, withTime: Bool)
        /// A time not written `HH:mm`.
        case invalidTime(String)
        /// A time outside 00:00–23:59 (a countdown's 00:01–23:59).
        case timeOutOfRange(String, countdown: Bool)
    }

    /// Why an element a touch names is not visible.
    public enum Hiding: Equatable, Sendable {
        case hidden
        case offScreen
        case underInputPanel
    }

    /// Why a `pick` does not fit its target.
    public enum Unpickable: Equatable, Sendable {
        /// Not a picker or picker column, hidden, or not on screen.
        case notAPicker
        /// Times on a calendar or a picker of rows.
        case noTimes
        /// A value on a date picker rather than on one of its columns.
        case noValues
        /// A row on a date picker rather than on one of its columns.
        case noRowsOnDatePicker
        /// A row on a calendar.
        case noRowsOnCalendar
        /// A date on a picker of rows.
        case noDates
        /// A date on time wheels (`countdown`: a countdown's).
        case timesOnly(countdown: Bool)
        /// A time on date-only wheels.
        case datesOnly
        /// A row or value on a picker with no wheels.
        case noWheels
    }

    public var kind: Kind
    /// Which event of a batch of several was refused (its index), for the message.
    public var eventIndex: Int?

    public init(_ kind: Kind, eventIndex: Int? = nil) {
        self.kind = kind
        self.eventIndex = eventIndex
    }

    /// What covers the target of a refused `exclusive` touch.
    public var covering: Covering? {
        if case .targetCovered(_, let covering, _) = kind { covering } else { nil }
    }
}
