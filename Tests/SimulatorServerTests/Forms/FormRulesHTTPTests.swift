import Foundation
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// The form rules F1–F9 over HTTP, with a form written for the test, on a phone and a
/// tablet in both orientations (docs/FORMS.md, Behaviour).
@Suite("Form rules over HTTP", .serialized)
struct FormRulesHTTPTests {
    static let form = """
        id: rules
        title: Rules
        done: Save
        sections:
          - rows:
              - text: name
                label: Name
                required: true
              - text: city
                label: City
              - picker: size
                label: Size
                options: [S, M, L]
              - switch: wrap
                label: Wrap
              - segmented: speed
                label: Speed
                options: [Slow, Fast]
              - stepper: qty
                label: Qty
                min: 1
                max: 2
              - choice: box
                label: Box
                options: [Small, Large]
                value: Small
          - rows:
              - child: more
                label: More
                form: rules-more
        """
    static let child = "id: rules-more\ntitle: More\nsections:\n  - rows:\n      - text: note\n        label: Note\n"
    static let devices = ["iphone-se", "ipad-10"].flatMap { [($0, "portrait"), ($0, "landscapeLeft")] }

    final class Device {
        let server: TestServer
        let id: String

        init(_ device: String, _ orientation: String) throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(FormRulesHTTPTests.form.utf8).write(to: folder.appendingPathComponent("rules.yaml"))
            try Data(FormRulesHTTPTests.child.utf8).write(to: folder.appendingPathComponent("rules-more.yaml"))
            server = try TestServer(formFolders: [folder])
            id = try server.createSession(
                #"{"device":"\#(device)","scene":"rules","orientation":"\#(orientation)","clock":"manual"}"#)
        }

        @discardableResult
        func send(_ events: String) throws -> Int {
            try server.request("POST", "/api/sessions/\(id)/input", json: #"{"events":[\#(events)]}"#).status
        }

        /// Events that first scroll the element into view where the screen is short.
        func tap(_ target: String) throws -> Int {
            for _ in 0..<4 {
                let status = try send(#"{"type":"tap","target":"\#(target)"}"#)
                guard status == 400 else { return status }
                try send(#"{"type":"drag","from":[150,300],"to":[150,120],"ms":400},{"type":"advance","ms":2000}"#)
            }
            return 400
        }

        func tree() throws -> JSONValue { try server.request("GET", "/api/sessions/\(id)/tree").json() }

        func node(_ id: String) throws -> JSONValue? {
            func find(_ node: JSONValue?) -> JSONValue? {
                guard let node else { return nil }
                if node["id"]?.stringValue == id { return node }
                return node["children"]?.array?.lazy.compactMap(find).first
            }
            return find(try tree()["root"])
        }

        func states(_ id: String) throws -> [String] { try node(id)?["states"]?.array?.compactMap(\.stringValue) ?? [] }
    }

    @Test("F1: a picker row shows its picker (panel on phone, popover on pad) and a pick by value shows at once", arguments: devices)
    func f1(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        #expect(try d.tap("size") == 200)
        let popover = try d.node("size-popover")
        #expect((popover != nil) == device.hasPrefix("ipad"))
        try d.send(#"{"type":"pick","target":"size-picker","value":"L"},{"type":"text","text":"x"}"#)
        #expect(try d.node("size-value")?["value"]?.stringValue == "L")
    }

    @Test("F2: Return moves from one text row to the next", arguments: devices)
    func f2(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        #expect(try d.tap("name") == 200)
        try d.send(#"{"type":"text","text":"Ann"},{"type":"key","key":"Enter"}"#)
        #expect(try d.tree()["firstResponder"]?.stringValue == "city-field")
    }

    @Test("F4–F6: a switch toggles, a segment selects, a stepper steps and stops at its bound", arguments: devices)
    func controls(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        #expect(try d.tap("wrap-switch") == 200)
        #expect(try d.node("wrap-switch")?["value"]?.stringValue == "on")
        #expect(try d.tap("speed-segment-1") == 200)
        #expect(try d.states("speed-segment-1").contains("selected"))
        #expect(try d.tap("qty-stepper-increment") == 200)
        #expect(try d.node("qty-value")?["value"]?.stringValue == "2")
        #expect(try d.states("qty-stepper-increment").contains("disabled"))
    }

    @Test("F8: a choice pushes its list and choosing pops back with the value; a child pushes its form", arguments: devices)
    func f8(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        #expect(try d.tap("box") == 200)
        try d.send(#"{"type":"advance","ms":1000},{"type":"tap","target":"box-option-1"},{"type":"advance","ms":1000}"#)
        #expect(try d.node("box-value")?["value"]?.stringValue == "Large")
        #expect(try d.tap("more") == 200)
        try d.send(#"{"type":"advance","ms":1000}"#)
        #expect(try d.node("note-field") != nil)
        #expect(try d.node("back")?["label"]?.stringValue == "Rules")
    }

    @Test("F9: Save with the required row empty marks it invalid and focuses it; filled, the form is submitted", arguments: devices)
    func f9(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        #expect(try d.tap("done") == 200)
        #expect(try d.states("name").contains("invalid"))
        #expect(try d.tree()["firstResponder"]?.stringValue == "name-field")
        try d.send(#"{"type":"text","text":"Ann"},{"type":"tap","target":"done"}"#)
        #expect(try d.states("form").contains("submitted"))
        #expect(try d.tree()["firstResponder"] == .null)
    }
}
