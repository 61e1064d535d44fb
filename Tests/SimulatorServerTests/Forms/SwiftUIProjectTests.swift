import Foundation
import Scenes
import SimCore
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// SwiftUI projects — several `.swift` files read together — over HTTP: a `--forms`
/// folder, an upload of several files, and hot reload of a file another file uses.
@Suite("SwiftUI projects over HTTP", .serialized)
struct SwiftUIProjectTests {
    static let form = """
        import SwiftUI
        struct SignUpForm: View {
            @State private var email = "ann@example.com"
            @State private var news = false
            var body: some View {
                Form {
                    LabeledField(title: "Email", text: $email)
                    Toggle("News", isOn: $news)
                }
                .navigationTitle("Sign up")
            }
        }
        """
    static let field = """
        import SwiftUI
        struct LabeledField: View {
            let title: String
            @Binding var text: String
            var body: some View { TextField(title, text: $text) }
        }
        """

    func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swift-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }

    func upload(_ server: TestServer, _ files: [(String, String)]) throws -> RawHTTP.Response {
        let body = try JSONEncoder().encode(["files": files.map { ["name": $0.0, "text": $0.1] }])
        return try server.request("POST", "/api/forms", json: String(decoding: body, as: UTF8.self), headers: ["Content-Type": "application/x-swift-project+json"])
    }

    /// The first row of a form as the API answers it.
    func firstRow(_ server: TestServer, _ id: String) throws -> JSONValue? {
        try server.request("GET", "/api/forms/\(id)").json()["sections"]?.array?.first?["rows"]?.array?.first
    }

    @Test("a --forms folder's .swift files are one project: a view declared in one file is a text row of another's form")
    func formsFolder() throws {
        let server = try TestServer(formFolders: [try folder(["SignUpForm.swift": Self.form, "LabeledField.swift": Self.field])])
        let row = try firstRow(server, "sign-up-form")
        #expect(row?["text"]?.stringValue == "email")
        #expect(row?["placeholder"]?.stringValue == "Email")
        #expect(row?["value"]?.stringValue == "ann@example.com")
        _ = try server.createSession(#"{"device":"iphone-15","scene":"sign-up-form"}"#)
    }

    @Test("several .swift files posted as one project answer 201, the custom view's row a text row bound to the caller's state")
    func uploadProject() throws {
        let server = try TestServer()
        let answer = try upload(server, [("SignUpForm.swift", Self.form), ("LabeledField.swift", Self.field)])
        #expect(answer.status == 201)
        #expect(try answer.json()["id"]?.stringValue == "sign-up-form")
        #expect(try firstRow(server, "sign-up-form")?["text"]?.stringValue == "email")
    }

    @Test("a posted project whose view contains itself answers 400 invalid_form naming the cycle and its file, line and column")
    func uploadCycle() throws {
        let server = try TestServer()
        let loop = "import SwiftUI\nstruct LabeledField: View {\n    var body: some View {\n        LabeledField()\n    }\n}"
        let answer = try upload(server, [("SignUpForm.swift", Self.form), ("LabeledField.swift", loop)])
        #expect(answer.status == 400)
        let error = try answer.json()["error"]
        #expect(error?["code"]?.stringValue == "invalid_form")
        let message = error?["message"]?.stringValue ?? ""
        #expect(message.contains("LabeledField.swift:4:9"), "\(message)")
        #expect(message.contains("LabeledField contains itself (LabeledField → LabeledField)"), "\(message)")
    }

    @Test("a body that is not a project's JSON answers 400 invalid_form saying what a project is")
    func uploadNotAProject() throws {
        let server = try TestServer()
        let answer = try server.request("POST", "/api/forms", json: "[1, 2]", headers: ["Content-Type": "application/x-swift-project+json"])
        #expect(answer.status == 400)
        #expect(try answer.json()["error"]?["message"]?.stringValue?.contains(#"{"files":"#) == true)
    }

    @Test("saving the file of a view another file's form uses reloads that form")
    func reloadComponent() throws {
        let dir = try folder(["SignUpForm.swift": Self.form, "LabeledField.swift": Self.field])
        let server = try TestServer(formFolders: [dir])
        let secure = Self.field.replacingOccurrences(of: "TextField(title", with: "SecureField(title")
        try Data(secure.utf8).write(to: dir.appendingPathComponent("LabeledField.swift"))
        var isSecure: Bool?
        _ = try eventually {
            isSecure = try firstRow(server, "sign-up-form")?["secure"]?.boolValue
            return isSecure == true
        }
        #expect(isSecure == true)
    }

    @Test("import given several files prints the form of one with the view another declares as its rows")
    func importCommand() throws {
        let dir = try folder(["SignUpForm.swift": Self.form, "LabeledField.swift": Self.field])
        let process = Process()
        process.executableURL = SwiftSourceReader.serverBinary()
        process.arguments = ["import", dir.appendingPathComponent("SignUpForm.swift").path, dir.appendingPathComponent("LabeledField.swift").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let yaml = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(yaml.hasPrefix("id: sign-up-form\n"))
        #expect(yaml.contains("- text: email\n"), "\(yaml)")
        #expect(!yaml.contains("LabeledField"))
    }
}
