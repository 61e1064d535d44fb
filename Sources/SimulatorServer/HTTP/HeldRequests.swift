import Dispatch
import Locks

/// How many held long-polls have not completed yet, and who waits for the last one.
/// A pure state machine over any kind of waiter: `end` returns the waiters to wake.
struct HoldCount<Waiter> {
    private(set) var outstanding = 0
    private var waiters: [Waiter] = []

    /// A request was held (suspended, or answered at once because it was woken already).
    mutating func begin() {
        outstanding += 1
    }

    /// A held request completed; the waiters to wake if it was the last one.
    mutating func end() -> [Waiter] {
        outstanding = max(0, outstanding - 1)
        guard outstanding == 0 else { return [] }
        defer { waiters.removeAll() }
        return waiters
    }

    /// False when nothing is outstanding (go on at once); otherwise files `waiter` to be
    /// returned by the `end` that completes the last one, and returns true.
    mutating func wait(_ waiter: Waiter) -> Bool {
        guard outstanding > 0 else { return false }
        waiters.append(waiter)
        return true
    }
}

/// `HoldCount` behind a lock, with a blocking wait for the last held request to complete
/// (shutdown waits for every answered long-poll to go out before stopping the daemon).
final class HeldRequests: Sendable {
    private let state = Lock(HoldCount<DispatchSemaphore>())

    var outstanding: Int { state.withLock { $0.outstanding } }

    func begin() {
        state.withLock { $0.begin() }
    }

    func end() {
        for waiter in state.withLock({ $0.end() }) { waiter.signal() }
    }

    /// Blocks until no held request is outstanding or `timeout` passed; true if none is.
    func waitUntilNone(timeout: Duration) -> Bool {
        let semaphore = DispatchSemaphore(value: 0)
        guard state.withLock({ $0.wait(semaphore) }) else { return true }
        let nanoseconds = timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
        if semaphore.wait(timeout: .now() + .nanoseconds(Int(max(0, nanoseconds)))) == .success { return true }
        // Timed out: the semaphore stays filed until the last `end`, which signals it harmlessly.
        return outstanding == 0
    }
}
