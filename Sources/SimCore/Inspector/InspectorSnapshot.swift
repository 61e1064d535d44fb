/// What `GET /api/sessions/{id}/inspect` answers: the view hierarchy, the responder chain
/// from the first responder to the application, the last hit test, the event log and the
/// placement of the front-most popover.
public struct InspectorSnapshot: Encodable, Sendable {
    /// A view of the hierarchy, frames in screen points.
    public struct ViewNode: Encodable, Sendable {
        public var className: String
        public var id: String?
        public var frame: [Double]
        public var hidden: Bool
        public var alpha: Double
        public var interaction: Bool
        public var children: [ViewNode]
    }

    /// One responder of the chain: `view`, `viewController`, `window` or `application`.
    public struct ResponderLink: Encodable, Equatable, Sendable {
        public var kind: String
        public var className: String
        public var id: String?
    }

    /// One side tried for a popover, with its score.
    public struct PopoverCandidate: Encodable, Equatable, Sendable {
        public var direction: String
        public var frame: [Double]
        public var score: Double
        public var chosen: Bool
    }

    /// The front-most popover's placement.
    public struct Popover: Encodable, Equatable, Sendable {
        public var id: String?
        public var source: String
        public var sourceFrame: [Double]
        public var arrow: String
        public var frame: [Double]
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

    enum CodingKeys: String, CodingKey {
        case version, orientation, firstResponder, responderChain, hierarchy, lastHitTest, events, popover
    }

    /// Writes `firstResponder`, `lastHitTest` and `popover` as `null` when absent.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode(orientation, forKey: .orientation)
        try c.encode(firstResponder, forKey: .firstResponder)
        try c.encode(responderChain, forKey: .responderChain)
        try c.encode(hierarchy, forKey: .hierarchy)
        try c.encode(lastHitTest, forKey: .lastHitTest)
        try c.encode(events, forKey: .events)
        try c.encode(popover, forKey: .popover)
    }
}
