import Foundation
import SimCore
import Testing

/// `run-flows` with forms in several folders, variables, tags and JUnit's step lines.
extension FlowHTTPTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static let form = "id: signup\ntitle: Sign up\nsections:\n  - rows:\n      - text: email\n        label: Email\n"

    @Test("run-flows names the form file each flow uses, and refuses a form id found in two folders, naming both")
    func formFiles() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let flows = root.appendingPathComponent("flows"), forms = root.appendingPathComponent("forms")
        try FileManager.default.createDirectory(at: flows, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: forms, withIntermediateDirectories: true)
        try Self.form.write(to: forms.appendingPathComponent("signup.yaml"), atomically: true, encoding: .utf8)
        let flow = flows.appendingPathComponent("signup-flow.yaml")
        try "scene: signup\ndevices: [iphone-se]\nsteps:\n  - tap: email-field\n".write(to: flow, atomically: true, encoding: .utf8)

        let used = try runFlows([flow.path, "--forms", forms.path])
        #expect(used.status == 0)
        #expect(used.output.contains("form signup from \(forms.appendingPathComponent("signup.yaml").path)"))

        // An older copy beside the flow.
        try Self.form.write(to: flows.appendingPathComponent("signup.yaml"), atomically: true, encoding: .utf8)
        let twice = try runFlows([flow.path, "--forms", forms.path])
        #expect(twice.status == 2)
        #expect(twice.output.contains("the form id \"signup\" is taken by"))
        #expect(twice.output.contains(forms.appendingPathComponent("signup.yaml").path))
        #expect(twice.output.contains(flows.appendingPathComponent("signup.yaml").path))
    }

    @Test("run-flows run from a folder with no Public/ finds the drawing code that came with the binary")
    func reportFromAnyFolder() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("pin.yaml")
        try "scene: pin\ndevices: [iphone-se]\nsteps:\n  - tap: pin-field\n".write(to: flow, atomically: true, encoding: .utf8)
        let run = try runFlows(["pin.yaml", "--report", "report.html"], in: folder)
        #expect(run.status == 0, "\(run.output)")
        let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("\"formsim/report.js\":\"data:text/javascript;base64,"))
        #expect(html.contains("@font-face { font-family: 'Inter'"))
    }

    @Test("run-flows takes --env values, chooses flows by tag, and writes every step into JUnit beside the report")
    func envTagsAndJUnit() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let typed = folder.appendingPathComponent("typed.yaml")
        try "scene: pin\ntags: [smoke]\ndevices: [iphone-se]\nsteps:\n  - tap: pin-field\n  - type: \"${PIN}\"\n  - expect: {id: pin-field, value: \"${PIN}\"}\n"
            .write(to: typed, atomically: true, encoding: .utf8)
        let nightly = folder.appendingPathComponent("nightly.yaml")
        try "scene: pin\ntags: [nightly]\ndevices: [iphone-se]\nsteps:\n  - tap: pin-field\n".write(to: nightly, atomically: true, encoding: .utf8)
        let junit = folder.appendingPathComponent("junit.xml").path, report = folder.appendingPathComponent("report.html").path

        let run = try runFlows([typed.path, nightly.path, "--env", "PIN=42", "--include-tags", "smoke", "--junit", junit, "--report", report])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("passed: 1 flows on 1 devices"))
        #expect(!run.output.contains("nightly"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        // A line a step (newlines written as &#10;, as in the failures).
        #expect(xml.contains("<system-out>passed 1. tap: pin-field&#10;passed 2. type: 42&#10;passed 3. expect: {id: pin-field, value: 42}</system-out>"))
        #expect(FileManager.default.fileExists(atPath: report))

        let missing = try runFlows([typed.path])
        #expect(missing.status == 2)
        #expect(missing.output.contains("the variable \"PIN\" has no value"))
    }

    @Test("run-flows --devices-override runs each flow on the devices given instead of its own; --devices only narrows")
    func devicesOverride() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("pin.yaml")
        try "scene: pin\ndevices: [iphone-se]\nsteps:\n  - tap: pin-field\n".write(to: flow, atomically: true, encoding: .utf8)
        let replaced = try runFlows([flow.path, "--devices-override", "iphone-15,ipad-10@half"])
        #expect(replaced.status == 0, "\(replaced.output)")
        #expect(replaced.output.contains("passed: 1 flows on 2 devices"))
        let narrowed = try runFlows([flow.path, "--devices", "iphone-15"])
        #expect(narrowed.output.contains("1 flows on 0 devices"))
        let both = try runFlows([flow.path, "--devices", "iphone-15", "--devices-override", "iphone-15"])
        #expect(both.status != 0 && both.output.contains("give one"))
        let wrong = try runFlows([flow.path, "--devices-override", "iphone-15@half"])
        #expect(wrong.status != 0 && wrong.output.contains("is an iPhone"))
    }

    @Test("run-flows runs a matrix flow once per row, each its own suite, with --env-file values under --env")
    func matrixAndEnvFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("pins.yaml")
        try "name: pins\nscene: pin\ndevices: [iphone-se]\nmatrix:\n  - {PIN: \"12\"}\n  - {PIN: \"34\"}\nsteps:\n  - tap: pin-field\n  - type: \"${PIN}${TAIL}\"\n  - expect: {id: pin-field, value: \"${PIN}${TAIL}\"}\n"
            .write(to: flow, atomically: true, encoding: .utf8)
        let env = folder.appendingPathComponent("ci.env")
        try "# CI values\nTAIL=5\nexport OTHER='x y'\n".write(to: env, atomically: true, encoding: .utf8)
        let junit = folder.appendingPathComponent("junit.xml").path
        let run = try runFlows([flow.path, "--env-file", env.path, "--junit", junit])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("passed: 2 flows on 2 devices"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("name=\"pins [PIN=12]\""))
        #expect(xml.contains("name=\"pins [PIN=34]\""))
        let over = try runFlows([flow.path, "--env-file", env.path, "--env", "TAIL=6"])
        #expect(over.status == 0, "\(over.output)")
        let bad = folder.appendingPathComponent("bad.env")
        try "not a line\n".write(to: bad, atomically: true, encoding: .utf8)
        let refused = try runFlows([flow.path, "--env-file", bad.path])
        #expect(refused.status != 0 && refused.output.contains("bad.env:1: expected NAME=value"))
    }

    @Test("run-flows shards split the device runs so that every run is in exactly one shard, and --flow picks flows by name")
    func shardsAndNames() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("pin.yaml")
        try "name: pin smoke\nscene: pin\nsteps:\n  - tap: pin-field\n".write(to: flow, atomically: true, encoding: .utf8)
        var lines: [String] = []
        for index in 0..<3 {
            let shard = try runFlows([flow.path, "--shard-index", "\(index)", "--shard-count", "3"])
            #expect(shard.status == 0, "\(shard.output)")
            lines += shard.output.split(separator: "\n").map(String.init).filter { $0.contains("✓") }
        }
        let devices = lines.compactMap { $0.split(separator: "·").dropFirst().first?.trimmingCharacters(in: .whitespaces) }
        #expect(devices.sorted() == DeviceProfile.all.map(\.id).sorted())
        #expect(try runFlows([flow.path, "--flow", "pin*"]).output.contains("on 8 devices"))
        #expect(try runFlows([flow.path, "--flow", "login*"]).output.contains("0 flows"))
        #expect(try runFlows([flow.path, "--shard-index", "3", "--shard-count", "3"]).status != 0)
    }
}
