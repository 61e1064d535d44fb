import Foundation
import SimCore

extension Router {
    /// `GET /api/sessions/{id}/inspect`: the inspector's record of the session — view
    /// hierarchy, responder chain, last hit test, event log and popover placement.
    func inspect(_ session: Session) -> HTTPResponse {
        .json(200, session.state.withLock { $0.simulator.inspect() })
    }
}

extension Router {
    /// `GET /api/sessions/{id}/element?x=&y=`: the element the engine's hit test finds at
    /// that point (screen points), `{"id": "..." | null}`; nothing is touched.
    func element(_ request: HTTPRequest, _ session: Session) -> HTTPResponse {
        guard let x = request.query["x"].flatMap(Double.init), let y = request.query["y"].flatMap(Double.init),
            x.isFinite, y.isFinite, abs(x) <= 100_000, abs(y) <= 100_000
        else {
            return .error(APIError(400, "invalid_point", "x and y must be numbers of screen points within ±100000"))
        }
        let id = session.state.withLock { $0.simulator.element(at: Point(x: x, y: y)) }
        return .json(200, ["id": id])
    }
}
