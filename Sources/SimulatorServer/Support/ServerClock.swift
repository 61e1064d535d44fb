/// Monotonic seconds since the server started: hold timers, idle expiry and the real
/// clock of sessions all read it.
struct ServerClock: Sendable {
    let origin: ContinuousClock.Instant

    init(origin: ContinuousClock.Instant = .now) {
        self.origin = origin
    }

    var now: Double {
        let elapsed = ContinuousClock.now - origin
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}
