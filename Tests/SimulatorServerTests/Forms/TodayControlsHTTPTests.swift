import Foundation
import Testing
import Wire

@testable import SimulatorServer

/// E5.K1 (a text row's keyboard bar) and E6.L1 (a form's large title) over HTTP, on an
/// iPhone and an iPad in both orientations.
@Suite("Keyboard toolbar and large title over HTTP", .serialized)
struct TodayControlsHTTPTests {
    static let form = """
        id: account
        title: Account
        largeTitle: true
        sections:
          - rows:
              - text: name
                label: Name
                accessory: navigation
              - text: amount
                label: Amount
                keyboard: decimal
                accessory: done
              - text: phone
                label: Phone
                keyboard: phone
        """
    static let devices = ["iphone-se", "ipad-pro-12-9"].flatMap { [($0, "portrait"), ($0, "landscapeLeft")] }

    final class Device {
        let server: TestServer
        let id: String

        init(_ device: String, _ orientation: String) throws {
            server = try TestServer()
            let upload = try server.request(
                "POST", "/api/forms", json: TodayControlsHTTPTests.form, headers: ["Content-Type": "application/yaml"])
            #expect(upload.status == 201)
            id = try server.createSession(
                #"{"device":"\#(device)","scene":"account","orientation":"\#(orientation)","clock":"manual"}"#)
        }

        @discardableResult
        func send(_ events: String) throws -> Int {
            try server.request("POST", "/api/sessions/\(id)/input", json: #"{"events":[\#(events)]}"#).status
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

        func frame(_ id: String) throws -> [Double] { try node(id)?["frame"]?.array?.compactMap(\.number) ?? [] }
    }

    @Test("E5.K1: the upload warns of the phone pad with no bar, naming the row")
    func uploadWarns() throws {
        let server = try TestServer()
        let answer = try server.request(
            "POST", "/api/forms", json: Self.form, headers: ["Content-Type": "application/yaml"])
        let warnings = try answer.json()["warnings"]?.array?.compactMap(\.stringValue) ?? []
        #expect(warnings.count == 1 && warnings[0].contains("\"phone\""))
    }

    @Test("E5.K1: the bar shows over the keyboard as a toolbar; next moves on; Done resigns", arguments: devices)
    func toolbar(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        #expect(try d.send(#"{"type":"tap","target":"name-field"}"#) == 200)
        #expect(try d.node("keyboard-accessory")?["role"]?.stringValue == "toolbar")
        let bar = try d.frame("keyboard-accessory"), keyboard = try d.frame("keyboard")
        #expect(bar.count == 4 && bar[3] == 44 && keyboard.count == 4 && keyboard[1] == bar[1] + bar[3])
        #expect(try d.send(#"{"type":"tap","target":"keyboard-accessory-next"}"#) == 200)
        #expect(try d.tree()["firstResponder"]?.stringValue == "amount-field")
        #expect(try d.send(#"{"type":"tap","target":"keyboard-accessory-done"},{"type":"advance","ms":1000}"#) == 200)
        #expect(try d.tree()["firstResponder"] == .null)
        #expect(try d.node("keyboard-accessory") == nil)
    }

    @Test("E6.L1: the large title shows under the bar at the top, except on an iPhone in landscape", arguments: devices)
    func largeTitle(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        let title = try d.node("navigation-bar-large-title")
        let shows = device.hasPrefix("ipad") || orientation == "portrait"
        #expect((title != nil) == shows)
        guard shows else { return }
        let bar = try d.frame("navigation-bar")
        #expect(bar.count == 4 && bar[3] >= 44 + 52)
    }
}
