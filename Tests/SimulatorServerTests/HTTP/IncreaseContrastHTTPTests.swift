import Foundation
import Testing
import Wire

@testable import SimulatorServer
import SimCore
import TestSupport

/// B10.C1 over HTTP: `increaseContrast` at session creation and in a `settings` event; the
/// tree's traits say `accessibilityContrast: high` while it is on.
@Suite("Increase Contrast over HTTP", .serialized)
struct IncreaseContrastHTTPTests {
    @Test("A session created with increaseContrast true has a high accessibilityContrast", arguments: ["iphone-15", "ipad-10"])
    func atCreation(device: String) throws {
        let server = try TestServer()
        let id = try server.createSession(#"{"device":"\#(device)","scene":"login","clock":"manual","increaseContrast":true}"#)
        #expect(try SceneDevice(server: server, id: id).tree().traits?.accessibilityContrast == .high)
    }

    @Test("A settings event with increaseContrast turns it on and off", arguments: ["iphone-se", "ipad-pro-12-9"])
    func settingsEvent(device: String) throws {
        let d = try SceneDevice("login", device)
        #expect(try d.tree().traits?.accessibilityContrast == .normal)
        try d.send(#"{"type":"settings","increaseContrast":true}"#)
        #expect(try d.tree().traits?.accessibilityContrast == .high)
        try d.send(#"{"type":"settings","increaseContrast":false}"#)
        #expect(try d.tree().traits?.accessibilityContrast == .normal)
    }

    @Test("A settings event whose increaseContrast is not a boolean is 400 naming the field")
    func badSettings() throws {
        let d = try SceneDevice("login", "iphone-15")
        let answer = try d.server.request(
            "POST", "/api/sessions/\(d.id)/input", json: #"{"type":"settings","increaseContrast":"on"}"#)
        #expect(answer.status == 400)
        #expect(try answer.json()["error"]?["message"]?.stringValue?.contains("increaseContrast") == true)
    }
}
