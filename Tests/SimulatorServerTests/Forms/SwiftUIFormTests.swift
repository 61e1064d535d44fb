import Foundation
import Scenes
import SimCore
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// SwiftUI files as forms over HTTP: `--forms`, uploads as `text/x-swift`, hot reload.
@Suite("SwiftUI forms over HTTP", .serialized)
struct SwiftUIFormTests {
    static let swift = """
        import SwiftUI
        struct LiveForm: View {
            @State private var gift = false
            var body: some View {
                Form {
                    Section("Order") {
                        Toggle("Gift", isOn: $gift)
                        if gift { TextField("Message", text: $message) }
                        NavigationLink("Card") { CardForm() }
                    }
                }
                .navigationTitle("Live")
            }
        }
        struct CardForm: View {
            var body: some View { Form { Toggle("Signed", isOn: $signed) } }
        }
        """

    func upload(_ server: TestServer, _ text: String) throws -> RawHTTP.Response {
        try server.request("POST", "/api/forms", json: text, headers: ["Content-Type": "text/x-swift"])
    }

    func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swift-forms-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }

    func tree(_ server: TestServer, _ id: String) throws -> String {
        String(decoding: try server.request("GET", "/api/sessions/\(id)/tree").body, as: UTF8.self)
    }

    @Test("a SwiftUI file uploaded as text/x-swift answers 201 with its form, and its link's destination form is there too")
    func uploadSwift() throws {
        let server = try TestServer()
        let answer = try upload(server, Self.swift)
        #expect(answer.status == 201)
        #expect(try answer.json()["id"]?.stringValue == "live-form")
        #expect(try answer.json()["title"]?.stringValue == "Live")
        #expect(try server.request("GET", "/api/forms/card-form").status == 200)
        for device in ["iphone-se", "ipad-10"] { _ = try server.createSession(#"{"device":"\#(device)","scene":"live-form"}"#) }
    }

    @Test("a SwiftUI file with no Form answers 400 invalid_form: no Form or List found")
    func uploadNoForm() throws {
        let server = try TestServer()
        let answer = try upload(server, "struct A: View { var body: some View { Text(\"x\") } }")
        #expect(answer.status == 400)
        let error = try answer.json()["error"]
        #expect(error?["code"]?.stringValue == "invalid_form")
        #expect(error?["message"]?.stringValue?.contains("no Form or List found") == true)
    }

    @Test("hostile SwiftUI uploads, brackets ten thousand deep and a chain of five thousand modifiers, answer 400 and the server goes on")
    func uploadHostile() throws {
        let server = try TestServer()
        let hostile = "struct A: View { var body: some View { Form { " + String(repeating: "Group { ", count: 10_000) + " } } }"
        #expect(try upload(server, hostile).status == 400)
        let chain = "struct A: View { var body: some View { Form { Text(\"x\")" + String(repeating: ".bold()", count: 5_000) + " } } }"
        #expect(try upload(server, chain).status == 400)
        #expect(try upload(server, Self.swift).status == 201)
    }

    @Test("a .swift file under --forms is a form whose if keeps a row live: the switch shows it")
    func formsFolder() throws {
        let server = try TestServer(formFolders: [try folder(["LiveForm.swift": Self.swift])])
        let id = try server.createSession(#"{"device":"iphone-15","scene":"live-form","clock":"manual"}"#)
        #expect(!(try tree(server, id)).contains("\"message-field\""))
        _ = try server.request("POST", "/api/sessions/\(id)/input", json: #"{"events":[{"type":"tap","target":"gift-switch"},{"type":"advance","ms":500}]}"#)
        #expect(try tree(server, id).contains("\"message-field\""))
    }

    @Test("a broken save of a .swift file keeps the last good form, and a good save replaces it")
    func brokenSave() throws {
        let dir = try folder(["LiveForm.swift": Self.swift])
        let server = try TestServer(formFolders: [dir])
        try Data("struct LiveForm: View { var body: some View { Text(\"gone\") } }".utf8).write(to: dir.appendingPathComponent("LiveForm.swift"))
        var error: JSONValue?
        _ = try eventually {
            error = try server.request("GET", "/api/scenes").json().array?.first { $0["id"]?.stringValue == "live-form" }?["error"]
            return error != nil
        }
        #expect(error?["code"]?.stringValue == "invalid_form")
        #expect(try server.request("GET", "/api/forms/live-form").status == 200)
        try Data(Self.swift.replacingOccurrences(of: "\"Live\"", with: "\"Again\"").utf8).write(to: dir.appendingPathComponent("LiveForm.swift"))
        var title: String?
        _ = try eventually {
            title = try server.request("GET", "/api/forms/live-form").json()["title"]?.stringValue
            return title == "Again"
        }
        #expect(title == "Again")
    }

    @Test("the shipped ShippingForm.swift opens on every device beside shipping.yaml")
    func shipped() throws {
        let forms = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Forms").standardized
        let server = try TestServer(formFolders: [forms])
        for device in DeviceProfile.all.map(\.id) {
            _ = try server.createSession(#"{"device":"\#(device)","scene":"shipping-form"}"#)
        }
        #expect(try server.request("GET", "/api/forms/shipping").status == 200)
    }
}
