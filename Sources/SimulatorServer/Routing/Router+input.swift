import Foundation
import SimCore
import Wire

extension Router {
    /// `POST /api/sessions/{id}/input`: runs the events under the session's lock, logs
    /// the commit, and wakes the session's held long-polls. A refused event still
    /// commits (and publishes, animations included) the events before it, then answers 400.
    func input(_ request: HTTPRequest, session: Session) -> RouteResult {
        let events: [InputEvent]
        do throws(APIError) {
            let body = try JSONCoding.decode(request.body)
            do throws(InputError) {
                events = try InputEvent.parseBody(body)
            } catch {
                throw APIError(error)
            }
        } catch {
            return .respond(.error(error))
        }
        return session.state.withLock { state -> RouteResult in
            let since = state.simulator.version
            let (commit, failure) = state.simulator.sendPartially(events)
            let version = commit.version
            let ops = commit.ops.map(\.value)
            var wake: [LongPollHub.WaiterID] = []
            if version != state.log.version {
                state.log.record(version: version, ops: ops)
                wake = hub.withHub { $0.publish(session: session.id) }
            }
            if let failure { return .respond(.error(APIError(failure)), wake: wake) }
            var body = Self.opsBody(version: version, ops: ops)
            // Where these ops start, so a client can tell them apart from a long-poll's.
            if case .object(var fields) = body {
                fields["since"] = .number(Double(since))
                // What a lifted finger did, so the client mirrors it by element id.
                if let touch = commit.touch { fields["touch"] = touch.json }
                body = .object(fields)
            }
            return .respond(.json(200, body), wake: wake)
        }
    }

    static func opsBody(version: Int, ops: [JSONValue]) -> JSONValue {
        .object(["version": .number(Double(version)), "ops": .array(ops)])
    }

    static func resetBody(version: Int, snapshot: JSONValue) -> JSONValue {
        .object(["version": .number(Double(version)), "reset": snapshot])
    }
}
