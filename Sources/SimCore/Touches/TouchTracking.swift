/// What the simulator keeps of the finger between events: the touch down now, where
/// the client's pointer clock meets the simulator's, and the touch that ended since the
/// last commit (for the commit to report).
struct TouchTracking {
    /// The finger down now, if any (one touch at a time).
    var active: Touch?
    /// The touch that ended since the last commit.
    var ended: TouchSummary?
    /// Where the client's pointer timestamps (ms) meet the simulator clock.
    private var timeBase: (client: Double, clock: Double)?

    /// The simulator time of a client timestamp (ms), so velocities use the client's
    /// own spacing of events; `now` when there is none, or when the client's clock
    /// went back or jumped a minute (it is met again there).
    mutating func time(ofClientMilliseconds milliseconds: Double?, now: Double) -> Double {
        guard let t = milliseconds else { return now }
        if let base = timeBase, t >= base.client, t - base.client < 60_000 {
            return max(now, base.clock + (t - base.client) / 1000)
        }
        timeBase = (t, now)
        return now
    }
}
