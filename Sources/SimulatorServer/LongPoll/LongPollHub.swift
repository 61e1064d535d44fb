/// Which long-polls are waiting for which session, and for how long they may wait.
///
/// A pure state machine: it never touches a connection. Every call returns the ids of the
/// waiters that must be answered now; the daemon carries that out (resumes them) and the
/// router then answers each from the session's state.
struct LongPollHub: Sendable {
    typealias WaiterID = UInt64

    enum WaitDecision: Equatable, Sendable {
        /// There is something to send (or the hub is closing): answer without holding.
        case answerNow
        /// Hold the request. `evicted` are older waiters of the same session that must be
        /// answered now because the session has too many.
        case hold(WaiterID, evicted: [WaiterID])
    }

    struct Waiter: Equatable, Sendable {
        var id: WaiterID
        var session: String
        var since: Int
        var started: Double
    }

    /// How long a request is held before it is answered with no ops (seconds).
    var holdSeconds: Double
    /// At most this many held requests per session; the oldest is answered first.
    var maxWaitersPerSession: Int
    /// Once closed (shutting down), nothing is held any more.
    private(set) var isClosed = false
    private var nextID: WaiterID = 1
    /// Ids go up by this (a stripe of `LongPollCenter` numbers its waiters apart).
    private var idStride: WaiterID = 1
    /// Per session, oldest first (at most `maxWaitersPerSession` each).
    private var waiters: [String: [Waiter]] = [:]
    /// The session of every waiter held now, so `cancel` goes straight to its list.
    private var sessionOf: [WaiterID: String] = [:]

    init(holdSeconds: Double = 25, maxWaitersPerSession: Int = 16) {
        self.holdSeconds = holdSeconds
        self.maxWaitersPerSession = max(1, maxWaitersPerSession)
    }

    /// This hub with no waiters yet, numbering them `first`, `first + stride`, …
    func numbering(from first: WaiterID, by stride: WaiterID) -> LongPollHub {
        var hub = LongPollHub(holdSeconds: holdSeconds, maxWaitersPerSession: maxWaitersPerSession)
        hub.nextID = first
        hub.idStride = max(1, stride)
        return hub
    }

    /// How many requests are held now.
    var count: Int { sessionOf.count }

    /// A request for the ops after `since` while the session is at `currentVersion`.
    mutating func wait(session: String, since: Int, currentVersion: Int, now: Double) -> WaitDecision {
        guard !isClosed, since == currentVersion else { return .answerNow }
        let id = nextID
        nextID += idStride
        var list = waiters[session, default: []]
        list.append(Waiter(id: id, session: session, since: since, started: now))
        sessionOf[id] = session
        var evicted: [WaiterID] = []
        while list.count > maxWaitersPerSession {
            let oldest = list.removeFirst().id
            sessionOf[oldest] = nil
            evicted.append(oldest)
        }
        waiters[session] = list
        return .hold(id, evicted: evicted)
    }

    /// The session committed (or went away): every request held for it is answered.
    mutating func publish(session: String) -> [WaiterID] {
        let woken = (waiters.removeValue(forKey: session) ?? []).map(\.id)
        for id in woken { sessionOf[id] = nil }
        return woken
    }

    /// The requests held for `holdSeconds` or longer, oldest first per session.
    mutating func expire(now: Double) -> [WaiterID] {
        var expired: [WaiterID] = []
        for (session, list) in waiters {
            let keep = list.filter { now - $0.started < holdSeconds }
            guard keep.count != list.count else { continue }
            let gone = list.filter { now - $0.started >= holdSeconds }.map(\.id)
            for id in gone { sessionOf[id] = nil }
            expired += gone
            waiters[session] = keep.isEmpty ? nil : keep
        }
        return expired
    }

    /// Shutting down: every held request is answered and nothing new is held.
    mutating func drainAll() -> [WaiterID] {
        isClosed = true
        let all = waiters.values.flatMap { $0.map(\.id) }
        waiters.removeAll()
        sessionOf.removeAll()
        return all
    }

    /// Forgets a waiter whose request ended some other way. Looks only at its own
    /// session's list (at most `maxWaitersPerSession`), whatever else is held.
    mutating func cancel(_ id: WaiterID) {
        guard let session = sessionOf.removeValue(forKey: id), var list = waiters.removeValue(forKey: session)
        else { return }
        list.removeAll { $0.id == id }
        if !list.isEmpty { waiters[session] = list }
    }

    /// The earliest moment a held request expires, if any is held.
    var nextExpiry: Double? {
        waiters.values.compactMap { $0.first?.started }.min().map { $0 + holdSeconds }
    }
}
