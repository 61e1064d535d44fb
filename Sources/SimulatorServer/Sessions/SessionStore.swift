import SimCore
import Synchronization

/// Sessions by id, with a cap and idle expiry. The map is in stripes by id, each behind
/// a lock of its own held only to find, add or remove a session (a session's state has
/// another): requests for different sessions share no lock. The count under the cap is
/// an atomic.
final class SessionStore: Sendable {
    struct Limits: Sendable {
        var maxSessions: Int = 1000
        var idleSeconds: Double = 1800
    }

    private struct Entry {
        var session: Session
        var lastUsed: Double
    }

    static let stripeCount = 16

    let limits: Limits
    let clock: ServerClock
    /// New ids start `shard-` (`--shard`); nil keeps them bare hex.
    let shard: String?
    private let stripes = Striped<[String: Entry]>(count: SessionStore.stripeCount) { _ in [:] }
    private let total = Atomic<Int>(0)

    init(limits: Limits = Limits(), clock: ServerClock, shard: String? = nil) {
        self.limits = limits
        self.clock = clock
        self.shard = shard
    }

    var count: Int { total.load(ordering: .acquiring) }

    /// Starts a session; 429 `too_many_sessions` at the cap.
    func create(_ configuration: SimulatorConfiguration, now: Double) throws(APIError) -> Session {
        // A place under the cap is taken first, then the simulator is built outside any lock.
        var taken = total.load(ordering: .acquiring)
        while true {
            guard taken < limits.maxSessions else { throw Self.tooMany(limits.maxSessions) }
            let (exchanged, original) = total.compareExchange(
                expected: taken, desired: taken + 1, ordering: .acquiringAndReleasing)
            if exchanged { break }
            taken = original
        }
        // An id collision (2^-128) retries.
        while true {
            let session = Session(id: SessionID.make(shard: shard), configuration: configuration, clock: clock)
            let added = stripes.withLock(key: session.id) { map -> Bool in
                guard map[session.id] == nil else { return false }
                map[session.id] = Entry(session: session, lastUsed: now)
                return true
            }
            if added { return session }
        }
    }

    /// The session with this id, marked as used now.
    func session(_ id: String, now: Double) -> Session? {
        stripes.withLock(key: id) { map in
            guard let index = map.index(forKey: id) else { return nil }
            map.values[index].lastUsed = now
            return map.values[index].session
        }
    }

    /// Every session, for the timer (no use is recorded).
    func all() -> [Session] {
        stripes.withEach { $0.values.map(\.session) }.flatMap { $0 }
    }

    @discardableResult
    func remove(_ id: String) -> Session? {
        let removed = stripes.withLock(key: id) { $0.removeValue(forKey: id)?.session }
        if removed != nil { total.subtract(1, ordering: .acquiringAndReleasing) }
        return removed
    }

    /// Removes the sessions unused for `idleSeconds`; returns their ids.
    func expireIdle(now: Double) -> [String] {
        let expired = stripes.withEach { map in
            let idle = map.filter { now - $0.value.lastUsed >= limits.idleSeconds }.map(\.key)
            for id in idle { map[id] = nil }
            return idle
        }.flatMap { $0 }
        if !expired.isEmpty { total.subtract(expired.count, ordering: .acquiringAndReleasing) }
        return expired
    }

    private static func tooMany(_ limit: Int) -> APIError {
        APIError(429, "too_many_sessions", "the server runs at most \(limit) sessions; delete one or try later")
    }
}
