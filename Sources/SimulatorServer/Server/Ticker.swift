import Locks
import Foundation
import Synchronization

/// A thread that calls a tick function over and over, sleeping between calls as long as
/// the tick asks (at most `maxSleep`, at least 2 ms).
final class Ticker: Sendable {
    let maxSleep: Double
    private let running = Atomic<Bool>(false)
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let now: @Sendable () -> Double
    /// When the thread will tick next (`now`'s clock); infinity while it ticks, so that a
    /// deadline set meanwhile always pokes it (the semaphore keeps the signal).
    private let plannedWake = Lock<Double>(.infinity)

    init(maxSleep: Double, now: @escaping @Sendable () -> Double) {
        self.maxSleep = maxSleep
        self.now = now
    }

    /// `tick` returns how long until it wants to run again, if it knows.
    func start(_ tick: @escaping @Sendable () -> Double?) {
        guard running.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else { return }
        let thread = Thread { [self] in
            while running.load(ordering: .acquiring) {
                plannedWake.withLock { $0 = .infinity }
                let wanted = tick() ?? maxSleep
                let sleep = min(maxSleep, max(0.002, wanted))
                plannedWake.withLock { $0 = now() + sleep }
                _ = wake.wait(timeout: .now() + sleep)
            }
            finished.signal()
        }
        thread.name = "FormSim timer"
        thread.start()
    }

    func poke() { wake.signal() }

    /// Wakes the thread if it would sleep past `deadline`.
    func poke(before deadline: Double) {
        if deadline < plannedWake.withLock({ $0 }) { wake.signal() }
    }

    /// Stops the thread and waits for it to leave its loop.
    func stop() {
        guard running.compareExchange(expected: true, desired: false, ordering: .acquiringAndReleasing).exchanged
        else { return }
        wake.signal()
        finished.wait()
    }
}
