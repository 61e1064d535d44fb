/// The path of one hit test: where, which view it returned, the nearest element id at or
/// above that view (what a client names when it replays the touch elsewhere), and each
/// view visited with its outcome.
public struct HitTestTrace: Equatable, Sendable {
    public var point: Point
    public var hit: String?
    public var element: String?
    public var steps: [HitTestStep]
}
