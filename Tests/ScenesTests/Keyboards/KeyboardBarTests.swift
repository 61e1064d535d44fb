import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B11.1–B11.2: the predictive bar at the top of an iPhone keyboard, off for secure
/// fields and number pads; the iPad's shortcut bar.
@Suite struct KeyboardBarTests {
    @Test(
        "an iPhone keyboard has the predictive bar across the top of its height, its keys below it",
        arguments: [("iphone-15", 45.0, 38.0), ("iphone-se", 44, 38)], [Orientation.portrait, .landscapeLeft])
    func predictiveBar(device: (String, Double, Double), orientation: Orientation) throws {
        let sim = try loginKeyboard(device.0, orientation)
        let bar = try #require(sim.drawnFrame("keyboard-predictive-bar"))
        #expect(bar.minY == 0)
        #expect(bar.height == (orientation.isLandscape ? device.2 : device.1))
        let keysTop = sim.keyboard.keys.map(\.frame.minY).min() ?? 0
        #expect(keysTop >= bar.maxY)
    }

    @Test(
        "a secure field's iPhone keyboard has no predictive bar and is shorter by it",
        arguments: ["iphone-15", "iphone-se"], [Orientation.portrait, .landscapeLeft])
    func secureField(device: String, orientation: Orientation) throws {
        let sim = try loginKeyboard(device, orientation)
        let withBar = try #require(sim.node("input-panel")).frame.height
        _ = try sim.send([.tapTarget("password-field")])
        #expect(sim.drawnFrame("keyboard-predictive-bar") == nil)
        let bar = orientation.isLandscape ? 38.0 : device == "iphone-se" ? 44 : 45
        #expect(try #require(sim.node("input-panel")).frame.height == withBar - bar)
    }

    @Test(
        "an iPhone's letter keys keep their own height and row gap instead of stretching",
        arguments: [("iphone-15", 42.0, 12.0, 32.0, 6.0), ("iphone-15-pro-max", 45, 11, 32, 6)],
        [Orientation.portrait, .landscapeLeft])
    func keyHeights(device: (String, Double, Double, Double, Double), orientation: Orientation) throws {
        let sim = try loginKeyboard(device.0, orientation)
        let (height, gap) = orientation.isLandscape ? (device.3, device.4) : (device.1, device.2)
        let q = try #require(sim.keyboard.keys.first { $0.spec.text == "q" }).frame
        let a = try #require(sim.keyboard.keys.first { $0.spec.text == "a" }).frame
        #expect(q.height == height)
        #expect(a.minY - q.maxY == gap)
    }

    @Test(
        "an iPad keyboard has the shortcut bar with undo, redo and paste across its top",
        arguments: ["ipad-10", "ipad-pro-12-9"], [Orientation.portrait, .landscapeLeft])
    func shortcutBar(device: String, orientation: Orientation) throws {
        let sim = try loginKeyboard(device, orientation)
        let bar = try #require(sim.drawnFrame("keyboard-shortcut-bar"))
        #expect(bar.minY == 0 && bar.height == Metrics.shortcutBarHeight)
        #expect(sim.drawnFrame("keyboard-predictive-bar") == nil)
        let undo = try #require(sim.drawnFrame("shortcut-undo")), redo = try #require(sim.drawnFrame("shortcut-redo"))
        let paste = try #require(sim.drawnFrame("shortcut-paste"))
        #expect(undo.maxX <= redo.minX && redo.maxX <= paste.minX)
        #expect(sim.node("shortcut-paste")?.role == .button)
    }

    @Test("the shortcut bar's paste pastes into the first responder", arguments: ["ipad-10", "ipad-air-2"])
    func shortcutPaste(device: String) throws {
        let sim = try loginKeyboard(device)
        sim.window.pasteboard.string = "a@b.c"
        _ = try sim.send([.tapTarget("shortcut-paste")])
        #expect(sim.node("email-field")?.value == "a@b.c")
    }
}
