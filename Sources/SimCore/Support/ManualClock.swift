/// A clock that moves only when told to (`advance` events, tests).
public final class ManualClock: SimClock {
    public private(set) var now: Double

    public init(now: Double = 0) {
        self.now = now
    }

    public func advance(by seconds: Double) {
        now += max(0, seconds)
    }
}
