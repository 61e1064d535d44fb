import Foundation
import SimCore
import Wire

/// What happens to sessions' simulators, and its publishing: input events, due timers
/// and rebuilds are each committed, recorded in the session's `PatchLog`, and wake the
/// session's held long-polls. It knows nothing of HTTP — the routes turn its outcomes
/// into answers — so it is tested in memory (SessionServiceTests).
struct SessionService: Sendable {
    let hub: LongPollCenter
    /// Set when the server begins to stop: a batch stops between two events.
    let stopping: StopFlag
    /// Where input notes the timers it set on real-time sessions (for the timer thread).
    let timerDeadlines: TimerDeadlines
    /// Seconds of wall clock the events of one input request may take: a thousand events
    /// that each cost milliseconds would otherwise hold a worker thread, and every
    /// client queued behind it, for seconds.
    let batchSeconds: Double

    /// What a batch of events did.
    struct Input {
        /// Why the batch ended before its last event; nil when every event ran.
        enum Stop: Equatable {
            /// An event could not be carried out (its index in `eventIndex` for a batch).
            case refused(InputError)
            /// The server began to stop after `ran` events.
            case serverStopping(ran: Int)
            /// The events took `batchSeconds`; `ran` of them ran.
            case overBudget(ran: Int)
        }

        /// The version the ops start from, and the one they reach.
        var since: Int
        var version: Int
        var ops: [RenderOp]
        var touch: TouchSummary?
        var typing: TypingSummary?
        /// Old action ids the events went to (E3.S6): the answer's warnings.
        var oldActionIDs: [OldActionID] = []
        /// `ops` as JSON text, when they were published (the answer carries what the
        /// long polls do).
        var opsText: Data?
        var stop: Stop?
        /// Held long-polls to answer now.
        var wake: [LongPollHub.WaiterID]
    }

    /// Runs the events under the session's lock, each in its own turn
    /// (`Simulator.sendTurns`): the answer and the log hold one set of ops for the whole
    /// batch, with the animations its events declared. Between two events the batch stops once the server is stopping or the
    /// events have taken `batchSeconds`; a refused event stops it too. Whatever ran is
    /// committed, logged and published either way.
    func run(_ events: [InputEvent], on session: Session) -> Input {
        session.state.withLock { state in
            let since = state.simulator.version
            let started = ContinuousClock.now
            var stop: Input.Stop?
            let (commit, failure, _) = state.simulator.sendTurns(events) { index in
                if stopping.isSet {
                    stop = .serverStopping(ran: index)
                } else if ContinuousClock.now - started > .seconds(batchSeconds) {
                    stop = .overBudget(ran: index)
                }
                return stop != nil
            }
            if let failure { stop = .refused(failure) }
            if session.isRealTime, let next = state.simulator.nextTimerDeadline { timerDeadlines.note(next) }
            let wake = publish(commit, since: since, in: &state, session: session.id)
            let published = state.latestOps.flatMap { $0.from == since && $0.version == commit.version ? $0.text : nil }
            return Input(
                since: since, version: commit.version, ops: commit.ops, touch: commit.touch, typing: commit.typing,
                oldActionIDs: commit.oldActionIDs, opsText: published, stop: stop,
                wake: wake)
        }
    }

    /// Runs a real-time session's timers that are due by `now`, publishing what they
    /// changed; when its next timer is due.
    func advanceTimers(of session: Session, now: Double) -> (wake: [LongPollHub.WaiterID], next: Double?) {
        session.state.withLock { state in
            var wake: [LongPollHub.WaiterID] = []
            if let due = state.simulator.nextTimerDeadline, due <= now {
                let since = state.simulator.version
                wake = publish(state.simulator.advanceTime(), since: since, in: &state, session: session.id)
            }
            return (wake, state.simulator.nextTimerDeadline)
        }
    }

    /// Rebuilds a session of `scene`'s id on its new descriptor — same device,
    /// orientation and clock, the values of rows that remain, the first responder — and
    /// resets its log; nil when the session runs another scene.
    func rebuild(_ session: Session, on scene: SceneDescriptor) -> [LongPollHub.WaiterID]? {
        let rebuilt = session.state.withLock { state -> Bool in
            let old = state.simulator
            guard old.configuration.scene.id == scene.id else { return false }
            var configuration = old.configuration
            configuration.scene = scene
            configuration.orientation = old.orientation
            state.simulator = Simulator(
                configuration: configuration, clock: old.clock, version: old.version + 1,
                restoring: old.restorableState(), firstResponder: old.firstResponderID)
            state.log.reset(to: state.simulator.version)
            state.latestOps = nil
            return true
        }
        return rebuilt ? hub.publish(session: session.id) : nil
    }

    /// Records a commit that changed the tree, writes its ops as JSON text once, and wakes
    /// the session's held long-polls.
    private func publish(_ commit: Commit, since: Int, in state: inout Session.State, session: String) -> [LongPollHub.WaiterID] {
        guard commit.version != state.log.version else { return [] }
        state.log.record(from: since, to: commit.version, ops: commit.ops)
        state.latestOps =
            state.log.version == commit.version
            ? Session.OpsText(from: since, version: commit.version, text: OpsAnswer.opsText(commit.ops)) : nil
        return hub.publish(session: session)
    }
}
