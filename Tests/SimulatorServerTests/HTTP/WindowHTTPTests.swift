import Foundation
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// F1 over HTTP: `window` at `POST /api/sessions` and in a `settings` event, the tree's
/// `window` and `traits`, and the 400s for a window a device cannot show.
@Suite("iPad windows over HTTP", .serialized)
struct WindowHTTPTests {
    func tree(_ server: TestServer, _ id: String) throws -> JSONValue {
        try server.request("GET", "/api/sessions/\(id)/tree").json()
    }

    @Test("A session made with a window reports it and its size classes in the tree")
    func createdWithAWindow() throws {
        let server = try TestServer()
        let id = try server.createSession(
            #"{"device":"ipad-pro-12-9","scene":"contacts","orientation":"landscapeLeft","window":"half"}"#)
        let tree = try tree(server, id)
        #expect(tree["window"]?["kind"]?.stringValue == "half")
        #expect(tree["window"]?["width"] == .number(678))
        #expect(tree["traits"]?["horizontalSizeClass"]?.stringValue == "regular")
        #expect(tree["traits"]?["userInterfaceIdiom"]?.stringValue == "pad")
    }

    @Test("A settings event changes the window live, and the Birthday popover becomes a sheet")
    func settingsChangesTheWindow() throws {
        let server = try TestServer()
        let id = try server.createSession(#"{"device":"ipad-10","scene":"contacts","clock":"manual"}"#)
        let path = "/api/sessions/\(id)/input"
        #expect(try server.request("POST", path, json: #"{"type":"tap","target":"birthday"}"#).status == 200)
        let answer = try server.request("POST", path, json: #"{"type":"settings","window":"oneThird"}"#)
        #expect(answer.status == 200)
        let tree = try tree(server, id)
        #expect(tree["traits"]?["horizontalSizeClass"]?.stringValue == "compact")
        #expect(tree["window"]?["width"] == .number(320))
        let sized = try server.request("POST", path, json: #"{"type":"settings","window":{"width":700,"height":900}}"#)
        #expect(sized.status == 200)
        #expect(try self.tree(server, id)["window"]?["kind"]?.stringValue == "custom")
    }

    @Test("A window on an iPhone is 400 invalid_window and changes nothing")
    func iPhoneRefuses() throws {
        let server = try TestServer()
        let created = try server.request(
            "POST", "/api/sessions", json: #"{"device":"iphone-15","scene":"contacts","window":"slideOver"}"#)
        #expect(created.status == 400)
        #expect(try created.json()["error"]?["code"]?.stringValue == "invalid_window")
        let id = try server.createSession(#"{"device":"iphone-15","scene":"contacts","clock":"manual"}"#)
        let before = try tree(server, id)
        let answer = try server.request(
            "POST", "/api/sessions/\(id)/input", json: #"{"type":"settings","window":"oneThird"}"#)
        #expect(answer.status == 400)
        #expect(try answer.json()["error"]?["code"]?.stringValue == "invalid_window")
        #expect(try tree(server, id) == before)
    }

    @Test("An unknown window or a size past the limits is 400 naming what is allowed")
    func badWindows() throws {
        let server = try TestServer()
        let id = try server.createSession(#"{"device":"ipad-10","scene":"contacts","clock":"manual"}"#)
        let before = try tree(server, id)
        let path = "/api/sessions/\(id)/input"
        let unknown = try server.request("POST", path, json: #"{"type":"settings","window":"quarter"}"#)
        #expect(unknown.status == 400)
        #expect(try unknown.json()["error"]?["message"]?.stringValue?.contains("twoThirds") == true)
        let big = try server.request("POST", path, json: #"{"type":"settings","window":{"width":5000,"height":900}}"#)
        #expect(big.status == 400)
        #expect(try big.json()["error"]?["message"]?.stringValue?.contains("320–820 pt wide") == true)
        let odd = try server.request("POST", path, json: #"{"type":"settings","window":{"width":"wide"}}"#)
        #expect(odd.status == 400)
        #expect(try tree(server, id) == before)
        let created = try server.request(
            "POST", "/api/sessions", json: #"{"device":"ipad-10","scene":"contacts","window":{"width":100,"height":100}}"#)
        #expect(created.status == 400)
        #expect(try created.json()["error"]?["code"]?.stringValue == "invalid_window")
    }
}
