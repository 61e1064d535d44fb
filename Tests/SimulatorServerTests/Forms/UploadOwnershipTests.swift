import Foundation
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// The same file uploaded by two clients, what each sees, and `PATCH /api/forms/{id}`.
@Suite("Uploads of one file by two clients, and renames", .serialized)
struct UploadOwnershipTests {
    static let swift = """
        import SwiftUI
        struct ContentView: View {
            @State private var name = ""
            var body: some View {
                NavigationStack {
                    Form {
                        TextField("Name", text: $name)
                        NavigationLink("More") { DetailView() }
                    }
                    .navigationTitle("Profile")
                }
            }
        }
        struct DetailView: View {
            @State private var on = false
            var body: some View { Form { Toggle("On", isOn: $on) } }
        }
        """
    static let ann = ["X-FormSim-Client": "ann-browser-0123456789"]
    static let bob = ["X-FormSim-Client": "bob-browser-0123456789"]

    func upload(_ server: TestServer, _ headers: [String: String]) throws -> RawHTTP.Response {
        try server.request("POST", "/api/forms", json: Self.swift, headers: headers.merging(["Content-Type": "text/x-swift"]) { _, new in new })
    }

    func scenes(_ server: TestServer, _ headers: [String: String]) throws -> [String] {
        try server.request("GET", "/api/scenes", headers: headers).json().array?.compactMap { $0["id"]?.stringValue } ?? []
    }

    func rename(_ server: TestServer, _ id: String, _ body: String, _ headers: [String: String]) throws -> RawHTTP.Response {
        try server.request("PATCH", "/api/forms/\(id)", json: body, headers: headers)
    }

    @Test("two clients uploading the same SwiftUI file both get 201 and a form of their own, each listed to its uploader only")
    func twoClientsSameFile() throws {
        let server = try TestServer()
        let first = try upload(server, Self.ann)
        let second = try upload(server, Self.bob)
        #expect(first.status == 201)
        #expect(second.status == 201)
        #expect(try first.json()["id"]?.stringValue == "content-view")
        #expect(try second.json()["id"]?.stringValue == "content-view-2")
        #expect(try second.json()["renamed"] == ["content-view": "content-view-2", "detail-view": "detail-view-2"])
        // Bob's copy links to Bob's destination.
        let form = try server.request("GET", "/api/forms/content-view-2").json()
        let rows = form["sections"]?.array?.first?["rows"]?.array ?? []
        #expect(rows.contains { $0["form"]?.stringValue == "detail-view-2" })

        let annSees = try scenes(server, Self.ann), bobSees = try scenes(server, Self.bob), nobodySees = try scenes(server, [:])
        #expect(annSees.contains("content-view") && annSees.contains("detail-view") && !annSees.contains("content-view-2"))
        #expect(bobSees.contains("content-view-2") && bobSees.contains("detail-view-2") && !bobSees.contains("content-view"))
        #expect(nobodySees.contains("contacts") && !nobodySees.contains { $0.hasPrefix("content-view") })

        // Each opens its own on a phone and a tablet; a second upload by Bob replaces Bob's copy.
        for (scene, device) in [("content-view", "iphone-se"), ("content-view-2", "ipad-10")] {
            _ = try server.createSession(#"{"device":"\#(device)","scene":"\#(scene)"}"#)
        }
        #expect(try upload(server, Self.bob).json()["id"]?.stringValue == "content-view-2")
        #expect(try scenes(server, Self.bob).filter { $0.hasPrefix("content-view") } == ["content-view-2"])
    }

    @Test("the owner renames its upload: the menu's name changes, the bar's title and the id stay, and a re-upload keeps the name")
    func renames() throws {
        let server = try TestServer()
        #expect(try upload(server, Self.ann).status == 201)
        let answer = try rename(server, "content-view", #"{"name": "  Ann's profile  "}"#, Self.ann)
        #expect(answer.status == 200)
        #expect(try answer.json()["name"]?.stringValue == "Ann's profile")
        #expect(try answer.json()["title"]?.stringValue == "Profile")
        let listed = try server.request("GET", "/api/scenes", headers: Self.ann).json().array?.first { $0["id"]?.stringValue == "content-view" }
        #expect(listed?["title"]?.stringValue == "Ann's profile")
        #expect(try upload(server, Self.ann).status == 201)
        #expect(try server.request("GET", "/api/forms/content-view").json()["name"]?.stringValue == "Ann's profile")
    }

    @Test("renaming another client's upload is 403 not_form_owner saying why; a built-in or folder form is 409; an unknown id 404")
    func renameRefusals() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rename-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("sections:\n  - rows:\n      - text: a\n".utf8).write(to: dir.appendingPathComponent("folder.yaml"))
        let server = try TestServer(formFolders: [dir])
        #expect(try upload(server, Self.ann).status == 201)
        for headers in [Self.bob, [:]] {
            let refused = try rename(server, "content-view", #"{"name": "Mine now"}"#, headers)
            #expect(refused.status == 403)
            #expect(try refused.json().errorCode == "not_form_owner")
            #expect(try refused.json()["error"]?["message"]?.stringValue?.contains("uploaded by another client") == true)
        }
        #expect(try server.request("GET", "/api/forms/content-view").json()["name"] == nil)
        for id in ["contacts", "folder"] {
            let refused = try rename(server, id, #"{"name": "X"}"#, Self.ann)
            #expect(refused.status == 409)
            #expect(try refused.json().errorCode == "form_not_uploaded")
        }
        #expect(try rename(server, "no-such-form", #"{"name": "X"}"#, Self.ann).json().errorCode == "unknown_form")
    }

    @Test("a rename that is empty, too long, not a string, multi-line, or not {name} is 400 invalid_name with a message, and changes nothing")
    func badRenames() throws {
        let server = try TestServer()
        #expect(try upload(server, Self.ann).status == 201)
        let long = String(repeating: "x", count: SceneLibrary.maxNameLength + 1)
        let bodies = [
            #"{"name": ""}"#, #"{"name": "   "}"#, #"{"name": "\#(long)"}"#, #"{"name": 42}"#, #"{"name": null}"#,
            #"{"name": ["a"]}"#, #"{"name": "two\nlines"}"#, #"{}"#, #"{"id": "other"}"#, #"["name"]"#,
        ]
        for body in bodies {
            let answer = try rename(server, "content-view", body, Self.ann)
            #expect(answer.status == 400, "\(body)")
            #expect(try answer.json().errorCode == "invalid_name", "\(body)")
            #expect(try answer.json()["error"]?["message"]?.stringValue?.isEmpty == false)
        }
        let text = try rename(server, "content-view", "name=x", Self.ann.merging(["Content-Type": "text/plain"]) { _, new in new })
        #expect(text.status == 415)
        let broken = try rename(server, "content-view", #"{"name": "#, Self.ann)
        #expect(broken.status == 400)
        #expect(try server.request("GET", "/api/forms/content-view").json()["name"] == nil)
        #expect(try rename(server, "content-view", #"{"name": "\#(String(long.dropLast()))"}"#, Self.ann).status == 200)
    }
}
