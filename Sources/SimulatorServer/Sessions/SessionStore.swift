import SimCore
import Locks

/// Sessions by id, with a cap and idle expiry. The map has its own lock, held only to
/// find, add or remove a session; a session's state has another.
final class SessionStore: Sendable {
    struct Limits: Sendable {
        var maxSessions: Int = 1000
        var idleSeconds: Double = 1800
    }

    private struct Entry {
        var session: Session
        var lastUsed: Double
    }

    let limits: Limits
    let clock: ServerClock
    /// New ids start `shard-` (`--shard`); nil keeps them bare hex.
    let shard: String?
    private let entries = Lock<[String: Entry]>([:])

    init(limits: Limits = Limits(), clock: ServerClock, shard: String? = nil) {
        self.limits = limits
        self.clock = clock
        self.shard = shard
    }

    var count: Int { entries.withLock { $0.count } }

    /// Starts a session; 429 `too_many_sessions` at the cap.
    func create(_ configuration: SimulatorConfiguration, now: Double) throws(APIError) -> Session {
        guard count < limits.maxSessions else { throw Self.tooMany(limits.maxSessions) }
        // The simulator is built outside the map's lock. An id collision (2^-128) retries.
        while true {
            let session = Session(id: SessionID.make(shard: shard), configuration: configuration, clock: clock)
            let added = entries.withLock { map -> Bool? in
                guard map.count < limits.maxSessions else { return nil }
                guard map[session.id] == nil else { return false }
                map[session.id] = Entry(session: session, lastUsed: now)
                return true
            }
            switch added {
            case nil: throw Self.tooMany(limits.maxSessions)
            case true?: return session
            case false?: continue
            }
        }
    }

    /// The session with this id, marked as used now.
    func session(_ id: String, now: Double) -> Session? {
        entries.withLock { map in
            guard var entry = map[id] else { return nil }
            entry.lastUsed = now
            map[id] = entry
            return entry.session
        }
    }

    /// Every session, for the timer (no use is recorded).
    func all() -> [Session] {
        entries.withLock { $0.values.map(\.session) }
    }

    @discardableResult
    func remove(_ id: String) -> Session? {
        entries.withLock { $0.removeValue(forKey: id)?.session }
    }

    /// Removes the sessions unused for `idleSeconds`; returns their ids.
    func expireIdle(now: Double) -> [String] {
        entries.withLock { map in
            let idle = map.filter { now - $0.value.lastUsed >= limits.idleSeconds }.map(\.key)
            for id in idle { map[id] = nil }
            return idle
        }
    }

    private static func tooMany(_ limit: Int) -> APIError {
        APIError(429, "too_many_sessions", "the server runs at most \(limit) sessions; delete one or try later")
    }
}
