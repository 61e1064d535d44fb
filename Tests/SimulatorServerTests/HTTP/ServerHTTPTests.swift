import Foundation
import SimCore
import Testing

@testable import SimulatorServer
import TestSupport

@Suite("Server over HTTP", .serialized)
struct ServerHTTPTests {
    @Test("The index is served with its policy headers, then 304 for a matching ETag")
    func indexAnd304() throws {
        let server = try TestServer()
        let page = try server.request("GET", "/")
        #expect(page.status == 200)
        #expect(String(decoding: page.body, as: UTF8.self) == TemporaryPublic.index)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.headers["x-content-type-options"] == "nosniff")
        #expect(page.headers["content-security-policy"]?.contains("frame-ancestors 'none'") == true)
        let etag = try #require(page.headers["etag"])
        let again = try server.request("GET", "/index.html", headers: ["If-None-Match": etag])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        #expect(try server.request("GET", "/js/app.js").headers["content-type"] == "text/javascript; charset=utf-8")
    }

    @Test("A public file answered many times (its answer built once and reused) keeps its bytes and headers")
    func reusedAnswers() throws {
        let server = try TestServer()
        let first = try server.request("GET", "/js/app.js")
        for _ in 0..<5 {
            let again = try server.request("GET", "/js/app.js")
            #expect(again.status == 200)
            #expect(again.body == first.body && !again.body.isEmpty)
            #expect(again.headers["etag"] == first.headers["etag"])
            #expect(again.headers["content-type"] == "text/javascript; charset=utf-8")
        }
        let etag = try #require(first.headers["etag"])
        for _ in 0..<3 {
            #expect(try server.request("GET", "/js/app.js", headers: ["If-None-Match": etag]).status == 304)
        }
        #expect(try server.request("GET", "/js/app.js").body == first.body)
    }

    @Test("Requests with 12 KiB of headers still fit a connection's memory, and so does input after them")
    func largeHeadersFit() throws {
        let server = try TestServer()
        let big = String(repeating: "a", count: 12 * 1024)
        #expect(try server.request("GET", "/api/devices", headers: ["X-Big": big]).status == 200)
        let id = try server.createSession()
        let answer = try server.request(
            "POST", "/api/sessions/\(id)/input", json: #"{"type":"tap","target":"first-name"}"#, headers: ["X-Big": big])
        #expect(answer.status == 200)
    }

    @Test("An unknown file is a 404 JSON error")
    func unknownFile() throws {
        let server = try TestServer()
        let response = try server.request("GET", "/js/missing.js")
        #expect(response.status == 404)
        #expect(try response.json().errorCode == "not_found")
    }

    @Test("The catalogue routes answer with no-store JSON")
    func catalogue() throws {
        let server = try TestServer()
        let devices = try server.request("GET", "/api/devices")
        #expect(devices.status == 200)
        #expect(devices.headers["cache-control"] == "no-store")
        #expect(try devices.json().array?.count == 8)
        let scenes = try server.request("GET", "/api/scenes")
        #expect(try scenes.json().array?.first?["id"]?.stringValue == "contacts")
    }

    @Test("A session is created, read, rendered and deleted")
    func sessionLifecycle() throws {
        let server = try TestServer()
        let created = try server.request("POST", "/api/sessions", json: #"{"device":"ipad-10","scene":"contacts"}"#)
        #expect(created.status == 201)
        let body = try created.json()
        let id = try #require(body["id"]?.stringValue)
        #expect(id.count == 32)
        #expect(body["version"]?.number == 1)
        #expect(body["tree"]?["device"]?.stringValue == "ipad-10")
        #expect(body["render"]?["nodes"]?["screen"] != nil)
        let tree = try server.request("GET", "/api/sessions/\(id)/tree")
        #expect(try tree.json()["screen"]?["width"]?.number == 820)
        let render = try server.request("GET", "/api/sessions/\(id)/render")
        #expect(try render.json()["reset"]?["nodes"]?["screen"] != nil)
        #expect(try server.request("DELETE", "/api/sessions/\(id)").status == 204)
        let gone = try server.request("GET", "/api/sessions/\(id)/tree")
        #expect(gone.status == 404)
        #expect(try gone.json().errorCode == "unknown_session")
    }

    @Test("Bad requests get their status and error code")
    func errors() throws {
        let server = try TestServer()
        let id = try server.createSession()
        let cases: [(String, String, String?, Int, String)] = [
            ("GET", "/api/sessions/\(String(repeating: "a", count: 32))/tree", nil, 404, "unknown_session"),
            ("POST", "/api/sessions", "{\"device\":", 400, "malformed_json"),
            ("POST", "/api/sessions", #"{"device":"nokia-3310","scene":"contacts"}"#, 400, "unknown_device"),
            ("POST", "/api/sessions/\(id)/input", #"{"type":"tap"}"#, 400, "invalid_event"),
            ("PUT", "/api/sessions/\(id)/tree", nil, 405, "method_not_allowed"),
            ("GET", "/api/sessions/\(id)/events?since=abc", nil, 400, "invalid_since"),
            ("GET", "/api/unknown", nil, 404, "not_found"),
        ]
        for (method, path, body, status, code) in cases {
            let response = try server.request(method, path, json: body)
            #expect(response.status == status, "\(method) \(path)")
            #expect(try response.json().errorCode == code, "\(method) \(path)")
        }
    }

    @Test("A body over 1 MiB is 413, whether announced or chunked")
    func bodyTooLarge() throws {
        let server = try TestServer()
        let id = try server.createSession()
        let big = Data(repeating: 0x20, count: (1 << 20) + 1)
        for chunked in [false, true] {
            let response = try RawHTTP.request(
                port: server.port, "POST", "/api/sessions/\(id)/input", body: big, chunked: chunked)
            #expect(response.status == 413)
            #expect(try response.json().errorCode == "body_too_large")
        }
    }

    @Test("Rotating to landscape answers ops and the tree's screen becomes 852 by 393")
    func rotation() throws {
        let server = try TestServer()
        let id = try server.createSession()
        let input = try server.request(
            "POST", "/api/sessions/\(id)/input", json: #"{"type":"rotate","orientation":"landscapeLeft"}"#)
        #expect(input.status == 200)
        let answer = try input.json()
        #expect(answer["version"]?.number == 2)
        #expect((answer["ops"]?.array ?? []).isEmpty == false)
        let tree = try server.request("GET", "/api/sessions/\(id)/tree").json()
        #expect(tree["screen"]?["width"]?.number == 852)
        #expect(tree["screen"]?["height"]?.number == 393)
    }

    @Test("since=0 gets a reset with the whole tree")
    func resetAtZero() throws {
        let server = try TestServer()
        let id = try server.createSession()
        let answer = try server.request("GET", "/api/sessions/\(id)/events?since=0").json()
        #expect(answer["version"]?.number == 1)
        #expect(answer["reset"]?["nodes"]?["screen"] != nil)
    }

    @Test("An idle long-poll is held, then answered promptly after input on another connection")
    func longPollDelivery() throws {
        let server = try TestServer()
        let id = try server.createSession()
        let port = server.port
        let poll = Background { try? RawHTTP.request(port: port, "GET", "/api/sessions/\(id)/events?since=1") }
        #expect(poll.wait(timeout: 0.3) == nil, "answered while nothing happened")
        let sent = ContinuousClock.now
        let input = try server.request(
            "POST", "/api/sessions/\(id)/input", json: #"{"type":"rotate","orientation":"landscapeRight"}"#)
        #expect(input.status == 200)
        let answered = try #require(poll.wait(timeout: 5))
        let latency = answered.finished - sent
        print("long-poll delivery latency (input sent -> poll answered): \(latency)")
        #expect(latency < .seconds(1))
        let answer = try #require(answered.value).json()
        #expect(answer["version"]?.number == 2)
        let inputAnswer = try input.json()
        #expect(answer["ops"] == inputAnswer["ops"])
        #expect(answer["version"] == inputAnswer["version"])
    }

    @Test("With a pool of three threads, polls held on every session are each answered once by input from other connections")
    func threadPool() throws {
        let server = try TestServer(threads: 3)
        let ids = try (0..<6).map { _ in try server.createSession() }
        let port = server.port
        let polls = ids.map { id in Background { try? RawHTTP.request(port: port, "GET", "/api/sessions/\(id)/events?since=1") } }
        for poll in polls { #expect(poll.wait(timeout: 0.05) == nil) }
        let inputs = ids.map { id in
            Background {
                try? RawHTTP.request(port: port, "POST", "/api/sessions/\(id)/input", body: Data(#"{"type":"tap","target":"birthday"}"#.utf8))
            }
        }
        for (poll, input) in zip(polls, inputs) {
            let answer = try #require(poll.wait(timeout: 5)?.value).json()
            let posted = try #require(input.wait(timeout: 5)?.value)
            #expect(posted.status == 200)
            #expect(answer["version"]?.number == 2)
            #expect(answer["ops"] == (try posted.json())["ops"])
        }
        #expect(try server.request("GET", "/js/app.js").status == 200)
    }

    @Test("A hold that runs out answers with the same version and no ops")
    func holdExpires() throws {
        let server = try TestServer(holdSeconds: 0.3)
        let id = try server.createSession()
        let started = ContinuousClock.now
        let answer = try server.request("GET", "/api/sessions/\(id)/events?since=1")
        let waited = ContinuousClock.now - started
        #expect(answer.status == 200)
        #expect(try answer.json() == .object(["version": 1, "ops": []]))
        #expect(waited >= .milliseconds(250))
        #expect(waited < .seconds(3))
    }

    @Test("Deleting a session answers its held long-poll with 404")
    func deleteAnswersPoll() throws {
        let server = try TestServer()
        let id = try server.createSession()
        let port = server.port
        let poll = Background { try? RawHTTP.request(port: port, "GET", "/api/sessions/\(id)/events?since=1") }
        #expect(poll.wait(timeout: 0.2) == nil)
        #expect(try server.request("DELETE", "/api/sessions/\(id)").status == 204)
        let answered = try #require(poll.wait(timeout: 5)?.value)
        #expect(answered.status == 404)
    }

    @Test("More than 16 polls on one session answer the oldest first")
    func waiterCap() throws {
        let server = try TestServer()
        let id = try server.createSession()
        let port = server.port
        let first = Background { try? RawHTTP.request(port: port, "GET", "/api/sessions/\(id)/events?since=1") }
        #expect(first.wait(timeout: 0.2) == nil)
        let others = (0..<16).map { _ in
            Background { try? RawHTTP.request(port: port, "GET", "/api/sessions/\(id)/events?since=1") }
        }
        let evicted = try #require(first.wait(timeout: 5)?.value)
        #expect(try evicted.json() == .object(["version": 1, "ops": []]))
        #expect(others.allSatisfy { !$0.isFinished })
        server.server.shutdown()
        #expect(others.allSatisfy { $0.wait(timeout: 5)?.value?.status == 200 })
    }
}
