import Foundation
import Scenes
import Testing

@testable import SimulatorServer
import TestSupport

/// Forms built to take the server down — a stepper past Int's range, a plist that holds
/// itself — are refused where they are read, over every way in, and the server goes on.
@Suite("Hostile forms over HTTP", .serialized)
struct HostileFormTests {
    /// A 44-byte binary plist whose only object, an array, holds itself. Made anew each
    /// time: a static `Data` lives to the process's exit, where LeakSanitizer reports it.
    static var selfHoldingPlist: Data {
        var bytes = Array("bplist00".utf8) + [0xA1, 0x00, 0x00, 0x08]
        bytes += [0, 0, 0, 0, 0, 0, 2, 1] + [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 10]
        return Data(bytes)
    }

    func stepperForm(_ keys: String) -> String {
        "id: huge\ntitle: Huge\nsections:\n  - rows:\n      - stepper: count\n        label: Count\n\(keys)"
    }

    @Test(
        "a stepper whose numbers pass ±10^15 is refused at upload naming the key, and sessions go on",
        arguments: [
            ("        min: 0\n        max: 1e20\n        value: 1e19\n", "sections[0].rows[0].max"),
            ("        min: -1e308\n        max: 1e308\n        step: 1e308\n", "sections[0].rows[0].min"),
        ])
    func hugeStepper(keys: String, path: String) throws {
        let server = try TestServer()
        let answer = try server.request("POST", "/api/forms", json: stepperForm(keys), headers: ["Content-Type": "application/yaml"])
        #expect(answer.status == 400)
        #expect(try answer.json()["error"]?["code"]?.stringValue == "invalid_form")
        #expect(try answer.json()["error"]?["path"]?.stringValue == path)
        #expect(try server.request("POST", "/api/sessions", json: #"{"device":"iphone-se","scene":"huge"}"#).json().errorCode == "unknown_scene")
        _ = try server.createSession()
    }

    @Test("a stepper at 10^15 steps past Int's reach of its label without taking the server down")
    func stepperAtTheLimit() throws {
        let server = try TestServer()
        let keys = "        min: -1e15\n        max: 1e15\n        step: 1e15\n        value: 0\n"
        #expect(try server.request("POST", "/api/forms", json: stepperForm(keys), headers: ["Content-Type": "application/yaml"]).status == 201)
        let id = try server.createSession(#"{"device":"iphone-se","scene":"huge"}"#)
        let tap = #"{"events":[{"type":"tap","target":"count-stepper-increment"},{"type":"tap","target":"count-stepper-increment"}]}"#
        #expect(try server.request("POST", "/api/sessions/\(id)/input", json: tap).status == 200)
        let tree = try server.request("GET", "/api/sessions/\(id)/tree").json()
        #expect(tree.node(id: "count-value")?["value"]?.stringValue == "1000000000000000")
    }

    @Test("a 44-byte plist that holds itself is refused at upload at once, and the next upload works")
    func selfHoldingPlistUpload() throws {
        let server = try TestServer()
        #expect(Self.selfHoldingPlist.count == 44)
        let answer = try RawHTTP.request(
            port: server.port, "POST", "/api/forms", headers: ["Content-Type": "application/x-plist"],
            body: Self.selfHoldingPlist, timeout: 5)
        #expect(answer.status == 400)
        #expect(try answer.json()["error"]?["message"]?.stringValue?.contains("contains itself") == true)
        let yaml = "id: after\ntitle: After\nsections:\n  - rows:\n      - text: name\n"
        #expect(try server.request("POST", "/api/forms", json: yaml, headers: ["Content-Type": "application/yaml"]).status == 201)
    }

    @Test("a --forms folder holding that plist starts, logs it and serves the folder's other forms")
    func selfHoldingPlistInFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.selfHoldingPlist.write(to: folder.appendingPathComponent("Loop.plist"))
        try Data("id: fine\ntitle: Fine\nsections:\n  - rows:\n      - text: name\n".utf8).write(to: folder.appendingPathComponent("fine.yaml"))
        let server = try TestServer(formFolders: [folder])
        _ = try server.createSession(#"{"device":"ipad-10","scene":"fine"}"#)
        #expect(server.log.messages.contains { $0.contains("form not loaded") && $0.contains("Loop.plist") && $0.contains("contains itself") })
    }
}
