import SimCore

/// The clock of `"clock": "real"` sessions: the server's monotonic time.
final class RealClock: SimClock, Sendable {
    let source: ServerClock

    init(source: ServerClock) {
        self.source = source
    }

    var now: Double { source.now }
}
