import Foundation
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// B11.7 over HTTP: `hardwareKeyboard` at session creation and in a `settings` event.
@Suite("Hardware keyboard over HTTP", .serialized)
struct HardwareKeyboardHTTPTests {
    @Test("A session created with hardwareKeyboard true shows no keyboard for a field", arguments: ["iphone-15", "ipad-10"])
    func atCreation(device: String) throws {
        let server = try TestServer()
        let id = try server.createSession(
            #"{"device":"\#(device)","scene":"login","clock":"manual","hardwareKeyboard":true}"#)
        let d = SceneDevice(server: server, id: id)
        try d.send(#"{"type":"tap","target":"email-field"},{"type":"text","text":"ab"}"#)
        #expect(try d.node("keyboard") == nil)
        #expect(try d.node("email-field")?.value == "ab")
    }

    @Test("A settings event with hardwareKeyboard takes the keyboard down and back up", arguments: ["iphone-se", "ipad-10"])
    func settingsEvent(device: String) throws {
        let d = try SceneDevice("login", device)
        try d.send(#"{"type":"tap","target":"email-field"}"#)
        try d.send(#"{"type":"settings","hardwareKeyboard":true},{"type":"advance","ms":500}"#)
        #expect(try d.node("keyboard") == nil)
        try d.send(#"{"type":"settings","hardwareKeyboard":false},{"type":"advance","ms":500}"#)
        #expect(try d.node("keyboard") != nil)
    }

    @Test("A settings event whose hardwareKeyboard is not a boolean is 400 naming the field and changes nothing")
    func badSettings() throws {
        let d = try SceneDevice("login", "iphone-15")
        try d.send(#"{"type":"tap","target":"email-field"}"#)
        for bad in [#""yes""#, "1", "null", "[]"] {
            let answer = try d.server.request(
                "POST", "/api/sessions/\(d.id)/input", json: #"{"type":"settings","hardwareKeyboard":\#(bad)}"#)
            #expect(answer.status == 400)
            let message = try answer.json()["error"]?["message"]?.stringValue ?? ""
            #expect(message.contains("hardwareKeyboard"))
        }
        #expect(try d.node("keyboard") != nil)
    }

    @Test("A session whose hardwareKeyboard is not a boolean is refused with 400 naming the field")
    func badCreation() throws {
        let server = try TestServer()
        let answer = try server.request(
            "POST", "/api/sessions", json: #"{"device":"iphone-15","scene":"login","hardwareKeyboard":"true"}"#)
        #expect(answer.status == 400)
        #expect(try answer.json()["error"]?["message"]?.stringValue?.contains("hardwareKeyboard") == true)
    }
}
