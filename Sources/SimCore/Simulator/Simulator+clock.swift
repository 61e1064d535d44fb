/// Time on a manual clock: the one loop that moves it, firing each timer at its own time
/// and in order, for `advance`, a held touch and a flow's settling alike.
extension Simulator {
    /// Runs a manual clock on to `end`, firing every timer due by then at its deadline
    /// (a timer may schedule another, which fires too if it is due by `end`).
    func run(until end: Double, on manual: ManualClock) {
        while let deadline = timers.nextDeadline, deadline <= end {
            manual.advance(by: max(0, deadline - manual.now))
            timers.fire(upTo: deadline)
        }
        manual.advance(by: max(0, end - manual.now))
    }

    /// Keeps a touch still for a while: a manual clock moves on; a real clock cannot be
    /// moved, so the timers due within that time fire now.
    func hold(seconds: Double) {
        if let manual = clock as? ManualClock {
            run(until: manual.now + seconds, on: manual)
        } else {
            timers.fire(upTo: clock.now + seconds)
        }
    }

    /// On a manual clock, runs on through the timers due within `seconds` (a long press's
    /// menu, a popover placed again after a rotation, a fade) and stops at the last one
    /// that fired, then commits. At most `rounds` timers, so a timer that keeps
    /// rescheduling itself (a caret's blink) cannot hold a run. A real clock's session
    /// only commits.
    public func settle(within seconds: Double, rounds: Int = 100) -> Commit {
        if let manual = clock as? ManualClock {
            let limit = manual.now + seconds
            var fired = 0
            while let deadline = timers.nextDeadline, deadline <= limit, fired < rounds {
                run(until: deadline, on: manual)
                fired += 1
            }
        }
        return commit()
    }

    /// Where a tap by element id lands: the centre of the element's visible part
    /// (`unknown_target` or `target_not_visible` when there is none).
    public func touchPoint(of target: String) throws(InputError) -> Point {
        try touchPoint(of: target, exclusive: false)
    }
}
