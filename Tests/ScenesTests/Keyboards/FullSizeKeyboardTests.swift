import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B11.6: the iPad Pro 12.9's full-size keyboard, and each iPad's own keyboard height.
@Suite struct FullSizeKeyboardTests {
    static let orientations: [Orientation] = [.portrait, .landscapeLeft]

    func rowNames(_ sim: Simulator) -> [[String]] {
        sim.keyboard.slots.map { $0.compactMap(\.key).map { KeyView.name(of: $0.spec) } }
    }

    @Test(
        "the iPad Pro 12.9's keyboard has a number row, tab, caps lock, both shifts and its own bottom row",
        arguments: orientations)
    func layout(orientation: Orientation) throws {
        let sim = try loginKeyboard("ipad-pro-12-9", orientation)
        let rows = rowNames(sim)
        #expect(rows.count == 5)
        #expect(rows[0] == ["`", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-", "=", "delete"])
        #expect(rows[1].first == "tab" && rows[1].last == "\\")
        #expect(rows[2].first == "capslock" && rows[2].last == "return")
        #expect(rows[3].first == "shift" && rows[3].last == "shift-right")
        #expect(rows[4] == ["globe", "numbers", "dictation", "space", "numbers-right", "dismiss"])
        // Every row is as wide as the others: the keys' left and right ends line up.
        let ends = sim.keyboard.slots.map { row -> (Double, Double) in
            let keys = row.compactMap(\.key)
            return (keys.first?.frame.minX ?? 0, keys.last?.frame.maxX ?? 0)
        }
        #expect(ends.allSatisfy { abs($0.0 - ends[0].0) < 0.5 && abs($0.1 - ends[0].1) < 0.5 })
    }

    @Test("the globe and dictation keys draw their glyph, not their name, with and without shift", arguments: orientations)
    func glyphKeys(orientation: Orientation) throws {
        let sim = makeSimulator("ipad-pro-12-9", scene: "login", orientation: orientation)
        for events in [[InputEvent.tapTarget("email-field")], [.tapTarget("key-shift")]] {
            _ = try sim.send(events)
            sim.layoutIfNeeded()
            for name in ["globe", "dictation"] {
                let key = try #require(sim.keyboard.keys.first { KeyView.name(of: $0.spec) == name })
                #expect(key.title.text == "" && key.glyph != nil)
            }
        }
    }

    @Test("the other iPads keep the four-row keyboard", arguments: ["ipad-10", "ipad-mini-6"], orientations)
    func otherPads(device: String, orientation: Orientation) throws {
        let sim = try loginKeyboard(device, orientation)
        #expect(rowNames(sim).count == 4)
        #expect(sim.node("key-tab") == nil && sim.node("key-capslock") == nil)
    }

    @Test(
        "each iPad's keyboard is its own height",
        arguments: [
            ("ipad-air-2", 320.0, 405.0), ("ipad-10", 340, 425), ("ipad-mini-6", 315, 411),
            ("ipad-pro-12-9", 398, 491),
        ])
    func heights(device: String, portrait: Double, landscape: Double) throws {
        for (orientation, height) in [(Orientation.portrait, portrait), (.landscapeLeft, landscape)] {
            let sim = makeSimulator(device, scene: "login", orientation: orientation)
            _ = try sim.send([.tapTarget("email-field")])
            #expect(sim.node("input-panel")?.frame.height == height)
        }
    }

    @Test("caps lock types capitals until it is tapped again", arguments: orientations)
    func capsLock(orientation: Orientation) throws {
        let sim = makeSimulator("ipad-pro-12-9", scene: "login", orientation: orientation)
        _ = try sim.send([
            .tapTarget("email-field"), .tapTarget("key-capslock"), .tapTarget("key-a"), .tapTarget("key-b"),
            .tapTarget("key-capslock"), .tapTarget("key-c"),
        ])
        #expect(sim.node("email-field")?.value == "ABc")
    }

    @Test("shift with the number row types its symbol once", arguments: orientations)
    func shiftedNumberRow(orientation: Orientation) throws {
        let sim = makeSimulator("ipad-pro-12-9", scene: "login", orientation: orientation)
        _ = try sim.send([.tapTarget("email-field"), .tapTarget("key-shift"), .tapTarget("key-2"), .tapTarget("key-2")])
        #expect(sim.node("email-field")?.value == "@2")
    }

    @Test("the tab key moves focus to the next field", arguments: orientations)
    func tab(orientation: Orientation) throws {
        let sim = makeSimulator("ipad-pro-12-9", scene: "login", orientation: orientation)
        _ = try sim.send([.tapTarget("email-field"), .tapTarget("key-tab")])
        #expect(sim.firstResponderID == "password-field")
    }
}
