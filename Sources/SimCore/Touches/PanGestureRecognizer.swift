/// Mirrors UIPanGestureRecognizer: begins once the touch has moved 10 pt (B5.2).
/// Not final: the screen-edge pan is one, as in UIKit.
public class PanGestureRecognizer: GestureRecognizer {
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
    /// Movement mostly sideways fails the pan instead of beginning it (a scroll view that
    /// scrolls only vertically: B5.2), so the touch stays with the content. Deviation: UIKit's scroll view decides this inside
    /// its own pan recognizer; here the recognizer is told.
    var beginsOnVerticalMovementOnly = false

    public override func touchMoved(_ touch: Touch) {
        switch state {
        case .possible:
            let dx = abs(touch.location.x - touch.startLocation.x), dy = abs(touch.location.y - touch.startLocation.y)
            if beginsOnVerticalMovementOnly, dx > threshold, dx > dy {
                // Sideways in a view that scrolls only up and down: the touch is the content's.
                state = .failed
            } else if touch.location.distance(to: touch.startLocation) > threshold {
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
