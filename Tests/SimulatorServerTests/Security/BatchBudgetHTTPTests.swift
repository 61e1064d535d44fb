import Foundation
import Testing

@testable import SimulatorServer
import TestSupport

/// The events of one input request stop at its time budget (`--batch-max-seconds`), so a
/// long batch holds a worker thread, and the clients behind it, for at most that long.
@Suite("Batch time budget", .serialized)
struct BatchBudgetHTTPTests {
    static func batch(_ count: Int) -> String {
        #"{"events":["# + Array(repeating: #"{"type":"advance","ms":1}"#, count: count).joined(separator: ",") + "]}"
    }

    @Test("a batch past its time budget runs its first event, commits it, and answers 422 batch_over_budget naming how many ran and the version they reached")
    func overBudget() throws {
        let server = try TestServer { $0.batchMaxSeconds = 1e-9 }
        let id = try server.createSession(#"{"device":"iphone-se","scene":"contacts","clock":"manual"}"#)
        let before = try server.request("GET", "/api/sessions/\(id)/tree").json()["version"]?.numberValue
        let tapThenWait = #"{"events":[{"type":"tap","target":"birthday"}"# + String(repeating: #",{"type":"advance","ms":1}"#, count: 4) + "]}"
        let answer = try server.request("POST", "/api/sessions/\(id)/input", json: tapThenWait)
        #expect(answer.status == 422)
        #expect(try answer.json().errorCode == "batch_over_budget")
        #expect(try answer.json()["error"]?["message"]?.stringValue?.contains("events[0..<1] of 5 were run") == true)
        #expect(try answer.json()["error"]?["ran"]?.numberValue == 1)
        let after = try server.request("GET", "/api/sessions/\(id)/tree").json()["version"]?.numberValue
        #expect(after != before)
        #expect(try answer.json()["error"]?["version"]?.numberValue == after)
    }

    @Test("a batch within the default budget runs whole")
    func withinBudget() throws {
        let server = try TestServer()
        let id = try server.createSession(#"{"device":"iphone-se","scene":"contacts","clock":"manual"}"#)
        #expect(try server.request("POST", "/api/sessions/\(id)/input", json: Self.batch(50)).status == 200)
    }
}
