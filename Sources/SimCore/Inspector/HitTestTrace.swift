/// The path of one hit test: where, which view it returned, the nearest element id at or
/// above that view (what a client names when it replays the touch elsewhere), and each
/// view visited with its outcome.
public struct HitTestTrace: Encodable, Equatable, Sendable {
    public var point: [Double]
    public var hit: String?
    public var element: String?
    public var steps: [HitTestStep]
}
