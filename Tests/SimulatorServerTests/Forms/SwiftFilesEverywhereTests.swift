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
    /// Forms/ShippingForm.swift, the shipped SwiftUI form (and its gift card destination).
    static let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Forms/ShippingForm.swift").standardized
    static var swift: String { (try? String(contentsOf: shipped, encoding: .utf8)) ?? "" }
    /// The same file with a call left open on line 59: the importer loads what parses and warns.
    static var broken: String {
        swift.replacingOccurrences(of: "TextField(\"\", text: $city)", with: "TextField(\"\", text: $city")
    }

    func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swift-everywhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }

    static let quick = ["--devices", "iphone-se,ipad-10", "--appearances", "light", "--text-sizes", "large", "--quiet"]

    @Test("audit FILE.swift reads the file as SwiftUI, not YAML, and audits its form on a phone and a tablet")
    func auditSwiftFile() throws {
        let dir = try folder(["ShippingForm.swift": Self.swift, "Broken.swift": Self.broken])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try ServerProcess.command(["audit", dir.appendingPathComponent("ShippingForm.swift").path] + Self.quick)
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
        let dir = try folder(["ShippingForm.swift": Self.swift])
        defer { try? FileManager.default.removeItem(at: dir) }
        for target in [dir.appendingPathComponent("ShippingForm.swift").path, "shipping-form"] {
            let run = try ServerProcess.command(["audit", "--forms", dir.path, target] + Self.quick)
            #expect(run.status == 0, "\(target): \(run.output)")
            #expect(run.output.contains("passed: 1 forms on 2 devices"), "\(target): \(run.output)")
        }
    }

    @Test("run-flows runs a flow whose scene is the form of a .swift file in --forms, on a phone and a tablet")
    func runFlowsOnSwiftForm() throws {
        let forms = try folder(["ShippingForm.swift": Self.swift])
        let flows = try folder([
            "name.yaml": """
                scene: shipping-form
                devices: [iphone-se, ipad-10]
                steps:
                  - tap: email-field
                  - type: "ann@example.com"
                  - expect: {id: email-field, value: "ann@example.com"}
                """,
        ])
        defer {
            try? FileManager.default.removeItem(at: forms)
            try? FileManager.default.removeItem(at: flows)
        }
        let run = try ServerProcess.command(["run-flows", "--forms", forms.path, flows.appendingPathComponent("name.yaml").path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("form shipping-form from \(forms.appendingPathComponent("ShippingForm.swift").path)"), "\(run.output)")
        #expect(run.output.contains("passed: 1 flows on 2 devices, 0 failing"), "\(run.output)")
    }

    @Test("import FILE.swift prints the form as YAML, and a file with a syntax error prints what parsed with the error on stderr")
    func importCommand() throws {
        let dir = try folder(["ShippingForm.swift": Self.swift, "Broken.swift": Self.broken])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try ServerProcess.command(["import", dir.appendingPathComponent("ShippingForm.swift").path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasPrefix("id: shipping-form\ntitle: Shipping\n"), "\(run.output)")
        #expect(run.output.contains("---\nid: gift-card\n"), "\(run.output)")
        let broken = try ServerProcess.command(["import", dir.appendingPathComponent("Broken.swift").path])
        #expect(broken.status == 0, "\(broken.output)")
        #expect(broken.output.contains("id: shipping-form") && broken.output.contains("id: gift-card"))
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
        #expect(try audit.json()["scene"]?.stringValue == "shipping-form")
        #expect(try audit.json()["errors"]?.number == 0)
    }

    @Test("an uploaded .swift file with a syntax error answers 201 with what parsed, its error with line and column, and its forms")
    func uploadWithSyntaxError() throws {
        let server = try TestServer()
        let answer = try server.request("POST", "/api/forms", json: Self.broken, headers: ["Content-Type": "text/x-swift"])
        #expect(answer.status == 201)
        let json = try answer.json()
        #expect(json["forms"] == [["id": "shipping-form", "title": "Shipping"], ["id": "gift-card", "title": "Gift message"]])
        let warnings = json["warnings"]?.array?.compactMap(\.stringValue) ?? []
        #expect(warnings.contains { $0.hasPrefix("Upload.swift:59:") && $0.contains(": error: expected ')'") }, "\(warnings)")
        #expect(json["revision"]?.number == 1)
    }

    @Test("a --forms .swift file's scene entry names its file and counts its loads; a save that loads counts one more")
    func revisionsOnReload() throws {
        let dir = try folder(["ShippingForm.swift": Self.swift])
        defer { try? FileManager.default.removeItem(at: dir) }
        let server = try TestServer(formFolders: [dir])
        func entry() throws -> JSONValue? {
            try server.request("GET", "/api/scenes").json().array?.first { $0["id"]?.stringValue == "shipping-form" }
        }
        #expect(try entry()?["file"]?.stringValue == "ShippingForm.swift")
        #expect(try entry()?["revision"]?.number == 1)
        #expect(try entry()?["warnings"]?.array?.contains { $0.stringValue?.contains(": error: ") == true } == false)
        try Data(Self.broken.utf8).write(to: dir.appendingPathComponent("ShippingForm.swift"))
        #expect(try eventually { try entry()?["revision"]?.number == 2 })
        let warnings = try entry()?["warnings"]?.array?.compactMap(\.stringValue) ?? []
        #expect(warnings.contains { $0.hasPrefix("ShippingForm.swift:59:") && $0.contains(": error: ") }, "\(warnings)")
    }
}
