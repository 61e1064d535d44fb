/// The time a simulator runs on, in seconds from an arbitrary start. Injected: SimCore
/// never reads the wall clock. The server passes a real clock for users; tests and
/// `"clock": "manual"` sessions pass a `ManualClock`.
public protocol SimClock: AnyObject {
    var now: Double { get }
    /// The device's today in its time zone: the day its status bar shows. Calendars mark
    /// it (E1.D6) and a SwiftUI form's `Date()` starts on it.
    var today: SimpleDate { get }
}

extension SimClock {
    /// The status bar's day, Monday 23 November 2026 beside Apple's 9:41: the device's
    /// clock shows one day, as the status bar stands still at 9:41.
    public var today: SimpleDate { .statusBarDay }
}

extension SimpleDate {
    /// The day the status bar shows (the iPad's "Mon Nov 23", B10.4).
    public static let statusBarDay = SimpleDate(validYear: 2026, month: 11, day: 23)
}
