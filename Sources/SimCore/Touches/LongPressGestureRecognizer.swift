/// Mirrors UILongPressGestureRecognizer: begins after `minimumPressDuration` (0.5 s)
/// if the touch has not moved more than `allowableMovement` (10 pt) (B6.1).
public final class LongPressGestureRecognizer: GestureRecognizer {
    public var minimumPressDuration = Metrics.longPressDuration
    public var allowableMovement = Metrics.touchSlop
    private var timer: TimerQueue.Token?
    private weak var timers: TimerQueue?

    public override func touchBegan(_ touch: Touch, timers: TimerQueue) {
        super.touchBegan(touch, timers: timers)
        self.timers = timers
        timer = timers.schedule(at: touch.startTimestamp + minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible, self.isEnabled else { return }
            self.send(.began)
        }
    }

    public override func touchMoved(_ touch: Touch) {
        switch state {
        case .possible:
            if touch.location.distance(to: touch.startLocation) > allowableMovement {
                state = .failed
                timers?.cancel(timer)
            }
        case .began, .changed:
            send(.changed)
        default: break
        }
    }

    public override func touchEnded(_ touch: Touch) {
        timers?.cancel(timer)
        if state == .possible { state = .failed } else if hasRecognized { send(.ended) }
    }

    public override func touchCancelled(_ touch: Touch) {
        timers?.cancel(timer)
        super.touchCancelled(touch)
    }
}
