import Foundation
import SimCore
import Testing

@testable import SimulatorServer
import TestSupport

@Suite("Limits over HTTP", .serialized)
struct LimitsHTTPTests {
    func post(_ server: TestServer, _ path: String, _ body: Data) throws -> RawHTTP.Response {
        try RawHTTP.request(port: server.port, "POST", path, body: body)
    }

    @Test("JSON nested 65 deep is 400 too_deep (64 is parsed), even 100,000 deep answers at once")
    func depth() throws {
        let server = try TestServer()
        let id = try server.createSession()
        let path = "/api/sessions/\(id)/input"
        func nested(_ depth: Int) -> Data {
            Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        }
        let ok = try post(server, path, nested(64))
        #expect(ok.status == 400)
        #expect(try ok.json().errorCode == "invalid_body")
        for depth in [65, 100_000] {
            let started = ContinuousClock.now
            let deep = try post(server, path, nested(depth))
            #expect(deep.status == 400)
            #expect(try deep.json().errorCode == "too_deep")
            #expect(ContinuousClock.now - started < .seconds(2))
        }
        // Brackets inside strings do not count.
        let text = try post(server, path, Data(#"{"type":"text","text":"\#(String(repeating: "[{", count: 500))\" ]"}"#.utf8))
        #expect(text.status == 200)
        let objects = try post(server, "/api/sessions", Data((String(repeating: #"{"a":"#, count: 70) + "1" + String(repeating: "}", count: 70)).utf8))
        #expect(try objects.json().errorCode == "too_deep")
    }

    @Test("A body that is not UTF-8 is 400 invalid_utf8")
    func invalidUTF8() throws {
        let server = try TestServer()
        let id = try server.createSession()
        for bytes: [UInt8] in [[0xFF, 0xFE], Array(#"{"type":"text","text":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8), [0xED, 0xA0, 0x80]] {
            let response = try post(server, "/api/sessions/\(id)/input", Data(bytes))
            #expect(response.status == 400)
            #expect(try response.json().errorCode == "invalid_utf8")
        }
    }

    @Test("1,001 events are 400 too_many_events; 1,000 are run")
    func eventCount() throws {
        let server = try TestServer()
        let id = try server.createSession(#"{"device":"iphone-se","scene":"contacts","clock":"manual"}"#)
        func batch(_ count: Int) -> String {
            #"{"events":["# + Array(repeating: #"{"type":"advance","ms":1}"#, count: count).joined(separator: ",") + "]}"
        }
        let over = try server.request("POST", "/api/sessions/\(id)/input", json: batch(1001))
        #expect(over.status == 400)
        #expect(try over.json().errorCode == "too_many_events")
        #expect(try server.request("POST", "/api/sessions/\(id)/input", json: batch(1000)).status == 200)
    }

    @Test("Non-finite or absurd coordinates and strings over 10,000 characters are 400 invalid_event")
    func absurdValues() throws {
        let server = try TestServer()
        let id = try server.createSession()
        let bodies = [
            #"{"type":"tap","x":1e999,"y":10}"#,
            #"{"type":"tap","x":-1e999,"y":10}"#,
            #"{"type":"tap","x":100001,"y":10}"#,
            #"{"type":"pointer","phase":"down","x":10,"y":-100000.5}"#,
            #"{"type":"drag","from":[0,0],"to":[1e308,0]}"#,
            #"{"type":"advance","ms":1e308}"#,
            #"{"type":"text","text":"\#(String(repeating: "a", count: 10_001))"}"#,
            #"{"type":"tap","target":"\#(String(repeating: "b", count: 10_001))"}"#,
        ]
        for body in bodies {
            let response = try server.request("POST", "/api/sessions/\(id)/input", json: body)
            #expect(response.status == 400, "\(body.prefix(60))")
            let code = try response.json().errorCode
            #expect(code == "invalid_event" || code == "malformed_json", "\(body.prefix(60)): \(code ?? "none")")
        }
        #expect(try server.request("GET", "/api/sessions/\(id)/tree").json()["version"]?.number == 1)
    }

    @Test("Past the session cap a new session is 429 too_many_sessions, and room comes back as idle ones expire")
    func sessionCapAndExpiry() throws {
        // Idle time long enough that a loaded machine still creates four sessions within it.
        let server = try TestServer(maxSessions: 3, sessionIdleSeconds: 3)
        let ids = try (0..<3).map { _ in try server.createSession() }
        let refused = try server.request("POST", "/api/sessions", json: #"{"device":"iphone-se","scene":"contacts"}"#)
        #expect(refused.status == 429)
        #expect(try refused.json().errorCode == "too_many_sessions")
        // The status route touches no session, so asking it does not keep them alive.
        #expect(try eventually(timeout: 10) { try server.request("GET", "/api/status").json()["sessions"]?.number == 0 })
        #expect(try server.request("GET", "/api/sessions/\(ids[0])/tree").status == 404)
        #expect(try server.request("POST", "/api/sessions", json: #"{"device":"iphone-se","scene":"contacts"}"#).status == 201)
    }

    @Test("Past the connection limit a new connection is closed unanswered; the ones open keep being served")
    func connectionLimit() throws {
        let server = try TestServer(connectionLimit: 40)
        let port = server.port
        let idle = (0..<40).compactMap { _ in HeldSocket(port: port) }
        #expect(idle.count == 40)
        #expect(eventually { server.server.openConnections == 40 })
        let extra = try #require(HeldSocket(port: port))
        extra.get("/api/devices", port: port)
        #expect(extra.status(timeout: 2) == nil, "answered past the limit")
        // A request on an open connection is still answered.
        idle[0].get("/api/devices", port: port)
        #expect(idle[0].status(timeout: 2) == 200)
    }

    @Test("A connection that sends nothing is closed after the connection timeout")
    func connectionTimeout() throws {
        let server = try TestServer(connectionTimeoutSeconds: 1)
        let silent = try #require(HeldSocket(port: server.port))
        let started = ContinuousClock.now
        #expect(silent.isReadable(timeout: 4), "still open after 4 s")
        #expect(silent.readAll(timeout: 1).isEmpty)
        let closedAfter = ContinuousClock.now - started
        print("a silent connection was closed after \(closedAfter) (timeout 1 s)")
        #expect(closedAfter >= .milliseconds(900))
        #expect(HTTPDaemon.connectionTimeoutSeconds == 30)
        #expect(HTTPDaemon.connectionLimit == 20_000)
    }
}
