import Locks
import SimCore
import Synchronization

/// Sessions by id, with a cap, per-client quotas beneath it (`SessionQuota`) and idle
/// expiry. The map is in stripes by id, each behind a lock of its own held only to find,
/// add or remove a session (a session's state has another): requests for different
/// sessions share no lock. The count under the cap is an atomic.
final class SessionStore: Sendable {
    struct Limits: Sendable {
        var maxSessions: Int = 1000
        var idleSeconds: Double = 1800
        /// Sessions one client token may hold; a new one past it evicts that token's least
        /// recently used session (`SessionQuota`).
        var maxPerClient: Int = 50
        /// Sessions every client at one address may hold together; past it a new one is
        /// refused (429), never made room for.
        var maxPerAddress: Int = 250

        var quota: SessionQuota {
            SessionQuota(maxSessions: maxSessions, maxPerClient: maxPerClient, maxPerAddress: maxPerAddress, idleSeconds: idleSeconds)
        }
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

    /// Starts a session for `client`. A token at its quota loses its own least recently
    /// used session to the new one (returned, so its held polls can be answered); an
    /// address at its quota or a full server is 429 `too_many_sessions` (`SessionQuota`).
    func create(_ configuration: SimulatorConfiguration, client: Client = Client(), now: Double) throws(APIError)
        -> (session: Session, evicted: [String])
    {
        // A place is taken first (after any eviction), then the simulator is built outside
        // any lock.
        let evicted = try admission.withLock { _ throws(APIError) -> [String] in
            switch limits.quota.decide(for: client, held: held(by: client), total: total.load(ordering: .acquiring)) {
            case .refuse(let error):
                throw error
            case .admit(let evict):
                let removed = evict.filter { remove($0) != nil }
                total.add(1, ordering: .acquiringAndReleasing)
                return removed
            }
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

    /// The sessions of `client`'s token or address, for its quotas.
    private func held(by client: Client) -> [SessionQuota.Held] {
        guard client.token != nil || client.address != nil else { return [] }
        return stripes.withEach { map in
            map.compactMap { id, entry -> SessionQuota.Held? in
                let mine = (client.token != nil && entry.client.token == client.token)
                    || (client.address != nil && entry.client.address == client.address)
                return mine ? SessionQuota.Held(id: id, lastUsed: entry.lastUsed, client: entry.client) : nil
            }
        }.flatMap { $0 }
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
}
