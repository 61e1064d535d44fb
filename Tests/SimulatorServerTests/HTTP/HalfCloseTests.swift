import Foundation
import SimCore
import Wire
import Testing

@testable import SimulatorServer
import TestSupport

/// Clients that shut down their sending side after the request (`shutdown(SHUT_WR)`, as
/// some proxies and scripts do) still get their answer, held or not.
@Suite("Half-closed clients", .serialized)
struct HalfCloseTests {
    @Test("A held long-poll whose client half-closed is answered with the ops when its session commits")
    func heldPollAnsweredOnCommit() throws {
        let server = try TestServer()
        let id = try server.createSession()
        let poll = try #require(HeldSocket(port: server.port))
        poll.get("/api/sessions/\(id)/events?since=1", port: server.port)
        poll.halfClose()
        // Held, not answered and not closed: nothing to read yet.
        #expect(!poll.isReadable(timeout: 0.4), "the half-closed poll was answered or closed before any commit")
        #expect(server.server.outstandingHolds == 1)

        let input = try server.request("POST", "/api/sessions/\(id)/input", json: #"{"type":"tap","target":"first-name-field"}"#)
        #expect(input.status == 200)
        let answer = poll.readAll(timeout: 5)
        let head = String(decoding: answer.prefix(12), as: UTF8.self)
        #expect(head == "HTTP/1.1 200", "the half-closed poll got \(answer.count) bytes: \(head)")
        let body = try JSONValue(data: try #require(HeldSocket.body(of: answer)))
        #expect(body["version"] == (try input.json())["version"])
        #expect((body["ops"]?.array?.count ?? 0) > 0)
    }

    @Test("A held long-poll whose client half-closed is answered with no ops when its hold runs out")
    func heldPollAnsweredAtExpiry() throws {
        let server = try TestServer(holdSeconds: 0.5)
        let id = try server.createSession()
        let poll = try #require(HeldSocket(port: server.port))
        poll.get("/api/sessions/\(id)/events?since=1", port: server.port)
        poll.halfClose()
        let answer = poll.readAll(timeout: 5)
        #expect(String(decoding: answer.prefix(12), as: UTF8.self) == "HTTP/1.1 200")
        let body = try JSONValue(data: try #require(HeldSocket.body(of: answer)))
        #expect(body == ["version": 1, "ops": []])
    }

    @Test("Half-closed requests that are answered at once or by a worker thread get their answer too")
    func halfClosedOthers() throws {
        let server = try TestServer()
        let id = try server.createSession()
        let input = #"{"type":"tap","target":"first-name-field"}"#
        let flow = #"{"name": "f", "scene": "login", "devices": ["iphone-se"], "steps": [{"tap": "email"}]}"#
        for (path, body) in [("/api/sessions/\(id)/input", input), ("/api/flows/run", flow)] {
            let socket = try #require(HeldSocket(port: server.port))
            socket.send(
                "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Type: application/json\r\n"
                    + "Connection: close\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
            socket.halfClose()
            let answer = socket.readAll(timeout: 10)
            #expect(String(decoding: answer.prefix(12), as: UTF8.self) == "HTTP/1.1 200", "\(path): \(answer.count) bytes")
        }
        #expect(try server.request("GET", "/api/sessions/\(id)/tree").status == 200)
    }
}
