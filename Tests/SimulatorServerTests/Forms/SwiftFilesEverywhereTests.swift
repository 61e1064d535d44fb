import Foundation
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// A SwiftUI `.swift` file goes wherever a form file goes: `audit`, `run-flows`,
/// `import`, `--forms`, `POST /api/forms` and `POST /api/audit` (the page's uploads are
/// in Tests/browser/test_swiftui_uploads.py).
@Suite("SwiftUI files wherever form files go", .serialized)
struct SwiftFilesEverywhereTests {
    static let swift = """
        import SwiftUI
        struct NameForm: View {
            @State private var name = ""
            @State private var news = true
            var body: some View {
                NavigationStack {
                    Form {
                        Section("You") {
                            TextField("Name", text: $name)
                            Toggle("Newsletter", isOn: $news)
                        }
                    }
                    .navigationTitle("Name")
                }
            }
        }
        """
    /// The same form with a call left open: the importer loads what parses and warns.
    static let broken = swift.replacingOccurrences(of: "Toggle(\"Newsletter\", isOn: $news)", with: "Toggle(\"Newsletter\", isOn: $news")

    func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swift-everywhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }

    static let quick = ["--devices", "iphone-se,ipad-10", "--appearances", "light", "--text-sizes", "large", "--quiet"]

    @Test("audit FILE.swift reads the file as SwiftUI, not YAML, and audits its form on a phone and a tablet")
    func auditSwiftFile() throws {
        let dir = try folder(["NameForm.swift": Self.swift, "Broken.swift": Self.broken])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try ServerProcess.command(["audit", dir.appendingPathComponent("NameForm.swift").path] + Self.quick)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("passed: 1 forms on 2 devices"), "\(run.output)")
        #expect(!run.output.contains("YAML"))
        // A file with a syntax error audits what parses.
        let broken = try ServerProcess.command(["audit", dir.appendingPathComponent("Broken.swift").path] + Self.quick)
        #expect(broken.status != 2, "\(broken.output)")
        #expect(broken.output.contains("1 forms on 2 devices"), "\(broken.output)")
    }

    @Test("audit --forms DIR takes a .swift file of the folder by its path and its form by id")
    func auditFormsFolder() throws {
        let dir = try folder(["NameForm.swift": Self.swift])
        defer { try? FileManager.default.removeItem(at: dir) }
        for target in [dir.appendingPathComponent("NameForm.swift").path, "name-form"] {
            let run = try ServerProcess.command(["audit", "--forms", dir.path, target] + Self.quick)
            #expect(run.status == 0, "\(target): \(run.output)")
            #expect(run.output.contains("passed: 1 forms on 2 devices"), "\(target): \(run.output)")
        }
    }

    @Test("run-flows runs a flow whose scene is the form of a .swift file in --forms, on a phone and a tablet")
    func runFlowsOnSwiftForm() throws {
        let forms = try folder(["NameForm.swift": Self.swift])
        let flows = try folder([
            "name.yaml": """
                scene: name-form
                devices: [iphone-se, ipad-10]
                steps:
                  - tap: name-field
                  - type: "Ann"
                  - expect: {id: name-field, value: "Ann"}
                """,
        ])
        defer {
            try? FileManager.default.removeItem(at: forms)
            try? FileManager.default.removeItem(at: flows)
        }
        let run = try ServerProcess.command(["run-flows", "--forms", forms.path, flows.appendingPathComponent("name.yaml").path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("form name-form from \(forms.appendingPathComponent("NameForm.swift").path)"), "\(run.output)")
        #expect(run.output.contains("passed: 1 flows on 2 devices, 0 failing"), "\(run.output)")
    }

    @Test("import FILE.swift prints the form as YAML, and a file with a syntax error prints what parsed with the error on stderr")
    func importCommand() throws {
        let dir = try folder(["NameForm.swift": Self.swift, "Broken.swift": Self.broken])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try ServerProcess.command(["import", dir.appendingPathComponent("NameForm.swift").path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasPrefix("id: name-form\ntitle: Name\n"), "\(run.output)")
        let broken = try ServerProcess.command(["import", dir.appendingPathComponent("Broken.swift").path])
        #expect(broken.status == 0, "\(broken.output)")
        #expect(broken.output.contains("id: name-form"))
        #expect(broken.output.contains("warning: Broken.swift:"), "\(broken.output)")
        #expect(broken.output.contains(": error: expected ')'"), "\(broken.output)")
    }

    @Test("POST /api/audit audits an uploaded SwiftUI form on a phone and a tablet")
    func auditUploadedSwift() throws {
        let server = try TestServer()
        let upload = try server.request("POST", "/api/forms", json: Self.swift, headers: ["Content-Type": "text/x-swift"])
        #expect(upload.status == 201)
        let id = try #require(try upload.json()["id"]?.stringValue)
        let body = #"{"scene": "\#(id)", "devices": ["iphone-se", "ipad-10"], "appearances": ["light"], "contentSizes": ["large"]}"#
        let audit = try server.request("POST", "/api/audit", json: body)
        #expect(audit.status == 200)
        #expect(try audit.json()["scene"]?.stringValue == "name-form")
        #expect(try audit.json()["errors"]?.number == 0)
    }

    @Test("an uploaded .swift file with a syntax error answers 201 with what parsed, its error with line and column, and its forms")
    func uploadWithSyntaxError() throws {
        let server = try TestServer()
        let answer = try server.request("POST", "/api/forms", json: Self.broken, headers: ["Content-Type": "text/x-swift"])
        #expect(answer.status == 201)
        let json = try answer.json()
        #expect(json["forms"] == [["id": "name-form", "title": "Name"]])
        let warnings = json["warnings"]?.array?.compactMap(\.stringValue) ?? []
        #expect(warnings.contains { $0.hasPrefix("Upload.swift:") && $0.contains(": error: ") }, "\(warnings)")
        #expect(json["revision"]?.number == 1)
    }

    @Test("a --forms .swift file's scene entry names its file and counts its loads; a save that loads counts one more")
    func revisionsOnReload() throws {
        let dir = try folder(["NameForm.swift": Self.swift])
        defer { try? FileManager.default.removeItem(at: dir) }
        let server = try TestServer(formFolders: [dir])
        func entry() throws -> JSONValue? {
            try server.request("GET", "/api/scenes").json().array?.first { $0["id"]?.stringValue == "name-form" }
        }
        #expect(try entry()?["file"]?.stringValue == "NameForm.swift")
        #expect(try entry()?["revision"]?.number == 1)
        #expect(try entry()?["warnings"]?.array?.isEmpty != false)
        try Data(Self.broken.utf8).write(to: dir.appendingPathComponent("NameForm.swift"))
        #expect(try eventually { try entry()?["revision"]?.number == 2 })
        let warnings = try entry()?["warnings"]?.array?.compactMap(\.stringValue) ?? []
        #expect(warnings.contains { $0.hasPrefix("NameForm.swift:") && $0.contains(": error: ") }, "\(warnings)")
    }
}
