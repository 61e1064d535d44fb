import Foundation
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// The same file uploaded by two clients, what each sees, and `PATCH /api/forms/{id}`.
@Suite("Uploads of one file by two clients, and renames", .serialized)
struct UploadOwnershipTests {
    /// Forms/ShippingForm.swift: the shipping form and the gift card its link opens.
    static var swift: String { SwiftFilesEverywhereTests.swift }
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
        #expect(try first.json()["id"]?.stringValue == "shipping-form")
        #expect(try second.json()["id"]?.stringValue == "shipping-form-2")
        #expect(try second.json()["renamed"] == ["shipping-form": "shipping-form-2", "gift-card": "gift-card-2"])
        // Bob's copy links to Bob's destination.
        let form = try server.request("GET", "/api/forms/shipping-form-2").json()
        let rows = form["sections"]?.array?.flatMap { $0["rows"]?.array ?? [] } ?? []
        #expect(rows.contains { $0["form"]?.stringValue == "gift-card-2" })

        let annSees = try scenes(server, Self.ann), bobSees = try scenes(server, Self.bob), nobodySees = try scenes(server, [:])
        #expect(annSees.contains("shipping-form") && annSees.contains("gift-card") && !annSees.contains("shipping-form-2"))
        #expect(bobSees.contains("shipping-form-2") && bobSees.contains("gift-card-2") && !bobSees.contains("shipping-form"))
        #expect(nobodySees.contains("contacts") && !nobodySees.contains { $0.hasPrefix("shipping-form") })
        // An unknown scene's refusal lists what the asker sees, not the other's uploads.
        let refused = try server.request("POST", "/api/sessions", json: #"{"device":"iphone-se","scene":"nope"}"#, headers: Self.bob)
        #expect(try refused.json().errorCode == "unknown_scene")
        let listed = try refused.json()["error"]?["message"]?.stringValue ?? ""
        #expect(listed.contains("shipping-form-2") && !listed.contains("shipping-form,") && !listed.hasSuffix("shipping-form"))
        let audit = try server.request("POST", "/api/audit", json: #"{"scene":"nope"}"#, headers: Self.ann)
        #expect(try audit.json()["error"]?["message"]?.stringValue?.contains("shipping-form-2") == false)

        // Each opens its own on a phone and a tablet; a second upload by Bob replaces Bob's copy.
        for (scene, device) in [("shipping-form", "iphone-se"), ("shipping-form-2", "ipad-10")] {
            _ = try server.createSession(#"{"device":"\#(device)","scene":"\#(scene)"}"#)
        }
        #expect(try upload(server, Self.bob).json()["id"]?.stringValue == "shipping-form-2")
        #expect(try scenes(server, Self.bob).filter { $0.hasPrefix("shipping-form") } == ["shipping-form-2"])
    }

    @Test("a taken id of 64 characters gets a suffixed one that is still 64 characters, a valid form id")
    func longIDs() throws {
        let server = try TestServer()
        let id = String(repeating: "a", count: 64)
        let yaml = "id: \(id)\nsections:\n  - rows:\n      - text: name\n"
        for (headers, expected) in [(Self.ann, id), (Self.bob, String(repeating: "a", count: 62) + "-2")] {
            let answer = try server.request("POST", "/api/forms", json: yaml, headers: headers.merging(["Content-Type": "application/yaml"]) { _, new in new })
            #expect(answer.status == 201)
            #expect(try answer.json()["id"]?.stringValue == expected)
        }
        #expect(SceneLibrary.suffixed(id, 10).count == 64)
    }

    @Test("the owner renames its upload: the menu's name changes, the bar's title and the id stay, and a re-upload keeps the name")
    func renames() throws {
        let server = try TestServer()
        #expect(try upload(server, Self.ann).status == 201)
        let answer = try rename(server, "shipping-form", #"{"name": "  Ann's shipping  "}"#, Self.ann)
        #expect(answer.status == 200)
        #expect(try answer.json()["name"]?.stringValue == "Ann's shipping")
        #expect(try answer.json()["title"]?.stringValue == "Shipping")
        let listed = try server.request("GET", "/api/scenes", headers: Self.ann).json().array?.first { $0["id"]?.stringValue == "shipping-form" }
        #expect(listed?["title"]?.stringValue == "Ann's shipping")
        #expect(try upload(server, Self.ann).status == 201)
        #expect(try server.request("GET", "/api/forms/shipping-form").json()["name"]?.stringValue == "Ann's shipping")
    }

    @Test("renaming another client's upload is 403 not_form_owner saying why; a built-in or folder form is 409; an unknown id 404")
    func renameRefusals() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rename-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("sections:\n  - rows:\n      - text: a\n".utf8).write(to: dir.appendingPathComponent("folder.yaml"))
        let server = try TestServer(formFolders: [dir])
        #expect(try upload(server, Self.ann).status == 201)
        for headers in [Self.bob, [:]] {
            let refused = try rename(server, "shipping-form", #"{"name": "Mine now"}"#, headers)
            #expect(refused.status == 403)
            #expect(try refused.json().errorCode == "not_form_owner")
            #expect(try refused.json()["error"]?["message"]?.stringValue?.contains("uploaded by another client") == true)
        }
        #expect(try server.request("GET", "/api/forms/shipping-form").json()["name"] == nil)
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
            let answer = try rename(server, "shipping-form", body, Self.ann)
            #expect(answer.status == 400, "\(body)")
            #expect(try answer.json().errorCode == "invalid_name", "\(body)")
            #expect(try answer.json()["error"]?["message"]?.stringValue?.isEmpty == false)
        }
        let text = try rename(server, "shipping-form", "name=x", Self.ann.merging(["Content-Type": "text/plain"]) { _, new in new })
        #expect(text.status == 415)
        let broken = try rename(server, "shipping-form", #"{"name": "#, Self.ann)
        #expect(broken.status == 400)
        #expect(try server.request("GET", "/api/forms/shipping-form").json()["name"] == nil)
        #expect(try rename(server, "shipping-form", #"{"name": "\#(String(long.dropLast()))"}"#, Self.ann).status == 200)
    }
}
