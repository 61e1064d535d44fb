import Foundation
import Scenes
import SimCore
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// `POST /api/forms`, `GET /api/forms/{id}`, Settings bundles and hot reload, over HTTP.
@Suite("Form uploads and reloads over HTTP", .serialized)
struct FormUploadTests {
    static let yaml = "title: Mine\nsections:\n  - header: Me\n    rows:\n      - text: name\n        label: Name\n"

    func upload(
        _ server: TestServer, _ text: String, type: String = "application/yaml", headers: [String: String] = [:]
    ) throws -> RawHTTP.Response {
        try server.request("POST", "/api/forms", json: text, headers: headers.merging(["Content-Type": type]) { _, new in new })
    }

    func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("forms-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }

    @Test("an uploaded YAML form answers 201 with its id and opens as a scene on phone and tablet; the scene list shows it to its owner")
    func uploadYAML() throws {
        let server = try TestServer()
        let answer = try upload(server, "id: mine\n" + Self.yaml)
        #expect(answer.status == 201)
        #expect(try answer.json()["id"]?.stringValue == "mine")
        #expect(try answer.json()["renamed"] == nil)
        #expect(answer.headers["location"] == "/api/forms/mine")
        let owner = try #require(try answer.json()["owner"]?.stringValue)
        let scenes = try server.request("GET", "/api/scenes", headers: ["X-FormSim-Client": owner]).json()
        #expect(scenes.array?.contains { $0["id"]?.stringValue == "mine" && $0["source"]?.stringValue == "file" && $0["uploaded"] == .bool(true) } == true)
        for device in ["iphone-se", "ipad-10"] {
            _ = try server.createSession(#"{"device":"\#(device)","scene":"mine"}"#)
        }
    }

    @Test("a bad upload answers 400 invalid_form with line, column and path, and keeps nothing")
    func uploadInvalid() throws {
        let server = try TestServer()
        let answer = try upload(server, "id: bad\nsections:\n  - rows:\n      - toggle: a\n")
        #expect(answer.status == 400)
        let error = try answer.json()["error"]
        #expect(error?["code"]?.stringValue == "invalid_form")
        #expect(error?["line"]?.number == 4)
        #expect(error?["column"]?.number == 9)
        #expect(error?["path"]?.stringValue == "sections[0].rows[0]")
        #expect(error?["message"]?.stringValue?.contains("unknown row kind \"toggle\"") == true)
        #expect(try server.request("GET", "/api/forms/bad").status == 404)
    }

    @Test("a form is refused as text/plain (415); one with a built-in scene's id gets the next free id and the scene stays")
    func uploadRefusals() throws {
        let server = try TestServer()
        #expect(try upload(server, "id: x\n" + Self.yaml, type: "text/plain").status == 415)
        let taken = try upload(server, "id: contacts\n" + Self.yaml)
        #expect(taken.status == 201)
        #expect(try taken.json()["id"]?.stringValue == "contacts-2")
        #expect(try taken.json()["renamed"]?["contacts"]?.stringValue == "contacts-2")
        #expect(try server.request("GET", "/api/forms/contacts").status == 404)
        _ = try server.createSession(#"{"device":"iphone-15","scene":"contacts"}"#)
    }

    @Test("an upload from another page's origin is 403, like every POST")
    func foreignOrigin() throws {
        let server = try TestServer()
        let answer = try server.request(
            "POST", "/api/forms", json: "id: evil\n" + Self.yaml,
            headers: ["Content-Type": "application/yaml", "Origin": "http://evil.example"])
        #expect(answer.status == 403)
        #expect(try server.request("GET", "/api/forms/evil").status == 404)
    }

    @Test("another client's upload of an id that is taken gets its own form; the first client's form stays")
    func otherClientGetsItsOwn() throws {
        let server = try TestServer()
        let mine = ["X-FormSim-Client": "the-uploader-0123456789"]
        let first = try upload(server, "id: owned\n" + Self.yaml, headers: mine)
        #expect(try first.json()["owner"]?.stringValue == "the-uploader-0123456789")
        let second = "id: owned\ntitle: Taken\nsections:\n  - rows:\n      - value: v\n"
        let tokenless = try upload(server, second)
        #expect(tokenless.status == 201)
        #expect(try tokenless.json()["id"]?.stringValue == "owned-2")
        let other = try upload(server, second, headers: ["X-FormSim-Client": "someone-else-0123456789"])
        #expect(other.status == 201)
        #expect(try other.json()["id"]?.stringValue == "owned-3")
        #expect(try server.request("GET", "/api/forms/owned").json()["title"]?.stringValue == "Mine")
        #expect(try server.request("GET", "/api/forms/owned-3").json()["title"]?.stringValue == "Taken")
        let again = try upload(server, second, headers: mine)
        #expect(try again.json()["id"]?.stringValue == "owned")
        #expect(try server.request("GET", "/api/forms/owned").json()["title"]?.stringValue == "Taken")
    }

    @Test("a binary property list uploads like an XML one")
    func binaryPlist() throws {
        let server = try TestServer()
        let plist: [String: Any] = ["PreferenceSpecifiers": [
            ["Type": "PSToggleSwitchSpecifier", "Key": "wifi", "Title": "Wi-Fi", "DefaultValue": true],
        ]]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let raw = try RawHTTP.request(
            port: server.port, "POST", "/api/forms", headers: ["Content-Type": "application/x-plist"], body: data)
        #expect(raw.status == 201)
        let form = try server.request("GET", "/api/forms/root").json()
        #expect(form["sections"]?.array?.first?["rows"]?.array?.first?["switch"]?.stringValue == "wifi")
    }

    @Test("uploading the same id again with the owner token the first upload answered replaces the form")
    func reupload() throws {
        let server = try TestServer()
        let owner = try #require(try upload(server, "id: same\n" + Self.yaml).json()["owner"]?.stringValue)
        let second = "id: same\ntitle: Second\nsections:\n  - rows:\n      - value: v\n"
        #expect(try upload(server, second, headers: ["X-FormSim-Client": owner]).status == 201)
        #expect(try server.request("GET", "/api/forms/same").json()["title"]?.stringValue == "Second")
    }

    @Test("GET /api/forms/{id} answers the form normalized, defaults written out")
    func normalized() throws {
        let server = try TestServer()
        _ = try upload(server, #"{"id": "j", "sections": [{"rows": [{"switch": "s", "value": true}]}]}"#, type: "application/json")
        let form = try server.request("GET", "/api/forms/j").json()
        #expect(form["style"]?.stringValue == "insetGrouped")
        #expect(form["title"]?.stringValue == "j")
        let row = form["sections"]?.array?.first?["rows"]?.array?.first
        #expect(row?["switch"]?.stringValue == "s")
        #expect(row?["value"] == .bool(true))
    }

    @Test("a Settings.bundle Root.plist uploads as a form with the mapped rows")
    func plistUpload() throws {
        let server = try TestServer()
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
            <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>General</string></dict>
            <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string>
              <key>Key</key><string>Sync_Enabled</string><key>DefaultValue</key><true/></dict>
            <dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>Name</string>
              <key>Key</key><string>user.name</string><key>IsSecure</key><false/></dict>
            </array></dict></plist>
            """
        let answer = try upload(server, plist, type: "application/x-plist")
        #expect(answer.status == 201)
        let form = try server.request("GET", "/api/forms/root").json()
        let rows = form["sections"]?.array?.first?["rows"]?.array
        #expect(rows?.first?["switch"]?.stringValue == "sync-enabled")
        #expect(rows?.last?["text"]?.stringValue == "user-name")
        #expect(form["sections"]?.array?.first?["header"]?.stringValue == "General")
    }

    @Test("the shipped Settings.bundle loads Root and its child pane; a pad-only row shows on iPad only")
    func shippedBundle() throws {
        let forms = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Forms").standardized
        let server = try TestServer(formFolders: [forms])
        #expect(try server.request("GET", "/api/forms/settings").status == 200)
        #expect(try server.request("GET", "/api/forms/settings-about").status == 200)
        for (device, shows) in [("iphone-se", false), ("ipad-10", true)] {
            let id = try server.createSession(#"{"device":"\#(device)","scene":"settings","clock":"manual"}"#)
            let tree = try server.request("GET", "/api/sessions/\(id)/tree")
            #expect(String(decoding: tree.body, as: UTF8.self).contains("\"split-view\"") == shows)
            // The Theme radio group: checkmark rows, System chosen; a tap moves the checkmark.
            let before = String(decoding: try server.request("GET", "/api/sessions/\(id)/tree").body, as: UTF8.self)
            #expect(before.contains("\"theme-option-2\""))
            _ = try server.request("POST", "/api/sessions/\(id)/input", json: #"{"type":"tap","target":"theme-option-2"}"#)
            let after = try server.request("GET", "/api/sessions/\(id)/tree").json()
            func states(_ node: JSONValue?, _ id: String) -> [String]? {
                guard let node else { return nil }
                if node["id"]?.stringValue == id { return node["states"]?.array?.compactMap(\.stringValue) ?? [] }
                return node["children"]?.array?.lazy.compactMap { states($0, id) }.first
            }
            #expect(states(after["root"], "theme-option-2")?.contains("checked") == true)
            #expect(states(after["root"], "theme-option-0")?.contains("checked") == false)
        }
    }

    /// A `--forms` folder with live.yaml, and an iPhone session on it with "Ann" typed
    /// into its name field (the field still first responder): the folder, the server, the
    /// session id and the version after the typing.
    func typedIntoLiveForm() throws -> (URL, TestServer, String, Int) {
        let dir = try folder(["live.yaml": Self.yaml])
        let server = try TestServer(formFolders: [dir])
        let id = try server.createSession(#"{"device":"iphone-15","scene":"live","clock":"manual"}"#)
        let input = try server.request(
            "POST", "/api/sessions/\(id)/input", json: #"{"events":[{"type":"tap","target":"name"},{"type":"text","text":"Ann"}]}"#)
        return (dir, server, id, Int(try input.json()["version"]?.number ?? 0))
    }

    @Test("a saved change reaches a held long poll as a reset at once (not at the poll's 25 s hold), keeping entered values")
    func hotReload() throws {
        let (dir, server, id, version) = try typedIntoLiveForm()
        let started = Date()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
            try? Data((Self.yaml + "      - text: more\n        label: More\n").utf8).write(to: dir.appendingPathComponent("live.yaml"))
        }
        let poll = try server.request("GET", "/api/sessions/\(id)/events?since=\(version)", timeout: 5)
        #expect(try poll.json()["reset"] != nil)
        // The watcher looks twice a second: about 1 s here; 3 s leaves room for a loaded CI
        // machine and still tells a reload from the hold's end.
        #expect(Date().timeIntervalSince(started) < 3)
        let tree = String(decoding: try server.request("GET", "/api/sessions/\(id)/tree").body, as: UTF8.self)
        #expect(tree.contains("\"more-field\""))
        #expect(tree.contains("\"Ann\""))
    }

    @Test("a hot reload keeps the first responder and its keyboard up, with what was typed")
    func hotReloadKeepsFirstResponder() throws {
        let (dir, server, id, version) = try typedIntoLiveForm()
        try Data((Self.yaml + "      - text: more\n        label: More\n").utf8).write(to: dir.appendingPathComponent("live.yaml"))
        let poll = try server.request("GET", "/api/sessions/\(id)/events?since=\(version)", timeout: 5)
        #expect(try poll.json()["reset"] != nil)
        let tree = try server.request("GET", "/api/sessions/\(id)/tree").json()
        #expect(tree["firstResponder"]?.stringValue == "name-field")
        func find(_ node: JSONValue?, role: String) -> JSONValue? {
            guard let node else { return nil }
            if node["role"]?.stringValue == role { return node }
            return node["children"]?.array?.lazy.compactMap { find($0, role: role) }.first
        }
        #expect(find(tree["root"], role: "keyboard") != nil)
        #expect(String(decoding: try server.request("GET", "/api/sessions/\(id)/tree").body, as: UTF8.self).contains("\"Ann\""))
    }

    @Test("a save that does not load keeps the last good form and GET /api/scenes says why")
    func brokenSave() throws {
        let dir = try folder(["live.yaml": Self.yaml])
        let server = try TestServer(formFolders: [dir])
        try Data("title: [\n".utf8).write(to: dir.appendingPathComponent("live.yaml"))
        var error: JSONValue?
        _ = try eventually {
            error = try server.request("GET", "/api/scenes").json().array?.first { $0["id"]?.stringValue == "live" }?["error"]
            return error != nil
        }
        #expect(error?["line"] != nil)
        #expect(error?["code"]?.stringValue == "invalid_form")
        _ = try server.createSession(#"{"device":"iphone-15","scene":"live"}"#)
        try Data(Self.yaml.utf8).write(to: dir.appendingPathComponent("live.yaml"))
        #expect(try eventually {
            try server.request("GET", "/api/scenes").json().array?.first { $0["id"]?.stringValue == "live" }?["error"] == nil
        })
    }
}
