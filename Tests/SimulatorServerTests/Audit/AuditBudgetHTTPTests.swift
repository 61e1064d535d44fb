import Foundation
import Testing
import TestSupport

@testable import SimulatorServer

/// An audit request is bounded: in time (`--audit-max-seconds`), by its client's staying,
/// and to one queued or running per client.
@Suite("Audit budget", .serialized)
struct AuditBudgetHTTPTests {
    static let small = #"{"scene":"contacts","devices":["iphone-se"],"appearances":["light"],"contentSizes":["large"]}"#
    /// A built-in scene on every device, in both appearances and all twelve text sizes
    /// (192 combinations): seconds of work, far longer than the test's requests.
    static let whole = #"{"scene":"contacts"}"#
    static let token = "audit-client-0123456789"

    @Test("an audit past its time budget stops between two states and answers 422 audit_over_budget naming what was done")
    func overBudget() throws {
        let server = try TestServer { $0.flowLimits.auditSeconds = 1e-9 }
        let answer = try server.request("POST", "/api/audit", json: Self.small, timeout: 60)
        #expect(answer.status == 422)
        #expect(try answer.json().errorCode == "audit_over_budget")
        #expect(try answer.json()["error"]?["message"]?.stringValue?.contains("0 of 1 combinations") == true)
    }

    @Test("a client with an audit running is refused a second with 429, and once it hangs up its audit stops and it may ask again")
    func onePerClient() throws {
        let server = try TestServer()
        var first = HeldSocket(port: server.port)
        #expect(first != nil)
        first?.send(
            "POST /api/audit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-FormSim-Client: \(Self.token)\r\n"
                + "Content-Length: \(Self.whole.utf8.count)\r\n\r\n\(Self.whole)")
        let headers = ["X-FormSim-Client": Self.token]
        // The first is routed (its audit claimed) before the second is sent.
        #expect(try eventually(timeout: 30) { server.server.router.audits.count == 1 })
        let refused = try server.request("POST", "/api/audit", json: Self.small, headers: headers, timeout: 60)
        #expect(refused.status == 429)
        #expect(try refused.json().errorCode == "audit_in_progress")
        // Another client is not held back by this one's audit.
        #expect(try server.request("POST", "/api/audit", json: Self.small, timeout: 60).status == 200)
        first = nil  // hangs up
        var again: Int?
        _ = try eventually(timeout: 10) {
            again = try server.request("POST", "/api/audit", json: Self.small, headers: headers, timeout: 60).status
            return again == 200
        }
        #expect(again == 200)
    }
}
