/// Mirrors UIEvent: what a hit test or a touch method is told about the event being
/// delivered. `timestamp` is the simulator clock's time, in seconds.
public struct Event {
    public var timestamp: Double
    /// Set on the event of a touch that begins: the hit test notes its path here for the
    /// inspector (HitTestTracer).
    var tracer: HitTestTracer?

    public init(timestamp: Double) {
        self.timestamp = timestamp
    }
}
