import Foundation
import Testing

/// `POST /api/flows/run` and `SimulatorServer run-flows`, end to end.
@Suite(.serialized) struct FlowHTTPTests {
    static let yaml = ["Content-Type": "application/yaml"]

    @Test("a flow posted as YAML runs on its devices and answers the results")
    func runs() throws {
        let server = try TestServer()
        let body = "scene: contacts\ndevices: [iphone-se, ipad-10]\nsteps:\n  - tap: birthday\n  - expect: {on: pad, role: popover}\n  - expect: {role: inputView}\n"
        let response = try server.request("POST", "/api/flows/run", json: body, headers: Self.yaml)
        #expect(response.status == 200)
        let json = try response.json()
        #expect(json["passed"]?.boolean == false)
        let results = try #require(json["results"]?.array)
        #expect(results.map { $0["device"]?.stringValue } == ["iphone-se", "ipad-10"])
        #expect(results.map { $0["passed"]?.boolean } == [true, false])
        #expect(results[1]["failures"]?.array?.first?["step"]?.number == 2)
    }

    @Test("with report=html the answer names a report page, kept and served with its own policy")
    func report() throws {
        let server = try TestServer()
        let body = "scene: pin\ndevices: [iphone-15]\nsteps:\n  - tap: pin-field\n"
        let response = try server.request("POST", "/api/flows/run?report=html", json: body, headers: Self.yaml)
        #expect(response.status == 200)
        let url = try #require(try response.json()["report"]?.stringValue)
        #expect(url.hasPrefix("/api/flows/reports/"))
        let page = try server.request("GET", url)
        #expect(page.status == 200)
        #expect(page.headers["content-type"]?.hasPrefix("text/html") == true)
        #expect(page.headers["content-security-policy"]?.contains("script-src 'unsafe-inline' data:;") == true)
        #expect(page.headers["content-security-policy"]?.contains("default-src 'none'") == true)
        #expect(try server.request("GET", "/api/flows/reports/0123456789abcdef").status == 404)
    }

    @Test("an unreadable flow is 400 invalid_flow with line, column and path")
    func invalid() throws {
        let server = try TestServer()
        let response = try server.request("POST", "/api/flows/run", json: "scene: contacts\nsteps:\n  - tapp: x\n", headers: Self.yaml)
        #expect(response.status == 400)
        let error = try #require(try response.json()["error"])
        #expect(error["code"]?.stringValue == "invalid_flow")
        #expect(error["line"]?.number == 3 && error["column"]?.number == 5 && error["path"]?.stringValue == "steps[0]")
    }

    @Test("a recording posted as JSON is answered as the flow file the recorder shows")
    func writesYAML() throws {
        let server = try TestServer()
        let body = #"{"name": "pin: 12", "scene": "pin", "orientation": "portrait", "locale": "en_US", "appearance": "light", "increaseContrast": false, "steps": [{"tap": "pin-field"}, {"type": "12"}, {"settings": {"appearance": "dark"}, "on": "iphone-15"}]}"#
        let response = try server.request("POST", "/api/flows/yaml", json: body)
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/yaml; charset=utf-8")
        #expect(String(decoding: response.body, as: UTF8.self) == """
            name: "pin: 12"
            scene: pin
            orientation: portrait
            locale: en_US
            steps:
              - tap: pin-field
              - type: "12"
              - settings: {appearance: dark}
                on: iphone-15

            """)
    }

    @Test("a flow posted as YAML is written back in the recorder's form")
    func writesYAMLFromYAML() throws {
        let server = try TestServer()
        let response = try server.request("POST", "/api/flows/yaml", json: "scene: pin\nsteps:\n  - {tap: pin-field, on: pad}\n", headers: Self.yaml)
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "name: flow\nscene: pin\norientation: portrait\nsteps:\n  - tap: pin-field\n    on: pad\n")
    }

    @Test("a body that is not a flow is 400 invalid_flow saying where, and plain text 415", arguments: [
        (#"{"scene": "pin", "steps": [{"tapp": "x"}]}"#, "steps[0]"),
        (#"{"scene": "pin", "steps": []}"#, "steps"),
        (#"{"steps": [{"tap": "x"}]}"#, ""),
        (#"{"scene": "pin", "steps": [{"tap": "x"}"#, nil),
        (#"[1, 2]"#, nil),
    ])
    func refusesBadRecording(_ body: String, _ path: String?) throws {
        let server = try TestServer()
        let response = try server.request("POST", "/api/flows/yaml", json: body)
        #expect(response.status == 400)
        let error = try #require(try response.json()["error"])
        #expect(error["code"]?.stringValue == "invalid_flow")
        #expect(error["message"]?.stringValue?.isEmpty == false)
        if let path { #expect(error["path"]?.stringValue == path) }
        #expect(try server.request("POST", "/api/flows/yaml", json: "scene: pin", headers: ["Content-Type": "text/plain"]).status == 415)
    }

    @Test("a flow as plain text is 415, and one too long for a request is 413")
    func refused() throws {
        let server = try TestServer()
        #expect(try server.request("POST", "/api/flows/run", json: "scene: pin", headers: ["Content-Type": "text/plain"]).status == 415)
        let steps = String(repeating: "  - wait: 1\n", count: 300)
        #expect(try server.request("POST", "/api/flows/run", json: "scene: pin\nsteps:\n" + steps, headers: Self.yaml).status == 413)
    }

    func runFlows(_ arguments: [String], in folder: URL? = nil) throws -> (status: Int32, output: String) {
        try ServerProcess.command(["run-flows"] + arguments, in: folder)
    }

    @Test("run-flows prints a line per device, writes JUnit and the report, and exits 1 on a failure, 2 on a bad file")
    func command() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.yaml")
        try "scene: pin\ndevices: [iphone-se, ipad-10]\nsteps:\n  - tap: pin-field\n  - type: \"12\"\n  - expect: {id: pin-field, value: \"12\"}\n".write(to: good, atomically: true, encoding: .utf8)
        let bad = folder.appendingPathComponent("bad.yaml")
        try "scene: pin\ndevices: [iphone-se]\nsteps:\n  - tap: pin-field\n  - expect: {id: pin-field, value: \"9\"}\n".write(to: bad, atomically: true, encoding: .utf8)
        let broken = folder.appendingPathComponent("broken.yaml")
        try "scene: pin\nsteps:\n  - jump: x\n".write(to: broken, atomically: true, encoding: .utf8)
        let junit = folder.appendingPathComponent("junit.xml").path
        let report = folder.appendingPathComponent("report.html").path

        let passed = try runFlows([good.path, "--junit", junit, "--report", report])
        #expect(passed.status == 0)
        #expect(passed.output.contains("[1/2] ✓ good · iphone-se · 3 steps"))
        #expect(passed.output.contains("passed: 1 flows on 2 devices, 0 failing"))
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("tests=\"2\" failures=\"0\""))
        #expect(FileManager.default.fileExists(atPath: report))

        let failed = try runFlows([good.path, bad.path])
        #expect(failed.status == 1)
        #expect(failed.output.contains("✗ bad · iphone-se"))
        // A failure's line: the flow, the device by name, the step and its file and line.
        #expect(failed.output.contains("bad · iPhone SE (3rd) · step 2 (\(bad.path):5): expected id pin-field, value \"9\""))

        // A report with no drawing code would be blank: refused, saying where it looked.
        let blank = try runFlows([good.path, "--report", report, "--public", "/nonexistent"])
        #expect(blank.status == 2)
        #expect(blank.output.contains("--report: the drawing code is not in /nonexistent"))

        let unreadable = try runFlows([broken.path])
        #expect(unreadable.status == 2)
        #expect(unreadable.output.contains("broken.yaml:3:5: steps[0]: unknown step \"jump\""))
    }
}
