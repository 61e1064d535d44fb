import Synchronization

/// Whether a request's work should stop early because its client is gone: set when the
/// request completed before the work did, or seen by a probe the daemon installs (a look
/// at the suspended connection's socket: libmicrohttpd does not watch a suspended
/// connection, so a client leaving while its flow runs is seen only that way). The probe
/// runs at most every `probeInterval` and not before `grace` has passed, so a short run
/// for a client that half-closed (shut its sending side, still reading) gets its answer.
final class WorkCancellation: Sendable {
    static let probeInterval: Duration = .milliseconds(250)
    static let grace: Duration = .seconds(1)

    private struct Probe {
        let isGone: @Sendable () -> Bool
        var next: ContinuousClock.Instant
    }

    private let flag = Atomic<Bool>(false)
    private let probe = Mutex<Probe?>(nil)

    func set() {
        flag.store(true, ordering: .releasing)
        probe.withLock { $0 = nil }
    }

    /// From `grace` on, `isSet` also asks `isGone` (at most every `probeInterval`).
    func watch(_ isGone: @escaping @Sendable () -> Bool) {
        probe.withLock { $0 = Probe(isGone: isGone, next: .now + Self.grace) }
    }

    /// Forgets the probe (the connection it looks at is about to close).
    func stopWatching() {
        probe.withLock { $0 = nil }
    }

    var isSet: Bool {
        if flag.load(ordering: .acquiring) { return true }
        let gone = probe.withLock { probe -> Bool in
            guard let current = probe, ContinuousClock.now >= current.next else { return false }
            probe?.next = .now + Self.probeInterval
            return current.isGone()
        }
        if gone { set() }
        return gone
    }
}
