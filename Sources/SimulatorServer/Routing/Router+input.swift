import Foundation
import SimCore
import Wire

extension Router {
    /// `POST /api/sessions/{id}/input`: the session service runs the events as one
    /// commit, logs it and wakes the session's held long-polls; this turns what it did
    /// into the answer. A refused event still commits (and publishes, animations
    /// included) the events before it, then answers 400.
    ///
    /// One event runs on the daemon's thread; more on a worker thread (`.work`), so a long
    /// batch never stops the daemon from reading and answering other requests. Once the
    /// server stops, the events not run yet are dropped and the answer is
    /// `503 server_stopping` (docs/SECURITY.md, "Shutdown"): no request keeps SIGTERM
    /// waiting longer than one event. Once the events have taken the batch's seconds,
    /// the rest are not run and the answer is `422 batch_over_budget` naming how many were.
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
        let input = service.run(events, on: session)
        switch input.stop {
        case .refused(let failure):
            return (.error(APIError(WireError(failure))), input.wake)
        case .serverStopping(let ran):
            let detail = "events[0..<\(ran)] of \(events.count) were run (now at version \(input.version)), the rest were not"
            return (.error(.serverStopping(detail)), input.wake)
        case .overBudget(let ran):
            let error = APIError.batchOverBudget(run: ran, of: events.count, seconds: service.batchSeconds, version: input.version)
            return (.error(error), input.wake)
        case nil:
            // `since`: where these ops start, so a client can tell them apart from a
            // long-poll's; `touch`: what a lifted finger did, so the client mirrors it by
            // element id; `typing`: where the keys went, so it mirrors them only there;
            // `warnings`: old action ids taken for the actions they name now (E3.S6).
            // Ops not published (nothing changed) are written here; there are none or few.
            let answer = OpsAnswer.jsonData(
                opsText: input.opsText ?? OpsAnswer.opsText(input.ops), version: input.version, since: input.since,
                touch: input.touch?.json, typing: input.typing?.json, warnings: input.oldActionIDs.map(\.message))
            return (.json(200, answer), input.wake)
        }
    }

    static func opsBody(version: Int, ops: [RenderOp]) -> Data {
        OpsAnswer.jsonData(ops: ops, version: version)
    }

    static func resetBody(version: Int, snapshot: JSONValue) -> JSONValue {
        .object(["version": .number(Double(version)), "reset": snapshot])
    }
}
