/// The time a simulator runs on, in seconds from an arbitrary start. Injected: SimCore
/// never reads the wall clock. The server passes a real clock for users; tests and
/// `"clock": "manual"` sessions pass a `ManualClock`.
public protocol SimClock: AnyObject {
    var now: Double { get }
}
