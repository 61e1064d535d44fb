/// Mirrors UITapGestureRecognizer with one tap: recognises on touch up within 10 pt.
public final class TapGestureRecognizer: GestureRecognizer {
    public var allowableMovement = Metrics.touchSlop

    public override func touchMoved(_ touch: Touch) {
        if state == .possible, touch.location.distance(to: touch.startLocation) > allowableMovement { state = .failed }
    }

    public override func touchEnded(_ touch: Touch) {
        guard state == .possible else { return }
        send(.ended)
    }
}
