/// Mirrors UIGestureRecognizer: watches the touches of its view (and the view's
/// subviews) and calls its action as its state changes.
/// Deviation: the action is a closure, not a target and selector.
open class GestureRecognizer {
    /// Mirrors UIGestureRecognizer.State.
    public enum State: Sendable { case possible, began, changed, ended, cancelled, failed }

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
        if newState != .changed, let view {
            view.window?.inspectorLog.record(
                .gesture, view.inspectorName, "\(String(describing: type(of: self))) \(newState)")
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
