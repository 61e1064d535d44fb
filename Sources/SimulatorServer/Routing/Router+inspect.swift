import Foundation
import SimCore

extension Router {
    /// `GET /api/sessions/{id}/inspect`: the inspector's record of the session — view
    /// hierarchy, responder chain, last hit test, event log and popover placement.
    func inspect(_ session: Session) -> HTTPResponse {
        .json(200, session.state.withLock { $0.simulator.inspect() })
    }
}
