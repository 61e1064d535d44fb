import Foundation
import SimCore
import Testing

@testable import SimulatorServer
import TestSupport

@Suite("Clients that fell behind or outlived the server", .serialized)
struct RestartHTTPTests {
    @Test("A client more than 256 commits behind gets a reset snapshot it can redraw from")
    func fellTooFarBehind() throws {
        let server = try TestServer()
        let id = try server.createSession(#"{"device":"iphone-15","scene":"contacts","clock":"manual"}"#)
        for round in 0..<300 {
            let orientation = round % 2 == 0 ? "landscapeLeft" : "portrait"
            let input = try server.request("POST", "/api/sessions/\(id)/input", json: #"{"type":"rotate","orientation":"\#(orientation)"}"#)
            #expect(input.status == 200)
        }
        let answer = try server.request("GET", "/api/sessions/\(id)/events?since=2").json()
        #expect(answer["version"]?.number == 301)
        #expect(answer["ops"] == nil)
        #expect(answer["reset"]?["nodes"]?["screen"] != nil)
        // One still in the log gets ops instead.
        let recent = try server.request("GET", "/api/sessions/\(id)/events?since=250").json()
        #expect(recent["reset"] == nil)
        #expect((recent["ops"]?.array ?? []).isEmpty == false)
    }

    @Test("After a restart the old session id is 404 unknown_session and a version from before gets a reset")
    func restart() throws {
        var server: TestServer? = try TestServer()
        let old = try #require(server).createSession()
        _ = try #require(server).request("POST", "/api/sessions/\(old)/input", json: #"{"type":"rotate","orientation":"landscapeLeft"}"#)
        server = nil  // shut down
        let fresh = try TestServer()
        let gone = try fresh.request("GET", "/api/sessions/\(old)/events?since=2")
        #expect(gone.status == 404)
        #expect(try gone.json().errorCode == "unknown_session")
        #expect(try gone.json()["error"]?["message"]?.stringValue?.contains("restarted") == true)
        let id = try fresh.createSession()
        let answer = try fresh.request("GET", "/api/sessions/\(id)/events?since=2").json()
        #expect(answer["reset"] != nil)
    }
}
