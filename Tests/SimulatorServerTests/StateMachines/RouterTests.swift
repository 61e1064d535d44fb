import Foundation
import SimCore
import Wire
import Testing

@testable import SimulatorServer
import TestSupport

@Suite("Router")
struct RouterTests {
    let router: Router

    init() {
        let clock = ServerClock()
        router = Router(
            sessions: SessionStore(limits: .init(maxSessions: 3, idleSeconds: 100), clock: clock),
            hub: LongPollCenter(LongPollHub(holdSeconds: 25)),
            files: StaticFiles(files: ["/index.html": Data("<!doctype html>".utf8)]))
    }

    func respond(_ method: String, _ path: String, query: [String: String] = [:], body: String = "", now: Double = 0)
        -> (HTTPResponse, [LongPollHub.WaiterID])
    {
        let headers = method == "POST" ? ["Content-Type": "application/json"] : [:]
        let request = HTTPRequest(method: method, path: path, query: query, headers: headers, body: Data(body.utf8))
        switch router.route(request, now: now) {
        case .respond(let response, let wake): return (response, wake)
        case .work(let job): return job.run()
        case .hold: return (HTTPResponse(status: -1), [])
        }
    }

    func json(_ method: String, _ path: String, query: [String: String] = [:], body: String = "") throws -> (Int, JSONValue) {
        let (response, _) = respond(method, path, query: query, body: body)
        return (response.status, try JSONValue(data: response.body))
    }

    func createSession(_ body: String = #"{"device":"iphone-15","scene":"contacts"}"#) throws -> String {
        let (status, created) = try json("POST", "/api/sessions", body: body)
        #expect(status == 201)
        return created["id"]?.stringValue ?? ""
    }

    @Test("An unknown session is 404 unknown_session on every session route")
    func unknownSession() throws {
        let id = String(repeating: "0", count: 32)
        for (method, resource) in [("GET", "/tree"), ("GET", "/render"), ("POST", "/input"), ("GET", "/events"), ("DELETE", "")] {
            let (status, body) = try json(method, "/api/sessions/\(id)\(resource)", body: "{}")
            #expect(status == 404)
            #expect(body.errorCode == "unknown_session")
        }
        #expect(try json("GET", "/api/sessions/not-an-id/tree").1.errorCode == "unknown_session")
    }

    @Test("A body that is not JSON is 400 malformed_json")
    func malformed() throws {
        let (status, body) = try json("POST", "/api/sessions", body: "{\"device\":")
        #expect(status == 400)
        #expect(body.errorCode == "malformed_json")
        let id = try createSession()
        #expect(try json("POST", "/api/sessions/\(id)/input", body: "nope").1.errorCode == "malformed_json")
    }

    @Test("An unknown device or scene is 400 with SimCore's code")
    func unknownDevice() throws {
        let (status, body) = try json("POST", "/api/sessions", body: #"{"device":"nokia","scene":"contacts"}"#)
        #expect(status == 400)
        #expect(body.errorCode == "unknown_device")
        #expect(try json("POST", "/api/sessions", body: #"{"device":"iphone-15","scene":"x"}"#).1.errorCode == "unknown_scene")
    }

    @Test("A bad event is 400 with SimCore's code")
    func badEvent() throws {
        let id = try createSession()
        let (status, body) = try json("POST", "/api/sessions/\(id)/input", body: #"{"type":"tap","x":"left"}"#)
        #expect(status == 400)
        #expect(body.errorCode == "invalid_event")
    }

    @Test("A wrong method is 405 with Allow")
    func wrongMethod() {
        let (response, _) = respond("DELETE", "/api/devices")
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
        #expect(respond("GET", "/api/sessions").0.status == 405)
        #expect(respond("POST", "/index.html").0.status == 405)
    }

    @Test("Every route's path refuses a method it does not take with 405 and an Allow of exactly its methods")
    func allowFromTheTable() {
        var methods: [String: [String]] = [:]
        for route in Router.table() {
            let path = "/" + route.segments.map { $0 ?? "x" }.joined(separator: "/")
            methods[path, default: []].append(route.method)
        }
        #expect(methods["/api/sessions/x"] == ["DELETE"])
        #expect(methods["/api/forms/x"] == ["GET", "PATCH"])
        // No route takes PUT.
        for (path, taken) in methods {
            let (response, _) = respond("PUT", path)
            #expect(response.status == 405, "\(path)")
            #expect(response.header("Allow") == Route.allowHeader(taken), "\(path)")
        }
        #expect(Route.allowHeader(["GET", "POST"]) == "GET, HEAD, POST")
    }

    @Test("An unknown API route is 404 not_found")
    func unknownRoute() throws {
        #expect(try json("GET", "/api/nothing").1.errorCode == "not_found")
        let id = try createSession()
        #expect(try json("GET", "/api/sessions/\(id)/nothing").0 == 404)
    }

    @Test("API answers are not stored and never sniffed; HTML carries the content security policy")
    func headers() {
        let api = respond("GET", "/api/devices").0
        #expect(api.header("Cache-Control") == "no-store")
        #expect(api.header("X-Content-Type-Options") == "nosniff")
        let page = respond("GET", "/").0
        #expect(page.header("Content-Security-Policy")?.contains("default-src 'self'") == true)
        #expect(page.header("X-Content-Type-Options") == "nosniff")
        #expect(page.header("Cache-Control") != "no-store")
    }

    @Test("A public file's answer, built once, carries the headers finishing a fresh one gives, 200 and 304 alike")
    func publicFileAnswersAreFinishedOnce() {
        let files = StaticFiles(files: ["/index.html": Data("<!doctype html>".utf8)])
        let etag = files.response(path: "/index.html", ifNoneMatch: nil).header("ETag")
        for (path, ifNoneMatch) in [("/", nil), ("/index.html", nil), ("/index.html", etag)] as [(String, String?)] {
            let headers = ifNoneMatch.map { ["If-None-Match": $0] } ?? [:]
            guard case .respond(let routed, _) = router.route(HTTPRequest(method: "GET", path: path, headers: headers), now: 0) else {
                Issue.record("\(path) was not answered at once")
                continue
            }
            let fresh = Router.finish(files.response(path: path, ifNoneMatch: ifNoneMatch), path: path)
            #expect(routed.status == fresh.status)
            #expect(routed.headers.map { "\($0.name): \($0.value)" } == fresh.headers.map { "\($0.name): \($0.value)" })
            #expect(routed.body == fresh.body)
            #expect(Router.finish(routed, path: path).headers.count == routed.headers.count)
        }
    }

    @Test("The catalogue lists eight devices and the scenes")
    func catalogue() throws {
        let devices = try json("GET", "/api/devices").1.array ?? []
        #expect(devices.count == 8)
        let phone = devices.first { $0["id"]?.stringValue == "iphone-15" }
        #expect(phone?["width"]?.number == 393)
        #expect(phone?["height"]?.number == 852)
        #expect(phone?["safeArea"]?["landscape"]?.numberArray == [0, 59, 21, 59])
        #expect(phone?["cutout"]?.stringValue == "island")
        let scenes = try json("GET", "/api/scenes").1.array ?? []
        #expect(scenes.contains { $0["id"]?.stringValue == "contacts" })
    }

    @Test("Past the session cap a new session is 429 too_many_sessions")
    func cap() throws {
        for _ in 0..<3 { _ = try createSession() }
        let (status, body) = try json("POST", "/api/sessions", body: #"{"device":"iphone-15","scene":"contacts"}"#)
        #expect(status == 429)
        #expect(body.errorCode == "too_many_sessions")
    }

    @Test("since=0, a newer version or no since gets a reset; a non-integer is 400")
    func eventsReset() throws {
        let id = try createSession()
        for query in [["since": "0"], ["since": "99"], [:]] {
            let (status, body) = try json("GET", "/api/sessions/\(id)/events", query: query)
            #expect(status == 200)
            #expect(body["reset"]?["nodes"]?["screen"] != nil)
            #expect(body["version"]?.number == 1)
        }
        #expect(try json("GET", "/api/sessions/\(id)/events", query: ["since": "one"]).1.errorCode == "invalid_since")
    }

    @Test("A poll at the current version is held, and input wakes it with the new ops")
    func holdThenInput() throws {
        let id = try createSession()
        let held = router.route(HTTPRequest(method: "GET", path: "/api/sessions/\(id)/events", query: ["since": "1"]), now: 0)
        guard case .hold(let poll, _) = held else {
            Issue.record("expected a hold")
            return
        }
        let (input, wake) = respond("POST", "/api/sessions/\(id)/input", body: #"{"type":"rotate","orientation":"landscapeLeft"}"#)
        #expect(input.status == 200)
        #expect(wake == [poll.waiter])
        let answer = try JSONValue(data: router.answerHeld(poll, now: 1).body)
        #expect(answer["version"]?.number == 2)
        #expect((answer["ops"]?.array ?? []).isEmpty == false)
        let inputAnswer = try JSONValue(data: input.body)
        #expect(answer["ops"] == inputAnswer["ops"])
        #expect(inputAnswer["since"]?.number == 1)
    }

    @Test("A held poll answered with nothing new gets its version and no ops")
    func heldNothingNew() throws {
        let id = try createSession()
        let poll = HeldPoll(waiter: 1, session: id, since: 1)
        let answer = try JSONValue(data: router.answerHeld(poll, now: 1).body)
        #expect(answer == .object(["version": 1, "ops": []]))
    }

    @Test("Deleting a session wakes its polls, which then find it gone")
    func deleteWakes() throws {
        let id = try createSession()
        guard case .hold(let poll, _) = router.route(
            HTTPRequest(method: "GET", path: "/api/sessions/\(id)/events", query: ["since": "1"]), now: 0)
        else {
            Issue.record("expected a hold")
            return
        }
        let (deleted, wake) = respond("DELETE", "/api/sessions/\(id)")
        #expect(deleted.status == 204)
        #expect(wake == [poll.waiter])
        #expect(router.answerHeld(poll, now: 1).status == 404)
    }

    @Test("Rotating an iPhone 15 to landscape makes its screen 852 by 393")
    func rotation() throws {
        let id = try createSession()
        let (status, body) = try json("POST", "/api/sessions/\(id)/input", body: #"{"type":"rotate","orientation":"landscapeLeft"}"#)
        #expect(status == 200)
        #expect((body["ops"]?.array ?? []).isEmpty == false)
        let tree = try json("GET", "/api/sessions/\(id)/tree").1
        #expect(tree["screen"]?["width"]?.number == 852)
        #expect(tree["screen"]?["height"]?.number == 393)
        #expect(tree["orientation"]?.stringValue == "landscapeLeft")
    }

    @Test("Holds past the hold time and idle sessions are cleared by housekeeping")
    func housekeeping() throws {
        let id = try createSession()
        guard case .hold(let poll, _) = router.route(
            HTTPRequest(method: "GET", path: "/api/sessions/\(id)/events", query: ["since": "1"]), now: 0)
        else {
            Issue.record("expected a hold")
            return
        }
        #expect(router.housekeeping(now: 24).wake.isEmpty)
        #expect(router.housekeeping(now: 25).wake == [poll.waiter])
        #expect(router.housekeeping(now: 101).expiredSessions == [id])
    }
}
