import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B11.7: with a hardware keyboard connected no software keyboard comes up; an iPad
/// shows its shortcut bar floating at the bottom; typed keys still reach the field.
@Suite struct HardwareKeyboardTests {
    static let orientations: [Orientation] = [.portrait, .landscapeLeft]

    @Test(
        "an iPhone with a hardware keyboard shows no keyboard and still takes typed keys",
        arguments: ["iphone-15", "iphone-se"], orientations)
    func phone(device: String, orientation: Orientation) throws {
        let login = try SimHarness(scene: "login", device: device, orientation: orientation, hardwareKeyboard: true)
        try login.send([.tapTarget("email-field"), .text("ab"), .key("c")])
        #expect(login.firstResponderID == "email-field")
        #expect(login.node("input-panel") == nil && login.node("keyboard") == nil)
        #expect(login.value(of: "email-field") == "abc")
    }

    @Test(
        "an iPad with a hardware keyboard shows the floating shortcut bar at the bottom, no keys",
        arguments: ["ipad-10", "ipad-pro-12-9"], orientations)
    func pad(device: String, orientation: Orientation) throws {
        let login = try SimHarness(scene: "login", device: device, orientation: orientation, hardwareKeyboard: true)
        try login.send([.tapTarget("email-field"), .text("ab")])
        #expect(login.node("keyboard") == nil && login.node("key-a") == nil)
        let paste = try #require(login.node("shortcut-paste"))
        let screen = try #require(DeviceProfile.named(device)).screenSize(in: orientation)
        let bottom = try #require(DeviceProfile.named(device)).safeArea(in: orientation).bottom
        // Near the bottom trailing corner, above the home area.
        #expect(paste.frame.minX > screen.width / 2)
        #expect(paste.frame.minY + paste.frame.height <= screen.height - bottom)
        #expect(paste.frame.minY > screen.height - 100)
        #expect(login.value(of: "email-field") == "ab")
    }

    @Test(
        "connecting a hardware keyboard while editing takes the keyboard down and keeps the field; disconnecting brings it back",
        arguments: ["iphone-15", "ipad-10"], orientations)
    func settingsToggle(device: String, orientation: Orientation) throws {
        let login = try SimHarness(scene: "login", device: device, orientation: orientation)
        try login.tap("email-field")
        #expect(login.node("keyboard") != nil)
        try login.send([.settings(SettingsChange(hardwareKeyboard: true)), .advance(milliseconds: 500)])
        #expect(login.node("keyboard") == nil)
        #expect(login.firstResponderID == "email-field")
        try login.send([.settings(SettingsChange(hardwareKeyboard: false)), .advance(milliseconds: 500)])
        #expect(login.node("keyboard") != nil)
        #expect(login.firstResponderID == "email-field")
    }
}
