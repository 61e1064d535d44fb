/// Mirrors UITouch: one finger from down to up. It stays with its hit view for its
/// whole life (B1.6).
public final class Touch: Hashable {
    /// Mirrors UITouch.Phase.
    public enum Phase: Sendable { case began, moved, stationary, ended, cancelled }

    public let view: View?
    public internal(set) var phase: Phase = .began
    /// Screen (window) coordinates.
    public internal(set) var location: Point
    public internal(set) var previousLocation: Point
    public let startLocation: Point
    public internal(set) var timestamp: Double
    public let startTimestamp: Double
    /// Recent (time, location) samples, for the release velocity.
    var samples: [(Double, Point)] = []
    var gestureRecognizers: [GestureRecognizer] = []
    /// Whether the hit view has been sent touchesBegan (the scroll view may delay it, B5.1).
    var deliveredToView = false
    var cancelledForView = false
    var delayTimer: TimerQueue.Token?
    /// How far the finger got from where it went down (points), for its summary.
    var farthestDistance = 0.0

    init(view: View?, location: Point, timestamp: Double) {
        self.view = view
        self.location = location
        self.previousLocation = location
        self.startLocation = location
        self.timestamp = timestamp
        self.startTimestamp = timestamp
        samples = [(timestamp, location)]
    }

    /// Mirrors location(in:).
    public func location(in view: View?) -> Point {
        guard let view else { return location }
        return view.convert(location, from: nil)
    }

    /// Points per second over the last ~100 ms of samples.
    var velocity: Point {
        guard let last = samples.last else { return .zero }
        let window = samples.filter { last.0 - $0.0 <= 0.1 }
        guard let first = window.first, last.0 - first.0 > 0.001 else { return .zero }
        let dt = last.0 - first.0
        return Point(x: (last.1.x - first.1.x) / dt, y: (last.1.y - first.1.y) / dt)
    }

    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
