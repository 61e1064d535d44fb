import Foundation
import Reach
import SimCore
import Wire

extension Router {
    /// `GET /api/sessions/{id}/inspect`: the inspector's record of the session — view
    /// hierarchy, responder chain, last hit test, event log and popover placement.
    func inspect(_ session: Session) -> HTTPResponse {
        .json(200, session.state.withLock { $0.simulator.inspect() })
    }
}

extension Router {
    /// `GET /api/sessions/{id}/element?x=&y=`: the element the engine's hit test finds at
    /// that point (screen points) and the one a check there names,
    /// `{"id": "..." | null, "check": "..." | null}`; nothing is touched.
    func element(_ request: HTTPRequest, _ session: Session) -> HTTPResponse {
        guard let x = request.query["x"].flatMap(Double.init), let y = request.query["y"].flatMap(Double.init),
            x.isFinite, y.isFinite, abs(x) <= 100_000, abs(y) <= 100_000
        else {
            return .error(APIError(400, "invalid_point", "x and y must be numbers of screen points within ±100000"))
        }
        let point = Point(x: x, y: y)
        let (id, check) = session.state.withLock { ($0.simulator.element(at: point), $0.simulator.elementToCheck(at: point)) }
        return .json(200, ["id": id, "check": check])
    }
}

extension Router {
    /// `GET /api/sessions/{id}/outside?of=ID`: where a tap outside that element goes — the
    /// point a flow's `tapOutside` taps (docs/FLOWS.md) — `{"found": Bool, "point": {x, y} | null}`;
    /// nothing is touched. The page's mirror replays a tap outside a popover by it.
    func outside(_ request: HTTPRequest, _ session: Session) -> HTTPResponse {
        guard let id = request.query["of"], !id.isEmpty, id.count <= 500 else {
            return .error(APIError(400, "invalid_target", "of must be an element id (or an element's text), at most 500 characters"))
        }
        let (found, point) = session.state.withLock { Reach.pointOutside(element: id, on: $0.simulator) }
        let spot: JSONValue = point.map { .object(["x": .number($0.x), "y": .number($0.y)]) } ?? .null
        return .json(200, JSONValue.object(["found": .bool(found), "point": spot]))
    }
}
