/// Mirrors UIEvent: what a hit test or a touch method is told about the event being
/// delivered. `timestamp` is the simulator clock's time, in seconds.
public struct Event: Sendable {
    public var timestamp: Double

    public init(timestamp: Double) {
        self.timestamp = timestamp
    }
}
