import Foundation
import Synchronization

/// What one flow run may spend over all its devices: events sent to the simulators (a
/// typed character is one) and wall-clock seconds from the budget's making. A run asks it
/// before every batch of events and between steps; once spent, the run stops there and
/// the reason says which limit it passed.
public final class FlowBudget: Sendable {
    public let maxEvents: Int
    public let maxSeconds: Double
    private let now: @Sendable () -> Double
    private let started: Double
    private let state = Mutex(Spending())

    private struct Spending {
        var events = 0
        var overrun: String?
    }

    /// `now` in seconds, from any fixed origin (tests pass a manual clock).
    public init(
        maxEvents: Int, maxSeconds: Double,
        now: @escaping @Sendable () -> Double = { Date().timeIntervalSinceReferenceDate }
    ) {
        self.maxEvents = max(0, maxEvents)
        self.maxSeconds = max(0, maxSeconds)
        self.now = now
        started = now()
    }

    /// Events charged so far (a batch refused for passing the limit is not).
    public var events: Int { state.withLock { $0.events } }

    /// Seconds since the budget was made.
    public var seconds: Double { max(0, now() - started) }

    /// Why the run must stop, or nil: the time limit is looked at here.
    public var overrun: String? {
        let elapsed = seconds
        return state.withLock { spending in
            if spending.overrun == nil, elapsed > maxSeconds {
                spending.overrun = "the run passed its time limit of \(String(format: "%g", maxSeconds)) s"
            }
            return spending.overrun
        }
    }

    /// Charges `count` events about to be sent; nil if they may be, else why not (and
    /// from then on `overrun` says so too).
    public func charge(_ count: Int) -> String? {
        if let overrun { return overrun }
        return state.withLock { spending in
            guard spending.events + count <= maxEvents else {
                spending.overrun = "the run would pass its limit of \(maxEvents) events (\(spending.events) sent)"
                return spending.overrun
            }
            spending.events += count
            return nil
        }
    }
}
