import Locks

/// The clients with an audit queued or running (`POST /api/audit`): one each, so a client
/// cannot fill the background threads, and every other client's flows and uploads, with
/// audits of its own.
final class AuditClaims: Sendable {
    private let clients = Lock<Set<String>>([])

    /// Claims the client's one audit; false while it has one.
    func claim(_ client: String) -> Bool {
        clients.withLock { $0.insert(client).inserted }
    }

    /// How many clients have an audit queued or running.
    var count: Int { clients.withLock { $0.count } }

    func release(_ client: String) {
        _ = clients.withLock { $0.remove(client) }
    }
}
