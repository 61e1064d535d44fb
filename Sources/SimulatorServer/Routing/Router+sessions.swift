import Foundation
import SimCore
import Wire

extension Router {
    struct Created: Encodable {
        var id: String
        var version: Int
        var tree: SemanticTree
        var render: JSONValue
    }

    /// `created` as `JSONEncoder` writes it (keys sorted), with its render snapshot written
    /// by Wire's writer: through `Codable` the snapshot was most of a session's creation.
    static func createdBody(_ created: Created) throws -> Data {
        Answer.jsonData([
            ("id", .value(.string(created.id))), ("render", .value(created.render)),
            ("tree", .json(try JSONCoding.encode(created.tree))), ("version", .value(.number(Double(created.version)))),
        ])
    }

    /// `POST /api/sessions`. A token at its quota loses its own least recently used
    /// session: that session's held long-polls are answered (they find it gone).
    func createSession(_ request: HTTPRequest, now: Double) -> RouteResult {
        do throws(APIError) {
            let client = try Client(request, trusting: trustedProxies)
            let body = try JSONCoding.decode(request.body)
            let configuration: SimulatorConfiguration
            do throws(WireError) {
                configuration = try SimulatorConfiguration(json: body, scenes: library.registry)
            } catch {
                // A scene not here yet may be a form of `--forms` still being read.
                if library.isLoading, case .object(let fields) = body, let scene = fields["scene"]?.stringValue,
                    library.registry.scene(scene) == nil
                {
                    throw APIError(
                        503, "forms_loading", "the forms of --forms are still being read; \"\(scene)\" may be one of them: try again in a moment")
                }
                if error.code == "unknown_scene", case .object(let fields) = body, let scene = fields["scene"]?.stringValue {
                    throw library.unknownScene(scene, token: client.token)
                }
                throw APIError(error)
            }
            let (session, evicted) = try sessions.create(configuration, client: client, now: now)
            let wake = evicted.flatMap { hub.publish(session: $0) }
            let created = session.state.withLock { state in
                Created(
                    id: session.id, version: state.simulator.version, tree: state.simulator.semanticTree(),
                    render: state.simulator.renderTree.snapshot)
            }
            guard let body = try? Self.createdBody(created) else { throw APIError.internalError }
            var response = HTTPResponse.json(201, body)
            response.setHeader("Location", "/api/sessions/\(session.id)")
            return .respond(response, wake: wake)
        } catch {
            return .respond(.error(error))
        }
    }

    /// `GET /api/sessions/{id}/tree`.
    func tree(_ session: Session) -> HTTPResponse {
        let tree = session.state.withLock { $0.simulator.semanticTree() }
        return .json(200, tree)
    }

    /// `GET /api/sessions/{id}/render`: the whole render tree, as a reset.
    func render(_ session: Session) -> HTTPResponse {
        session.state.withLock { state in
            .json(200, JSONValue.object(["version": .number(Double(state.simulator.version)), "reset": state.simulator.renderTree.snapshot]))
        }
    }

    /// `DELETE /api/sessions/{id}`: also answers the session's held long-polls (they
    /// find the session gone: 404).
    func deleteSession(_ id: String) -> RouteResult {
        guard SessionID.isWellFormed(id), sessions.remove(id) != nil else {
            return .respond(.error(.unknownSession(id)))
        }
        let wake = hub.publish(session: id)
        return .respond(HTTPResponse(status: 204), wake: wake)
    }
}
