import Foundation
import Synchronization

/// A thread that calls a tick function over and over, sleeping between calls as long as
/// the tick asks (at most `maxSleep`, at least 2 ms).
final class Ticker: Sendable {
    let maxSleep: Double
    private let running = Atomic<Bool>(false)
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    init(maxSleep: Double) {
        self.maxSleep = maxSleep
    }

    /// `tick` returns how long until it wants to run again, if it knows.
    func start(_ tick: @escaping @Sendable () -> Double?) {
        guard running.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else { return }
        let thread = Thread { [self] in
            while running.load(ordering: .acquiring) {
                let wanted = tick() ?? maxSleep
                let sleep = min(maxSleep, max(0.002, wanted))
                _ = wake.wait(timeout: .now() + sleep)
            }
            finished.signal()
        }
        thread.name = "FormSim timer"
        thread.start()
    }

    func poke() { wake.signal() }

    /// Stops the thread and waits for it to leave its loop.
    func stop() {
        guard running.compareExchange(expected: true, desired: false, ordering: .acquiringAndReleasing).exchanged
        else { return }
        wake.signal()
        finished.wait()
    }
}
