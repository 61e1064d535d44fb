import Foundation
import SimCore

extension Router {
    /// `POST /api/sessions/{id}/input`: runs the events under the session's lock, logs
    /// the commit, and wakes the session's held long-polls. A refused event still
    /// commits (and publishes) the events before it, then answers 400.
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
            let before = state.simulator.renderTree
            let version: Int
            let ops: [JSONValue]
            var failure: InputError?
            do throws(InputError) {
                let commit = try state.simulator.send(events)
                version = commit.version
                ops = commit.ops.map(\.json)
            } catch {
                failure = error
                version = state.simulator.version
                // The partial commit's ops are not returned with the error: rebuild them
                // (without animations) from the trees.
                ops = version == state.log.version ? [] : before.diff(to: state.simulator.renderTree).map(\.json)
            }
            var wake: [LongPollHub.WaiterID] = []
            if version != state.log.version {
                state.log.record(version: version, ops: ops)
                wake = hub.withHub { $0.publish(session: session.id) }
            }
            if let failure { return .respond(.error(APIError(failure)), wake: wake) }
            return .respond(.json(200, Self.opsBody(version: version, ops: ops)), wake: wake)
        }
    }

    static func opsBody(version: Int, ops: [JSONValue]) -> JSONValue {
        .object(["version": .number(Double(version)), "ops": .array(ops)])
    }

    static func resetBody(version: Int, snapshot: JSONValue) -> JSONValue {
        .object(["version": .number(Double(version)), "reset": snapshot])
    }
}
