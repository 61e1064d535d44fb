import Foundation
import Testing
import Wire

@Suite("GET /api/status")
struct StatusRouteTests {
    @Test("status counts the open sessions and the long polls held, and says the server is not stopping")
    func countsSessionsAndHeldPolls() throws {
        let server = try TestServer()
        let id = try server.createSession()
        _ = try server.createSession()
        let port = server.port
        let poll = Background { try? RawHTTP.request(port: port, "GET", "/api/sessions/\(id)/events?since=1", timeout: 20).status }
        #expect(try eventually { try server.request("GET", "/api/status").json()["heldPolls"]?.number == 1 })
        let status = try server.request("GET", "/api/status").json()
        #expect(status == ["sessions": 2, "heldPolls": 1, "busySessions": 0, "stopping": false])
        _ = try server.request("POST", "/api/sessions/\(id)/input", json: #"{"events":[{"type":"rotate","orientation":"landscapeLeft"}]}"#)
        #expect(poll.wait(timeout: 10)?.value == 200)
        #expect(try server.request("GET", "/api/status").json()["heldPolls"]?.number == 0)
    }
}
