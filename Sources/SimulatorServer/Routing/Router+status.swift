/// `GET /api/status`: what this process holds now. A load balancer or a person checks the
/// server answers and how busy it is; tests wait on it for polls to be held instead of
/// sleeping and hoping.
extension Router {
    struct Status: Encodable, Equatable {
        /// Sessions open in this process.
        var sessions: Int
        /// Long polls waiting for a change.
        var heldPolls: Int
        /// Sessions working on an input now (their state is locked).
        var busySessions: Int
        /// Set once the server has begun to stop.
        var stopping: Bool
    }

    var status: Status {
        let busy = sessions.all().filter { $0.state.withLockIfAvailable { _ in true } == nil }.count
        return Status(sessions: sessions.count, heldPolls: hub.count, busySessions: busy, stopping: stopping.isSet)
    }
}
