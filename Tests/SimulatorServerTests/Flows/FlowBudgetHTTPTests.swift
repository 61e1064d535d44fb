import Foundation
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// Flow runs are bounded in work and time, stop when their client leaves, and run apart
/// from interactive input.
@Suite(.serialized) struct FlowBudgetHTTPTests {
    /// Minutes of typing in a debug build: 18,000 keys on each of seven devices.
    static let longFlow: String = {
        let text = String(repeating: "abcdefghij", count: 900)
        return """
            name: long
            scene: login
            devices: [iphone-se, iphone-x, iphone-15, ipad-air-2, ipad-10, ipad-mini-6, ipad-pro-12-9]
            steps:
              - tap: email-field
              - type: "\(text)"
              - tap: password-field
              - type: "\(text)"

            """
    }()

    static let shortFlow = "scene: pin\ndevices: [iphone-15]\nsteps:\n  - tap: pin-field\n  - type: \"12\"\n"

    /// A flow posted on a connection the test keeps (and may close), unanswered yet.
    static func post(_ flow: String, port: Int) throws -> HeldSocket {
        let socket = try #require(HeldSocket(port: port))
        socket.send(
            "POST /api/flows/run HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/yaml\r\n"
                + "Connection: close\r\nContent-Length: \(flow.utf8.count)\r\n\r\n\(flow)")
        return socket
    }

    @Test("another session's input is answered while long flow runs are still running")
    func inputIsNotStarved() throws {
        let server = try TestServer()
        let flows = try (0..<4).map { _ in try Self.post(Self.longFlow, port: server.port) }
        #expect(eventually { server.server.outstandingHolds == 4 }, "the server never took the four flow runs")
        let id = try server.createSession(#"{"device":"iphone-15","scene":"login"}"#)
        let input = #"{"events":[{"type":"tap","target":"email-field"},{"type":"text","text":"a"}]}"#
        let answer = try server.request("POST", "/api/sessions/\(id)/input", json: input, timeout: 20)
        #expect(answer.status == 200)
        #expect(flows.allSatisfy { !$0.isReadable(timeout: 0) }, "the flow runs were answered before the input")
    }

    @Test("flow runs whose clients left stop, and the next flow run is answered")
    func disconnectCancels() throws {
        let server = try TestServer()
        var flows = try (0..<3).map { _ in try Self.post(Self.longFlow, port: server.port) }
        #expect(eventually { server.server.outstandingHolds == 3 }, "the server never took the three flow runs")
        flows.removeAll()  // closes them
        let answer = try server.request("POST", "/api/flows/run", json: Self.shortFlow, headers: ["Content-Type": "application/yaml"], timeout: 20)
        #expect(answer.status == 200)
        #expect(try answer.json()["passed"]?.boolean == true)
    }

    /// The long flow run on a server with these limits: its answer, which must be 422.
    static func overBudget(_ limits: FlowLimits) throws -> JSONValue {
        let server = try TestServer { $0.flowLimits = limits }
        let answer = try server.request("POST", "/api/flows/run", json: longFlow, headers: ["Content-Type": "application/yaml"], timeout: 20)
        #expect(answer.status == 422)
        let json = try answer.json()
        #expect(json["error"]?["code"]?.stringValue == "flow_over_budget")
        return json
    }

    @Test("a flow run past its event budget stops with 422 flow_over_budget and what it did")
    func eventBudget() throws {
        let json = try Self.overBudget(FlowLimits(maxEvents: 300, maxSeconds: 60))
        #expect(json["error"]?["message"]?.stringValue?.contains("limit of 300 events") == true)
        // The first device tapped and typed 256 of the text (four batches of 64); its
        // second step stopped there, and nothing else ran.
        #expect(json["stepsRun"]?.number == 2)
        #expect(json["events"]?.number == 257)
        let results = try #require(json["results"]?.array)
        #expect(results.count == 7)
        #expect(results.first?["failures"]?.array?.first?["step"]?.number == 1)
    }

    @Test("a flow run past its time limit stops with 422 flow_over_budget")
    func timeBudget() throws {
        let json = try Self.overBudget(FlowLimits(maxEvents: 1_000_000, maxSeconds: 0.5))
        #expect(json["error"]?["message"]?.stringValue?.contains("time limit of 0.5 s") == true)
        #expect((json["events"]?.number ?? 0) > 0)
    }
}
