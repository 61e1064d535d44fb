import Foundation
import SimCore
import Testing
import Wire

@testable import SimulatorServer

@Suite("Inspector over HTTP", .serialized)
struct InspectHTTPTests {
    @Test("GET inspect answers the hierarchy, responder chain, hit path, log and popover of a session")
    func inspectAnswersTheSessionsRecord() throws {
        let server = try TestServer()
        let id = try server.createSession(#"{"device":"ipad-10","scene":"contacts","clock":"manual"}"#)
        let input = try server.request(
            "POST", "/api/sessions/\(id)/input", json: #"{"type":"tap","target":"birthday"}"#)
        #expect(input.status == 200)
        let response = try server.request("GET", "/api/sessions/\(id)/inspect")
        #expect(response.status == 200)
        #expect(response.headers["cache-control"] == "no-store")
        let body = try response.json()
        #expect(body["firstResponder"]?.stringValue == "birthday-value")
        #expect(body["hierarchy"]?.array?.first?["className"]?.stringValue == "Window")
        #expect(body["responderChain"]?.array?.last?["kind"]?.stringValue == "application")
        #expect(body["lastHitTest"]?["steps"]?.array?.isEmpty == false)
        #expect(body["events"]?.array?.isEmpty == false)
        #expect(body["popover"]?["candidates"]?.array?.count == 4)
    }

    @Test("inspect of an unknown session is a 404, and it only answers GET")
    func inspectErrors() throws {
        let server = try TestServer()
        #expect(try server.request("GET", "/api/sessions/\(String(repeating: "0", count: 32))/inspect").status == 404)
        let id = try server.createSession()
        let post = try server.request("POST", "/api/sessions/\(id)/inspect", json: "{}")
        #expect(post.status == 405)
        #expect(try server.request("GET", "/api/sessions/\(id)/inspect").json()["lastHitTest"] == .null)
    }

    @Test("GET element answers the element a finger hits at a point and the one a check there names")
    func elementAndCheck() throws {
        let server = try TestServer()
        let id = try server.createSession(#"{"device":"iphone-15","scene":"contacts","clock":"manual"}"#)
        _ = try server.request("POST", "/api/sessions/\(id)/input", json: #"{"type":"tap","target":"first-name"}"#)
        let tree = try server.request("GET", "/api/sessions/\(id)/tree").json()
        let key = tree["root"]?.node(id: "key-h")?["frame"]?.array?.compactMap { $0.number } ?? []
        let frame = try #require(key.count == 4 ? key : nil)
        let body = try server.request("GET", "/api/sessions/\(id)/element?x=\(frame[0] + frame[2] / 2)&y=\(frame[1] + frame[3] / 2)").json()
        #expect(body["check"]?.stringValue == "key-h")
        #expect(body["id"]?.stringValue != nil)
        let none = try server.request("GET", "/api/sessions/\(id)/element?x=-5&y=-5").json()
        #expect(none["id"] == .null && none["check"] == .null)
    }

    @Test("GET outside answers where a tap outside the iPad's birthday popover goes, and that tap closes it")
    func outsidePointClosesThePopover() throws {
        let server = try TestServer()
        let id = try server.createSession(#"{"device":"ipad-10","scene":"contacts","clock":"manual"}"#)
        _ = try server.request("POST", "/api/sessions/\(id)/input", json: #"{"type":"tap","target":"birthday"}"#)
        let body = try server.request("GET", "/api/sessions/\(id)/outside?of=birthday-popover").json()
        #expect(body["found"] == .bool(true))
        let x = try #require(body["point"]?["x"]?.numberValue), y = try #require(body["point"]?["y"]?.numberValue)
        let tap = try server.request("POST", "/api/sessions/\(id)/input", json: #"{"type":"tap","x":\#(x),"y":\#(y)}"#)
        #expect(tap.status == 200)
        _ = try server.request("POST", "/api/sessions/\(id)/input", json: #"{"type":"advance","ms":1000}"#)
        let tree = try server.request("GET", "/api/sessions/\(id)/tree").json()
        #expect(tree["firstResponder"] == .null)
    }

    @Test("GET outside of an element the screen does not show answers found false; without of it is a 400")
    func outsideOfAbsent() throws {
        let server = try TestServer()
        let id = try server.createSession(#"{"device":"iphone-15","scene":"contacts","clock":"manual"}"#)
        let body = try server.request("GET", "/api/sessions/\(id)/outside?of=birthday-popover").json()
        #expect(body["found"] == .bool(false) && body["point"] == .null)
        #expect(try server.request("GET", "/api/sessions/\(id)/outside").status == 400)
    }
}
