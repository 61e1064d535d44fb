/// Mirrors UIGestureRecognizer: watches the touches of its view (and the view's
/// subviews) and calls its action as its state changes.
/// Deviation: the action is a closure, not a target and selector.
open class GestureRecognizer {
    /// Mirrors UIGestureRecognizer.State.
    public enum State: Sendable {
        case possible, began, changed, ended, cancelled, failed

        /// The case's name, as the inspector's log writes it (without reflecting on the
        /// value, as interpolating it would).
        var name: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    public internal(set) var state: State = .possible
    /// Deviation: unowned, not weak, for the reason `View.superview` is (a weak reference
    /// gives the view a side table and slows every retain and release of it); the view
    /// clears it when it goes (`View.deinit`), so it never dangles.
    public internal(set) unowned var view: View?
    public var isEnabled = true
    /// When it recognises, the hit view's touches are cancelled (B5.2).
    public var cancelsTouchesInView = true
    public var action: ((GestureRecognizer) -> Void)?
    /// The touch being tracked. Weak: the touch holds its recognizers, and a strong
    /// reference back kept the touch, its hit view's subtree and so a whole simulator
    /// alive after the session ended (a retain cycle until the next touch).
    weak var touch: Touch?

    public init(action: ((GestureRecognizer) -> Void)? = nil) {
        self.action = action
    }

    /// Whether it has recognised (continuous: began or later; discrete: ended).
    var hasRecognized: Bool { state == .began || state == .changed || state == .ended }

    /// Mirrors location(in:).
    public func location(in view: View?) -> Point {
        touch?.location(in: view) ?? .zero
    }

    func send(_ newState: State) {
        state = newState
        if newState != .changed, let view, let log = view.window?.inspectorLog {
            log.record(.gesture, log.name(of: view), "\(log.name(of: type(of: self))) \(newState.name)")
        }
        action?(self)
    }

    // Overridden by the concrete recognisers.
    open func touchBegan(_ touch: Touch, timers: TimerQueue) { self.touch = touch }
    open func touchMoved(_ touch: Touch) {}
    open func touchEnded(_ touch: Touch) {}
    open func touchCancelled(_ touch: Touch) {
        if hasRecognized { send(.cancelled) } else { state = .failed }
    }

    /// Back to `.possible` for the next touch.
    open func reset() {
        state = .possible
        touch = nil
    }
}

extension View {
    /// Mirrors addGestureRecognizer(_:).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }
}
