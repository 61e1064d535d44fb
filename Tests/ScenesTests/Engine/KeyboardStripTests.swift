import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// iPhones with a home indicator show the globe and dictation glyphs under
/// the keyboard; other keyboards and devices do not.
@Suite struct KeyboardStripTests {
    func glyphs(_ sim: Simulator) -> (globe: Rect?, mic: Rect?) {
        let nodes = sim.renderTree.nodes
        func frame(_ id: String) -> Rect? {
            guard let props = nodes[id], props["hidden"] != .bool(true), let f = props["frame"]?.numberArray else { return nil }
            return Rect(x: f[0], y: f[1], width: f[2], height: f[3])
        }
        return (frame("keyboard-globe"), frame("keyboard-dictation"))
    }

    @Test(
        "a Face ID iPhone's keyboard has the globe at the left and dictation at the right, below the keys (portrait; B11.4 for landscape)",
        arguments: ["iphone-15", "iphone-x"], [Orientation.portrait])
    func faceIDPhones(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, scene: "login", orientation: orientation)
        _ = try sim.send([.tapTarget("email-field")])
        let (globe, mic) = glyphs(sim)
        let left = try #require(globe), right = try #require(mic)
        let panel = sim.inputPanel.bounds
        #expect(left.maxX < panel.width / 4)
        #expect(right.minX > panel.width * 3 / 4)
        #expect(left.minY == right.minY)
        // Below every key.
        let keysBottom = sim.keyboard.keys.map { $0.frame.maxY }.max() ?? 0
        #expect(left.minY >= keysBottom)
        #expect(left.maxY <= panel.height)
    }

    @Test("an iPhone with a home button, an iPad and a number pad show no globe", arguments: ["iphone-se", "ipad-10"])
    func noStrip(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.tapTarget("email-field")])
        #expect(glyphs(sim).globe == nil)
        #expect(glyphs(sim).mic == nil)
    }

    @Test("the iPhone 15's number pad has no globe")
    func numberPad() throws {
        let sim = makeSimulator("iphone-15", scene: "pin")
        _ = try sim.send([.tapTarget("pin-field")])
        #expect(sim.keyboard.keyboardType == .numberPad)
        #expect(glyphs(sim).globe == nil)
    }

    @Test("the glyphs are drawn only: a tap on them reaches no control and types nothing")
    func drawnOnly() throws {
        let sim = makeSimulator("iphone-15", scene: "login")
        _ = try sim.send([.tapTarget("email-field")])
        let globe = try #require(glyphs(sim).globe)
        let panelTop = sim.inputPanel.frame.minY
        _ = try sim.send([.tap(Point(x: globe.midX, y: panelTop + globe.midY))])
        #expect(sim.firstResponderID == "email-field")
        #expect(sim.semanticTree().root.find("keyboard-globe") == nil)
    }
}
