import Locks

/// The server's one `LongPollHub`, behind its own lock. Lock order: a session's lock may
/// be held while this one is taken (so a commit and a new hold cannot cross), never the
/// other way round.
final class LongPollCenter: Sendable {
    private let hub: Lock<LongPollHub>

    init(_ hub: LongPollHub = LongPollHub()) {
        self.hub = Lock(hub)
    }

    func withHub<Result: Sendable>(_ body: (inout LongPollHub) -> Result) -> Result {
        hub.withLock { body(&$0) }
    }

    var count: Int { hub.withLock { $0.count } }
}
