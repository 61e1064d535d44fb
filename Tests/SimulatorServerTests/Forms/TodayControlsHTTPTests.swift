import Foundation
import SimCore
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// E5.K1 (a text row's keyboard bar) and E6.L1 (a form's large title) over HTTP, on the
/// shipped account form, on an iPhone and an iPad in both orientations.
@Suite("Keyboard toolbar and large title over HTTP", .serialized)
struct TodayControlsHTTPTests {
    static let forms = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Forms")
        .standardized
    static let devices = ["iphone-se", "ipad-pro-12-9"].flatMap { [($0, "portrait"), ($0, "landscapeLeft")] }

    func account(_ device: String, _ orientation: String) throws -> SceneDevice {
        try SceneDevice("account", device, orientation, server: TestServer(formFolders: [Self.forms]))
    }

    @Test("E5.K1: a phone pad with no bar makes an upload warn, naming the row")
    func uploadWarns() throws {
        let form = "id: pad\ntitle: Pad\nsections:\n  - rows:\n      - text: phone\n        keyboard: phone\n"
        let answer = try TestServer().request("POST", "/api/forms", json: form, headers: ["Content-Type": "application/yaml"])
        let warnings = try answer.json()["warnings"]?.array?.compactMap(\.stringValue) ?? []
        #expect(warnings.count == 1 && warnings.first?.contains("\"phone\"") == true)
    }

    @Test("E5.K1: the bar shows over the keyboard as a toolbar; next moves on; Done resigns", arguments: devices)
    func toolbar(device: String, orientation: String) throws {
        let d = try account(device, orientation)
        try d.send(#"{"type":"tap","target":"name-field"}"#)
        #expect(try d.node("keyboard-accessory")?.role == .toolbar)
        let bar = try #require(try d.node("keyboard-accessory")).frame
        let keyboard = try #require(try d.node("keyboard")).frame
        #expect(bar.height == 44 && keyboard.minY == bar.minY + bar.height)
        try d.send(#"{"type":"tap","target":"keyboard-accessory-next"}"#)
        #expect(try d.tree().firstResponder == "email-field")
        try d.send(#"{"type":"tap","target":"keyboard-accessory-done"},{"type":"advance","ms":1000}"#)
        #expect(try d.tree().firstResponder == nil)
        #expect(try d.node("keyboard-accessory") == nil)
    }

    @Test("E6.L1: the large title shows under the bar at the top, except on an iPhone in landscape", arguments: devices)
    func largeTitle(device: String, orientation: String) throws {
        let d = try account(device, orientation)
        let shows = device.hasPrefix("ipad") || orientation == "portrait"
        #expect((try d.node("navigation-bar-large-title") != nil) == shows)
        let bar = try #require(try d.node("navigation-bar")).frame
        #expect(bar.height >= 44 + 52 || !shows)
    }
}
