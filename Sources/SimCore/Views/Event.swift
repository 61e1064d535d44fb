/// Mirrors UIEvent: what a hit test or a touch method is told about the event being
/// delivered. `timestamp` is the simulator clock's time, in seconds.
public struct Event {
    public var timestamp: Double
    /// The touch of a touch event. Deviation: one touch at a time, so a touch event holds
    /// one, kept as it is (no set made for each event).
    var touch: Touch?
    /// Mirrors allTouches.
    public var allTouches: Set<Touch>? { touch.map { [$0] } }
    /// Set on the event of a touch that begins: the hit test notes its path here for the
    /// inspector (HitTestTracer).
    var tracer: HitTestTracer?

    public init(timestamp: Double) {
        self.timestamp = timestamp
    }

    /// A touch event: the touch at its current phase.
    init(timestamp: Double, touch: Touch) {
        self.timestamp = timestamp
        self.touch = touch
    }
}
