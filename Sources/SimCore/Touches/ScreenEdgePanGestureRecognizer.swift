/// Mirrors UIScreenEdgePanGestureRecognizer: a pan that begins only for a touch that went
/// down within `edgeWidth` of one of its `edges` and then moves away from that edge more
/// than along it (B9.9). A touch that starts elsewhere, or moves along the edge or back
/// into it, fails it at once and stays with whatever it touched.
///
/// Deviation: the edges are its view's bounds', not the screen's. A navigation
/// controller's view fills the screen, so they are the same there; in a sheet they are
/// the card's, where UIKit's pop gesture also starts.
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// Mirrors edges: where the gesture may start (none by default, as in UIKit).
    public var edges: RectEdge = []
    /// How far from an edge the touch may go down.
    public static let edgeWidth = Metrics.screenEdgePanWidth

    /// The edge the touch went down at, if one of `edges`.
    private var startEdge: RectEdge?

    public override func touchBegan(_ touch: Touch, timers: TimerQueue) {
        super.touchBegan(touch, timers: timers)
        startEdge = edge(at: touch.startLocation)
        if startEdge == nil { state = .failed }
    }

    public override func touchMoved(_ touch: Touch) {
        guard state == .possible, let startEdge else { return super.touchMoved(touch) }
        let move = translation
        guard move.x * move.x + move.y * move.y > threshold * threshold else { return }
        let (away, along): (Double, Double) =
            switch startEdge {
            case .left: (move.x, move.y)
            case .right: (-move.x, move.y)
            case .top: (move.y, move.x)
            default: (-move.y, move.x)
            }
        let allowed = away > abs(along) && shouldBegin(self) && touch.view?.gestureRecognizerShouldBegin(self) != false
        if allowed { send(.began) } else { state = .failed }
    }

    public override func reset() {
        super.reset()
        startEdge = nil
    }

    /// The first of `edges` within `edgeWidth` of a screen point, in the view's bounds.
    private func edge(at screenPoint: Point) -> RectEdge? {
        guard let view else { return nil }
        let bounds = view.bounds, p = view.convert(screenPoint, from: nil)
        guard bounds.contains(p) else { return nil }
        let near: [(RectEdge, Bool)] = [
            (.left, p.x < bounds.minX + Self.edgeWidth), (.right, p.x >= bounds.maxX - Self.edgeWidth),
            (.top, p.y < bounds.minY + Self.edgeWidth), (.bottom, p.y >= bounds.maxY - Self.edgeWidth),
        ]
        return near.first { edges.contains($0.0) && $0.1 }?.0
    }
}
