import Locks

/// The earliest timer deadline (server clock) that input set on a real-time session since
/// the timer thread last looked. After an input the thread is woken only when it would
/// otherwise sleep past it: waking it after every POST cost each input two futex calls and
/// a pass over every session on the other core.
final class TimerDeadlines: Sendable {
    private let earliest = Lock<Double>(.infinity)

    init() {}

    func note(_ deadline: Double) {
        earliest.withLock { $0 = min($0, deadline) }
    }

    /// The earliest deadline noted since the last take, or infinity.
    func take() -> Double {
        earliest.withLock { earliest in
            defer { earliest = .infinity }
            return earliest
        }
    }
}
