import Foundation
import SimCore

extension Router {
    /// `GET /api/sessions/{id}/events?since=V` (docs/RENDER_PROTOCOL.md): ops since V,
    /// a reset, or a hold while V is the current version.
    func events(_ request: HTTPRequest, session: Session, now: Double) -> RouteResult {
        var since = 0
        if let text = request.query["since"] {
            guard let value = Int(text) else {
                return .respond(.error(APIError(400, "invalid_since", "\"since\" must be an integer version")))
            }
            since = value
        }
        return session.state.withLock { state -> RouteResult in
            let version = state.simulator.version
            switch state.log.ops(since: since) {
            case .ops(let to, let ops):
                return .respond(.json(200, state.opsBody(since: since, version: to, ops: ops)))
            case .reset:
                return .respond(.json(200, Self.resetBody(version: version, snapshot: state.simulator.renderTree.snapshot)))
            case .upToDate:
                // Registered under the session's lock: a commit cannot slip in between.
                let decision = hub.withHub(session: session.id) {
                    $0.wait(session: session.id, since: since, currentVersion: state.log.version, now: now)
                }
                switch decision {
                case .answerNow:
                    return .respond(.json(200, Self.opsBody(version: version, ops: [])))
                case .hold(let waiter, let evicted):
                    return .hold(HeldPoll(waiter: waiter, session: session.id, since: since), wake: evicted)
                }
            }
        }
    }

    /// The answer to a held long-poll once it was woken or expired: whatever happened
    /// since, or the same version with no ops.
    func answerHeld(_ poll: HeldPoll, now: Double) -> HTTPResponse {
        let path = "/api/sessions/\(poll.session)/events"
        guard let session = sessions.session(poll.session, now: now) else {
            return finish(.error(.unknownSession(poll.session)), path: path)
        }
        let response = session.state.withLock { state -> HTTPResponse in
            switch state.log.ops(since: poll.since) {
            case .ops(let to, let ops):
                return .json(200, state.opsBody(since: poll.since, version: to, ops: ops))
            case .upToDate:
                return .json(200, Self.opsBody(version: state.log.version, ops: []))
            case .reset:
                return .json(200, Self.resetBody(version: state.simulator.version, snapshot: state.simulator.renderTree.snapshot))
            }
        }
        return finish(response, path: path)
    }
}
