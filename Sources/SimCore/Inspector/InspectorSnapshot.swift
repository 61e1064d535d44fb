/// What `GET /api/sessions/{id}/inspect` answers: the view hierarchy, the responder chain
/// from the first responder to the application, the last hit test, the event log and the
/// placement of the front-most popover. Wire writes it as JSON.
public struct InspectorSnapshot: Sendable {
    /// A view of the hierarchy, frames in screen points.
    public struct ViewNode: Sendable {
        public var className: String
        public var id: String?
        public var frame: Rect
        public var hidden: Bool
        public var alpha: Double
        public var interaction: Bool
        public var children: [ViewNode]
    }

    /// One responder of the chain: `view`, `viewController`, `window` or `application`.
    public struct ResponderLink: Equatable, Sendable {
        public var kind: String
        public var className: String
        public var id: String?
    }

    /// One side tried for a popover, with its score.
    public struct PopoverCandidate: Equatable, Sendable {
        public var direction: String
        public var frame: Rect
        public var score: Double
        public var chosen: Bool
    }

    /// The front-most popover's placement.
    public struct Popover: Equatable, Sendable {
        public var id: String?
        public var source: String
        public var sourceFrame: Rect
        public var arrow: String
        public var frame: Rect
        public var candidates: [PopoverCandidate]
    }

    public var version: Int
    public var orientation: Orientation
    public var firstResponder: String?
    public var responderChain: [ResponderLink]
    public var hierarchy: [ViewNode]
    public var lastHitTest: HitTestTrace?
    public var events: [InspectorEntry]
    public var popover: Popover?
    /// The front-most screen's own state, where it has one (a SwiftUI form's).
    public var state: InspectedState?
}
