import Locks
import SimCore
import Synchronization

/// Sessions by id, with a cap, per-client quotas beneath it and idle expiry. The map is in
/// stripes by id, each behind a lock of its own held only to find, add or remove a
/// session (a session's state has another): requests for different sessions share no
/// lock. The count under the cap is an atomic.
final class SessionStore: Sendable {
    struct Limits: Sendable {
        var maxSessions: Int = 1000
        var idleSeconds: Double = 1800
        /// Sessions one client token may hold; a new one past it evicts that token's least
        /// recently used session.
        var maxPerClient: Int = 50
        /// The same for one address (every token behind it counted together).
        var maxPerAddress: Int = 250
    }

    private struct Entry {
        var session: Session
        var lastUsed: Double
        var client: Client
    }

    static let stripeCount = 16

    let limits: Limits
    let clock: ServerClock
    /// New ids start `shard-` (`--shard`); nil keeps them bare hex.
    let shard: String?
    private let stripes = Striped<[String: Entry]>(count: SessionStore.stripeCount) { _ in [:] }
    private let total = Atomic<Int>(0)
    /// Held while a creation decides what to evict and takes its place, so that two
    /// creations do not evict for the same quota at once. (With several daemon threads a
    /// client may still pass its quota by the creations in flight, whose sessions are not
    /// in the map yet.)
    private let admission = Lock(())

    init(limits: Limits = Limits(), clock: ServerClock, shard: String? = nil) {
        self.limits = limits
        self.clock = clock
        self.shard = shard
    }

    var count: Int { total.load(ordering: .acquiring) }

    /// Starts a session for `client`. A client at its quota (by token or by address)
    /// loses its least recently used session to the new one (returned, so its held polls
    /// can be answered); 429 `too_many_sessions` at the cap.
    func create(_ configuration: SimulatorConfiguration, client: Client = Client(), now: Double) throws(APIError)
        -> (session: Session, evicted: [String])
    {
        // A place is taken first (after any eviction), then the simulator is built outside
        // any lock.
        let evicted = try admission.withLock { _ throws(APIError) -> [String] in
            let evict = evictions(for: client)
            guard total.load(ordering: .acquiring) - evict.count < limits.maxSessions else {
                throw Self.tooMany(limits.maxSessions)
            }
            let removed = evict.filter { remove($0) != nil }
            total.add(1, ordering: .acquiringAndReleasing)
            return removed
        }
        // An id collision (2^-128) retries.
        while true {
            let session = Session(id: SessionID.make(shard: shard), configuration: configuration, clock: clock)
            let added = stripes.withLock(key: session.id) { map -> Bool in
                guard map[session.id] == nil else { return false }
                map[session.id] = Entry(session: session, lastUsed: now, client: client)
                return true
            }
            if added { return (session, evicted) }
        }
    }

    /// The sessions to evict before `client` may have another: the least recently used of
    /// its token's when the token is at its quota, and of its address's when that is.
    private func evictions(for client: Client) -> [String] {
        guard client.token != nil || client.address != nil else { return [] }
        let owned = stripes.withEach { map in
            map.compactMap { id, entry -> (id: String, lastUsed: Double, client: Client)? in
                let mine = (client.token != nil && entry.client.token == client.token)
                    || (client.address != nil && entry.client.address == client.address)
                return mine ? (id, entry.lastUsed, entry.client) : nil
            }
        }.flatMap { $0 }.sorted { $0.lastUsed < $1.lastUsed }
        var evict: [String] = []
        let quotas: [(limit: Int, matches: (Client) -> Bool)] = [
            (limits.maxPerClient, { client.token != nil && $0.token == client.token }),
            (limits.maxPerAddress, { client.address != nil && $0.address == client.address }),
        ]
        for quota in quotas {
            let held = owned.filter { quota.matches($0.client) && !evict.contains($0.id) }
            if held.count >= quota.limit, let oldest = held.first { evict.append(oldest.id) }
        }
        return evict
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
