/// Mirrors UIPanGestureRecognizer: begins once the touch has moved 10 pt (B5.2).
public final class PanGestureRecognizer: GestureRecognizer {
    public var threshold = Metrics.touchSlop

    /// Mirrors translation(in:), in screen points since the touch went down.
    public var translation: Point {
        guard let touch else { return .zero }
        return Point(x: touch.location.x - touch.startLocation.x, y: touch.location.y - touch.startLocation.y)
    }

    /// Mirrors velocity(in:), points per second.
    public var velocity: Point { touch?.velocity ?? .zero }

    /// Lets a scroll view refuse a pan it cannot follow (content that does not scroll, B5.3).
    var shouldBegin: (PanGestureRecognizer) -> Bool = { _ in true }

    public override func touchMoved(_ touch: Touch) {
        switch state {
        case .possible:
            if touch.location.distance(to: touch.startLocation) > threshold {
                let allowed = shouldBegin(self) && touch.view?.gestureRecognizerShouldBegin(self) != false
                if allowed { send(.began) } else { state = .failed }
            }
        case .began, .changed:
            send(.changed)
        default: break
        }
    }

    public override func touchEnded(_ touch: Touch) {
        if hasRecognized { send(.ended) } else { state = .failed }
    }
}
