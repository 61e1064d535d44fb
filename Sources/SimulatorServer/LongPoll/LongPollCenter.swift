/// The server's held long-polls, in stripes: each a `LongPollHub` behind a lock of its
/// own, chosen by session id (and a waiter's id names its stripe). Requests for different
/// sessions take different locks, so nothing an input or a poll goes through is shared by
/// every session. Lock order: a session's lock may be held while a stripe's is taken
/// (so a commit and a new hold cannot cross), never the other way round.
final class LongPollCenter: Sendable {
    static let defaultStripes = 16

    private let stripes: Striped<LongPollHub>

    /// Every stripe starts as `hub` (its hold time and limits), numbering its waiters
    /// apart from the others'.
    init(_ hub: LongPollHub = LongPollHub(), stripes: Int = LongPollCenter.defaultStripes) {
        let count = max(1, stripes)
        self.stripes = Striped(count: count) {
            hub.numbering(from: LongPollHub.WaiterID($0) + 1, by: LongPollHub.WaiterID(count))
        }
    }

    /// Runs `body` on the stripe that holds `session`'s waiters.
    func withHub<Result: Sendable>(session: String, _ body: (inout LongPollHub) -> Result) -> Result {
        stripes.withLock(key: session, body)
    }

    /// Runs `body` on every stripe in turn (housekeeping, shutdown).
    func withEveryHub<Result: Sendable>(_ body: (inout LongPollHub) -> Result) -> [Result] {
        stripes.withEach(body)
    }

    /// `session` committed or went away: its waiters, to answer now.
    func publish(session: String) -> [LongPollHub.WaiterID] {
        withHub(session: session) { $0.publish(session: session) }
    }

    /// Forgets a waiter whose request ended some other way (its id names its stripe).
    func cancel(_ waiter: LongPollHub.WaiterID) {
        let index = Int((waiter - 1) % LongPollHub.WaiterID(stripes.count))
        stripes.withLock(stripe: index) { $0.cancel(waiter) }
    }

    var count: Int { withEveryHub { $0.count }.reduce(0, +) }
}
