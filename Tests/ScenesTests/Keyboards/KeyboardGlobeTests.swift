import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B11.3–B11.4: a home-button iPhone's bottom row has the globe and dictation keys; a
/// Face ID iPhone in landscape insets its keys by the safe area, the glyphs beside the
/// bottom row.
@Suite struct KeyboardGlobeTests {
    @Test(
        "a home-button iPhone's bottom row has the globe and dictation keys after 123, on letters and numbers",
        arguments: ["iphone-se"], [Orientation.portrait, .landscapeLeft])
    func homeButtonRow(device: String, orientation: Orientation) throws {
        let sim = try loginKeyboard(device, orientation)
        for plane in ["letters", "numbers"] {
            if plane == "numbers" { _ = try sim.send([.tapTarget("key-numbers")]) }
            let bottom = try #require(sim.keyboard.slots.last).compactMap(\.key).map { KeyView.name(of: $0.spec) }
            #expect(Array(bottom.prefix(3)) == [plane == "letters" ? "numbers" : "letters", "globe", "dictation"])
            let globe = try #require(sim.node("key-globe")), space = try #require(sim.node("key-space"))
            #expect(globe.frame.minY == space.frame.minY)
        }
    }

    @Test(
        "a Face ID iPhone and a number pad have no globe or dictation keys",
        arguments: ["iphone-15", "iphone-x"], [Orientation.portrait, .landscapeLeft])
    func noKeys(device: String, orientation: Orientation) throws {
        let sim = try loginKeyboard(device, orientation)
        #expect(sim.node("key-globe") == nil && sim.node("key-dictation") == nil)
        let pin = makeSimulator("iphone-se", scene: "pin", orientation: orientation)
        _ = try pin.send([.tapTarget("pin-field")])
        #expect(pin.node("key-globe") == nil)
    }

    @Test(
        "a tap on the globe or dictation key types nothing and keeps the keyboard",
        arguments: [Orientation.portrait, .landscapeLeft])
    func keysDoNothing(orientation: Orientation) throws {
        let sim = makeSimulator("iphone-se", scene: "login", orientation: orientation)
        _ = try sim.send([.tapTarget("email-field"), .tapTarget("key-globe"), .tapTarget("key-dictation")])
        #expect(sim.node("email-field")?.value == "")
        #expect(sim.firstResponderID == "email-field")
    }

    @Test(
        "in landscape a Face ID iPhone's keys are inset by the safe area, the glyphs beside the bottom row",
        arguments: ["iphone-15", "iphone-x"])
    func landscapeInset(device: String) throws {
        let sim = try loginKeyboard(device, .landscapeLeft)
        let safe = try #require(DeviceProfile.named(device)).safeAreaLandscape
        let width = sim.inputPanel.bounds.width
        #expect(sim.keyboard.keys.allSatisfy { $0.frame.minX >= safe.left && $0.frame.maxX <= width - safe.right })
        let globe = try #require(sim.drawnFrame("keyboard-globe")), mic = try #require(sim.drawnFrame("keyboard-dictation"))
        #expect(globe.maxX <= safe.left && mic.minX >= width - safe.right)
        let space = try #require(sim.keyboard.keys.first { $0.spec.text == " " })
        let spaceMidY = sim.keyboard.frame.minY + space.frame.midY
        #expect(abs(globe.midY - spaceMidY) < 0.5 && globe.midY == mic.midY)
    }

    @Test(
        "in portrait a Face ID iPhone's glyphs are centred in the strip under the keys",
        arguments: ["iphone-15", "iphone-15-pro-max"])
    func portraitStrip(device: String) throws {
        let sim = try loginKeyboard(device)
        let globe = try #require(sim.drawnFrame("keyboard-globe"))
        let keyboard = sim.keyboard.frame
        #expect(globe.midY == keyboard.maxY - Metrics.keyboardStripHeight / 2)
        let keysBottom = sim.keyboard.keys.map { keyboard.minY + $0.frame.maxY }.max() ?? 0
        #expect(globe.minY >= keysBottom)
    }
}
