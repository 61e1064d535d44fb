import Foundation
import SimCore
import Wire

@testable import SimulatorServer
import TestSupport

/// One session of the HTTP storm on a test server, with its in-process model. After
/// every request it checks: the status is 2xx or 4xx and is what the model answered (the
/// same version or the same error code), the invariants held after each of the model's
/// events and hold on the server's tree, and the server's tree is the model's.
struct StormSession {
    let server: TestServer
    /// The session's body (one of `StormMirror.sessionBodies`).
    let body: String
    let id: String
    private var mirror: StormMirror
    private var invariants: SessionInvariants
    private(set) var tree: SemanticTree

    init(server: TestServer, body: String) throws {
        self.server = server
        self.body = body
        id = try server.createSession(body)
        mirror = try StormMirror(body: body)
        invariants = SessionInvariants(locale: "en_US")
        tree = try Self.tree(server, id)
    }

    /// How often the Birthday, popover and anchor checks had something to look at.
    var checked: (birthdays: Int, popovers: Int, anchored: Int) {
        (
            mirror.invariants.birthdaysChecked + invariants.birthdaysChecked,
            mirror.invariants.popoversChecked + invariants.popoversChecked,
            mirror.invariants.anchoredChecked + invariants.anchoredChecked
        )
    }

    /// Sends one request; returns its status and what is wrong after it (empty if nothing).
    mutating func send(_ request: StormRequest) throws -> (status: Int, problems: [String]) {
        let response = try RawHTTP.request(port: server.port, "POST", "/api/sessions/\(id)/input", body: JSONCoding.encode(request.body))
        let json = try? response.json()
        let budget = json?.errorCode == "batch_over_budget" ? json?["error"]?["ran"]?.numberValue.map { Int($0) } : nil
        let (expected, modelProblems) = mirror.run(request, budget: budget)
        var problems = modelProblems
        let answered: StormOutcome =
            response.status == 200
            ? .ran(version: Int(json?["version"]?.number ?? -1))
            : .refused(code: json?.errorCode ?? "status \(response.status)")
        if !(200..<500).contains(response.status) { problems.append("status \(response.status)") }
        if answered != expected { problems.append("the server answered \(answered), the model \(expected)") }
        tree = try Self.tree(server, id)
        problems += invariants.violations(in: tree).map { "server tree: \($0)" }
        if try tree != mirror.tree() { problems.append("the server's tree is not the model's") }
        return (response.status, problems)
    }

    /// Ends the session on the server.
    func close() {
        _ = try? server.request("DELETE", "/api/sessions/\(id)")
    }

    /// The requests on a fresh session of `body`, stopping at the first that leaves
    /// something wrong: its index and the problems, or nil if all went well.
    static func replay(_ requests: [StormRequest], body: String, on server: TestServer) throws -> (index: Int, problems: [String])? {
        var session = try StormSession(server: server, body: body)
        defer { session.close() }
        for (index, request) in requests.enumerated() {
            let problems = try session.send(request).problems
            if !problems.isEmpty { return (index, problems) }
        }
        return nil
    }

    /// The same, on the model alone (no server): a thousand times quicker, for shrinking a
    /// failure the model shows by itself.
    static func replayModel(_ requests: [StormRequest], body: String) throws -> (index: Int, problems: [String])? {
        var mirror = try StormMirror(body: body)
        for (index, request) in requests.enumerated() {
            let problems = mirror.run(request).problems
            if !problems.isEmpty { return (index, problems) }
        }
        return nil
    }

    static func tree(_ server: TestServer, _ id: String) throws -> SemanticTree {
        try JSONDecoder().decode(SemanticTree.self, from: server.request("GET", "/api/sessions/\(id)/tree").body)
    }
}
