import Foundation
import SimCore
import Wire

extension Router {
    /// `POST /api/sessions/{id}/input`: runs the events under the session's lock, logs
    /// the commit, and wakes the session's held long-polls. A refused event still commits
    /// (and publishes, animations included) the events before it, then answers 400.
    ///
    /// One event runs on the daemon's thread; more on a worker thread (`.work`), so a long
    /// batch never stops the daemon from reading and answering other requests.
    ///
    /// The events are sent to the simulator one at a time (each its own commit), so that
    /// between two of them it can look at `stopping`: once the server stops, the events
    /// not run yet are dropped and the answer is `503 server_stopping`
    /// (docs/SECURITY.md, "Shutdown"); no request keeps SIGTERM waiting longer than one
    /// event. Likewise, once the events have taken `batchSeconds`, the rest are not run
    /// and the answer is `422 batch_over_budget` naming how many were. The answer and the log still hold one set of ops for the whole request,
    /// the render tree's change from before it to after it (with the animations its
    /// commits declared), as when the batch was one commit; only the version may move
    /// by more than one.
    func input(_ request: HTTPRequest, session: Session) -> RouteResult {
        let events: [InputEvent]
        do throws(APIError) {
            let body = try JSONCoding.decode(request.body)
            do throws(WireError) {
                events = try InputEvent.parseBody(body)
            } catch {
                throw APIError(error)
            }
        } catch {
            return .respond(.error(error))
        }
        guard !stopping.isSet else {
            return .respond(.error(.serverStopping("none of the \(events.count) event(s) was run")))
        }
        // One event is quick (milliseconds): answered here. More may take seconds: a
        // worker thread runs them, so the daemon's polling thread keeps serving.
        guard events.count > 1 else {
            let (response, wake) = run(events, on: session)
            return .respond(response, wake: wake)
        }
        return .work(Job { run(events, on: session) })
    }

    /// Runs the events of one input request and answers; see `input`.
    func run(_ events: [InputEvent], on session: Session) -> (HTTPResponse, wake: [LongPollHub.WaiterID]) {
        guard !stopping.isSet else {
            return (.error(.serverStopping("none of the \(events.count) event(s) was run")), [])
        }
        return session.state.withLock { state -> (HTTPResponse, wake: [LongPollHub.WaiterID]) in
            let since = state.simulator.version
            // Kept only when several events may make several commits: holding a copy while
            // the simulator patches its tree would make it copy the whole tree.
            let before = events.count > 1 ? state.simulator.renderTree : nil
            var commits: [Commit] = []
            var touch: TouchSummary?
            var typing: TypingSummary?
            var failure: InputError?
            var stoppedAfter: Int?
            var overBudgetAfter: Int?
            let started = ContinuousClock.now
            for (index, event) in events.enumerated() {
                if index > 0, stopping.isSet {
                    stoppedAfter = index
                    break
                }
                if index > 0, ContinuousClock.now - started > .seconds(batchSeconds) {
                    overBudgetAfter = index
                    break
                }
                let (commit, refused) = state.simulator.sendPartially([event])
                if !commit.ops.isEmpty { commits.append(commit) }
                if let ended = commit.touch { touch = ended }
                if typing == nil { typing = commit.typing }
                if let refused {
                    // The same words a batch refused inside SimCore would have.
                    failure = refused
                    if events.count > 1 { failure?.eventIndex = index }
                    break
                }
            }
            let version = state.simulator.version
            if session.isRealTime, let next = state.simulator.nextTimerDeadline { timerDeadlines.note(next) }
            let ops = Self.netOps(commits, from: before, to: state.simulator.renderTree)
            var wake: [LongPollHub.WaiterID] = []
            if version != state.log.version {
                state.log.record(from: since, to: version, ops: ops)
                wake = hub.publish(session: session.id)
            }
            if let failure { return (.error(APIError(WireError(failure))), wake) }
            if let stoppedAfter {
                let detail = "events[0..<\(stoppedAfter)] of \(events.count) were run (now at version \(version)), the rest were not"
                return (.error(.serverStopping(detail)), wake)
            }
            if let overBudgetAfter {
                return (.error(.batchOverBudget(run: overBudgetAfter, of: events.count, seconds: batchSeconds, version: version)), wake)
            }
            // `since`: where these ops start, so a client can tell them apart from a
            // long-poll's; `touch`: what a lifted finger did, so the client mirrors it by
            // element id; `typing`: where the keys went, so it mirrors them only there.
            let answer = OpsAnswer.jsonData(ops: ops, version: version, since: since, touch: touch?.json, typing: typing?.json)
            return (.json(200, answer), wake)
        }
    }

    /// The ops from `before` to `after` over these commits: one commit's own ops, or for
    /// several the difference of the two trees, each node carrying the last animation a
    /// commit declared for it.
    static func netOps(_ commits: [Commit], from before: RenderTree?, to after: RenderTree) -> [RenderOp] {
        guard commits.count > 1, let before else { return commits.first?.ops ?? [] }
        var animations: [String: Animation] = [:]
        for commit in commits {
            for op in commit.ops {
                if let animation = op.animation { animations[op.id] = animation }
            }
        }
        return before.diff(to: after, animations: animations)
    }

    static func opsBody(version: Int, ops: [RenderOp]) -> Data {
        OpsAnswer.jsonData(ops: ops, version: version)
    }

    static func resetBody(version: Int, snapshot: JSONValue) -> JSONValue {
        .object(["version": .number(Double(version)), "reset": snapshot])
    }
}
