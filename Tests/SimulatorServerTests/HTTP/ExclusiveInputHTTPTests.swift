import Foundation
import Testing
import Wire

@testable import SimulatorServer

/// The conditions the page's mirror puts on the events it replays: `exclusive` touches
/// and `ifFirstResponder` typing, refused as 409 with what was in the way.
@Suite("Exclusive touches and held typing over HTTP", .serialized)
struct ExclusiveInputHTTPTests {
    /// An iPad session on Contacts with the Birthday popover up.
    func padWithPopover(_ server: TestServer) throws -> String {
        let id = try server.createSession(#"{"device":"ipad-10","scene":"contacts","clock":"manual"}"#)
        let up = try server.request(
            "POST", "/api/sessions/\(id)/input",
            json: #"{"events":[{"type":"tap","target":"birthday"},{"type":"advance","ms":500}]}"#)
        #expect(up.status == 200)
        return id
    }

    @Test("An exclusive tap on an element under the popover is 409 target_covered naming the popover")
    func covered() throws {
        let server = try TestServer()
        let id = try padWithPopover(server)
        let answer = try server.request(
            "POST", "/api/sessions/\(id)/input", json: #"{"type":"tap","target":"city-field","exclusive":true}"#)
        #expect(answer.status == 409)
        let error = try answer.json()["error"]
        #expect(error?["code"]?.stringValue == "target_covered")
        #expect(error?["covering"]?["kind"]?.stringValue == "popover")
        #expect(error?["covering"]?["id"]?.stringValue == "birthday-popover")
    }

    @Test("Typing held for another element is 409 first_responder_differs")
    func heldTyping() throws {
        let server = try TestServer()
        let id = try padWithPopover(server)
        let answer = try server.request(
            "POST", "/api/sessions/\(id)/input", json: #"{"type":"text","text":"555","ifFirstResponder":"phone-field"}"#)
        #expect(answer.status == 409)
        #expect(try answer.json()["error"]?["code"]?.stringValue == "first_responder_differs")
    }

    @Test("ifFirstResponder that is neither an element id nor null is invalid_event")
    func badCondition() throws {
        let server = try TestServer()
        let id = try server.createSession()
        let answer = try server.request(
            "POST", "/api/sessions/\(id)/input", json: #"{"type":"key","key":"a","ifFirstResponder":3}"#)
        #expect(answer.status == 400)
        #expect(try answer.json()["error"]?["message"]?.stringValue == "event.ifFirstResponder must be an element id or null")
    }

    @Test("The answer to typed text names the first responder it went to")
    func typingInAnswer() throws {
        let server = try TestServer()
        let id = try server.createSession(#"{"device":"iphone-15","scene":"contacts","clock":"manual"}"#)
        let path = "/api/sessions/\(id)/input"
        _ = try server.request("POST", path, json: #"{"type":"tap","target":"phone-field"}"#)
        let answer = try server.request("POST", path, json: #"{"type":"text","text":"5"}"#).json()
        #expect(answer["typing"]?["firstResponder"]?.stringValue == "phone-field")
    }
}
