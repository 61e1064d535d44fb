/// A clock that moves only when told to (`advance` events, tests).
public final class ManualClock: SimClock {
    public private(set) var now: Double
    /// The device's today: the status bar's day unless a test gives another.
    public let today: SimpleDate

    public init(now: Double = 0, today: SimpleDate = .statusBarDay) {
        self.now = now
        self.today = today
    }

    public func advance(by seconds: Double) {
        now += max(0, seconds)
    }
}
