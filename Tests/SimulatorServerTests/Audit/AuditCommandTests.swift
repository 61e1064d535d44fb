import Foundation
import Testing

/// `SimulatorServer audit`, end to end: exit status, JSON and JUnit.
@Suite struct AuditCommandTests {
    func audit(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try ServerProcess.command(["audit"] + arguments)
    }

    @Test("a form with a nameless button fails the audit with exit 1, naming it in the output, the JSON and JUnit")
    func failsOnAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let form = folder.appendingPathComponent("nameless.yaml")
        try "id: nameless\nsections:\n  - rows:\n      - button: go\n        title: \" \"\n".write(to: form, atomically: true, encoding: .utf8)
        let json = folder.appendingPathComponent("audit.json"), junit = folder.appendingPathComponent("audit.xml")
        let run = try audit([form.path, "--devices", "iphone-se", "--appearances", "light", "--text-sizes", "large",
                             "--json", json.path, "--junit", junit.path])
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("error unnamed: go (button) has no name a screen reader would speak"))
        #expect(try String(contentsOf: json, encoding: .utf8).contains("\"check\" : \"unnamed\""))
        #expect(try String(contentsOf: junit, encoding: .utf8).contains("<failure message=\"go (button) has no name"))
    }

    @Test("the login scene passes on a phone and a tablet; an unknown device is refused before anything runs")
    func passesAndRefuses() throws {
        let passed = try audit(["login", "--devices", "iphone-15,ipad-10", "--text-sizes", "large,AX5", "--quiet"])
        #expect(passed.status == 0, "\(passed.output)")
        #expect(passed.output.contains("passed: 1 forms on 2 devices, 0 errors"))
        let refused = try audit(["login", "--devices", "iphone-99"])
        #expect(refused.status != 0)
        #expect(refused.output.contains("--devices: \"iphone-99\" is not one"))
    }
}
