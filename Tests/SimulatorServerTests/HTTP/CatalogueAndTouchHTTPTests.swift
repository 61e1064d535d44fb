import Foundation
import SimCore
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// What the client reads from the server instead of keeping copies of engine facts.
@Suite("Locales and touches over HTTP", .serialized)
struct CatalogueAndTouchHTTPTests {
    @Test("GET /api/locales lists every locale a session accepts, named in its own language")
    func locales() throws {
        let server = try TestServer()
        let answer = try server.request("GET", "/api/locales").json()
        let list = try #require(answer.array)
        #expect(list.compactMap { $0["id"]?.stringValue } == Localization.supported)
        #expect(list.first { $0["id"]?.stringValue == "ja_JP" }?["name"]?.stringValue?.hasPrefix("日本語") == true)
    }

    @Test("Every scene in GET /api/scenes says where it comes from")
    func sceneSource() throws {
        let server = try TestServer()
        let answer = try server.request("GET", "/api/scenes").json()
        let scenes = try #require(answer.array)
        #expect(scenes.allSatisfy { $0["source"]?.stringValue == "builtIn" })
    }

    @Test("The answer to a lifted finger names the element it went down on and its gesture", arguments: ["iphone-15", "ipad-10"])
    func touchInAnswer(device: String) throws {
        let server = try TestServer()
        let id = try server.createSession(#"{"device":"\#(device)","scene":"contacts","clock":"manual"}"#)
        let tree = try server.request("GET", "/api/sessions/\(id)/tree").json()
        func find(_ node: JSONValue?) -> JSONValue? {
            guard let node else { return nil }
            if node["id"]?.stringValue == "first-name-field" { return node }
            return node["children"]?.array?.lazy.compactMap(find).first
        }
        let field = find(tree["root"])
        let numbers = field?["frame"]?.array?.compactMap { $0.number }
        let frame = try #require(numbers)
        let (x, y) = (frame[0] + 10, frame[1] + frame[3] / 2)
        let path = "/api/sessions/\(id)/input"
        let down = try server.request("POST", path, json: #"{"type":"pointer","phase":"down","x":\#(x),"y":\#(y)}"#).json()
        #expect(down["touch"] == nil)
        let up = try server.request("POST", path, json: #"{"type":"pointer","phase":"up","x":\#(x),"y":\#(y)}"#).json()
        #expect(up["touch"]?["target"]?.stringValue == "first-name-field")
        #expect(up["touch"]?["gesture"]?.stringValue == "tap")
    }
}
