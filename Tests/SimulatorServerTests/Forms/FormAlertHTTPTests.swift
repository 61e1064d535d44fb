import Foundation
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// E3 over HTTP: action sheets and alerts on a phone and a tablet, and the iPad crash of
/// an action sheet with no anchor (E3.S3).
@Suite("Action sheets and alerts over HTTP", .serialized)
struct FormAlertHTTPTests {
    static let form = """
        id: account
        title: Account
        sections:
          - rows:
              - text: name
                label: Name
              - button: delete-account
                title: Delete account
                role: destructive
                actionSheet:
                  title: Delete your account?
                  actions:
                    - {title: Delete, style: destructive}
                    - {title: Cancel, style: cancel}
              - button: sign-out
                title: Sign out
                alert:
                  title: Sign out?
                  actions:
                    - {title: Cancel, style: cancel}
                    - {title: Sign Out}
              - button: export
                title: Export
                actionSheet:
                  actions:
                    - {title: PDF}
                  anchor: none
        """
    static let devices = ["iphone-se", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"].flatMap { [($0, "portrait"), ($0, "landscapeLeft")] }

    static func session(_ device: String, _ orientation: String) throws -> FormSession {
        try FormSession(files: ["account.yaml": form], scene: "account", device: device, orientation: orientation)
    }

    @Test("E3.S1, E3.S2, E3.S5: the action sheet opens as a sheet or a popover, and the chosen title is the row's value", arguments: devices)
    func actionSheet(device: String, orientation: String) throws {
        let d = try Self.session(device, orientation)
        #expect(try d.send(#"{"type":"tap","target":"delete-account"},{"type":"advance","ms":500}"#).status == 200)
        #expect(try d.node("delete-account-sheet")?["role"]?.stringValue == "actionSheet")
        #expect(try (d.node("delete-account-action-1") != nil) == device.hasPrefix("iphone"), "Cancel shows on an iPhone only")
        #expect(try d.send(#"{"type":"tap","target":"delete-account-action-0"}"#).status == 200)
        #expect(try d.node("delete-account-sheet") == nil)
        #expect(try d.node("delete-account")?["value"]?.stringValue == "Delete")
    }

    @Test("E3.S4: an alert is centred and stays after a tap outside", arguments: devices)
    func alert(device: String, orientation: String) throws {
        let d = try Self.session(device, orientation)
        #expect(try d.send(#"{"type":"tap","target":"sign-out"},{"type":"advance","ms":500},{"type":"tap","x":4,"y":4}"#).status == 200)
        let alert = try #require(try d.node("sign-out-sheet"))
        #expect(alert["role"]?.stringValue == "alert")
        #expect(alert["frame"]?.array?[2] == .number(270))
    }

    @Test("E3.S3: on an iPad an action sheet without an anchor crashes the app; input is refused until a relaunch", arguments: devices.filter { $0.0.hasPrefix("ipad") })
    func crash(device: String, orientation: String) throws {
        let d = try Self.session(device, orientation)
        #expect(try d.send(#"{"type":"tap","target":"export"}"#).status == 200)
        let root = try #require(try d.tree()["root"])
        #expect(root["states"]?.array?.contains(.string("crashed")) == true)
        #expect(root["value"]?.stringValue?.hasPrefix("NSGenericException: UIPopoverPresentationController (<_UIAlertControllerActionSheetRegularPresentationController: ") == true)
        let refused = try d.send(#"{"type":"tap","target":"name"}"#)
        #expect(refused.status == 409)
        #expect(try refused.json()["error"]?["code"]?.stringValue == "app_crashed")
        #expect(try refused.json()["error"]?["message"]?.stringValue?.contains("NSGenericException") == true)
        #expect(try d.send(#"{"type":"relaunch"},{"type":"tap","target":"name"}"#).status == 200)
        #expect(try d.tree()["firstResponder"]?.stringValue == "name-field")
    }

    @Test("E3.S3: the same form works on an iPhone", arguments: devices.filter { $0.0.hasPrefix("iphone") })
    func noCrashOnIPhone(device: String, orientation: String) throws {
        let d = try Self.session(device, orientation)
        #expect(try d.send(#"{"type":"tap","target":"export"},{"type":"advance","ms":500},{"type":"tap","target":"export-action-0"}"#).status == 200)
        #expect(try d.node("export")?["value"]?.stringValue == "PDF")
    }

    @Test("E3.S6: a tap on an action's old id, counted from 1, chooses that action and the answer warns with its new id", arguments: devices)
    func oldActionID(device: String, orientation: String) throws {
        let d = try Self.session(device, orientation)
        let answer = try d.send(#"{"type":"tap","target":"sign-out"},{"type":"advance","ms":500},{"type":"tap","target":"sign-out-action-2"}"#)
        #expect(answer.status == 200)
        #expect(try d.node("sign-out")?["value"]?.stringValue == "Sign Out")
        #expect(try answer.json()["warnings"]?.array?.compactMap(\.stringValue) == [
            #"sign-out-action-2 is the old name of sign-out-action-1 ("Sign Out"): actions count from 0; write sign-out-action-1"#
        ])
    }

    @Test("E3.S6: an old id that another action has now chooses that one, and the answer's warning names both titles")
    func ambiguousOldActionID() throws {
        let d = try Self.session("iphone-15-pro-max", "portrait")
        let answer = try d.send(#"{"type":"tap","target":"sign-out"},{"type":"advance","ms":500},{"type":"tap","target":"sign-out-action-1"}"#)
        #expect(try d.node("sign-out")?["value"]?.stringValue == "Sign Out")
        #expect(try answer.json()["warnings"]?.array?.compactMap(\.stringValue) == [
            #"sign-out-action-1 is now "Sign Out"; before actions counted from 0 it was "Cancel""#
        ])
    }

    @Test("E3.S6: an answer whose events named no old id has no warnings")
    func noWarnings() throws {
        let d = try Self.session("iphone-15-pro-max", "portrait")
        let answer = try d.send(#"{"type":"tap","target":"sign-out"},{"type":"advance","ms":500},{"type":"tap","target":"sign-out-action-0"}"#)
        #expect(try answer.json()["warnings"] == nil)
    }

    @Test("E3.S3: the form's entry in the scene list warns of the crash, naming the row")
    func warning() throws {
        let d = try Self.session("ipad-10", "portrait")
        let scenes = try d.server.request("GET", "/api/scenes").body
        #expect(String(decoding: scenes, as: UTF8.self).contains(#"row \"export\": an actionSheet with anchor: none crashes the app on an iPad"#))
    }
}
