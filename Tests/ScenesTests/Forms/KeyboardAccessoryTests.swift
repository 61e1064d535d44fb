import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// E5.K1: a text row's `accessory` puts a bar above the keyboard (its field's
/// inputAccessoryView): Done resigns, the chevrons move between text rows, and the bar
/// counts in the keyboard's height.
@Suite struct KeyboardAccessoryTests {
    static let form = """
        id: toolbar
        title: Toolbar
        sections:
          - rows:
              - text: name
                label: Name
                accessory: navigation
              - text: city
                label: City
              - text: amount
                label: Amount
                keyboard: number
                accessory: done
        \(filler)
              - text: notes
                label: Notes
                accessory: navigation
        """
    /// Rows enough that the last one starts under the keyboard on every device.
    static let filler = (1...14).map { "      - text: r\($0)\n        label: Row \($0)\n        accessory: navigation" }
        .joined(separator: "\n")

    static let devices: [(String, Orientation)] = ["iphone-se", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    static func simulator(_ device: String, _ orientation: Orientation, form: String = form) throws -> Simulator {
        try SimHarness(form: form, file: "toolbar.yaml", device: device, orientation: orientation).sim
    }

    func frame(_ sim: Simulator, _ id: String) throws -> Rect {
        let f = try #require(sim.node(id)?.frame)
        return Rect(x: f.minX, y: f.minY, width: f.width, height: f.height)
    }

    @Test("E5.K1: accessory done puts a 44 pt bar on top of the keyboard, Done at its trailing edge", arguments: devices)
    func doneBar(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("amount-field")])
        let panel = try frame(sim, "input-panel"), bar = try frame(sim, "keyboard-accessory")
        let keyboard = try frame(sim, "keyboard"), done = try frame(sim, "keyboard-accessory-done")
        #expect(bar.height == 44 && bar.minY == panel.minY && bar.width == panel.width)
        #expect(keyboard.minY == bar.maxY)
        #expect(done.maxX > bar.maxX - 90 && done.minY >= bar.minY && done.maxY <= bar.maxY)
        #expect(sim.node("keyboard-accessory-previous") == nil)
    }

    static let five: [(String, Orientation)] = ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"]
        .flatMap { [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)] }

    /// The bar's buttons sit inside the safe area by the screen's bar button margin: their
    /// titles start at the layout margin (20 pt where the screen's narrower side is 414 pt
    /// or more, 16 pt below), the button's 8 pt of padding inside it (B12.3).
    static func barButtonInset(_ device: String) throws -> Double {
        let profile = try #require(DeviceProfile.named(device))
        return min(profile.portraitSize.width, profile.portraitSize.height) >= 414 ? 12 : 8
    }

    @Test("E5.K1: the bar's chevrons and Done sit the bar button margin inside the safe area", arguments: five)
    func barButtonsSitAtTheMargin(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("name-field")])
        let bar = try frame(sim, "keyboard-accessory"), done = try frame(sim, "keyboard-accessory-done")
        let previous = try frame(sim, "keyboard-accessory-previous")
        let safe = try #require(DeviceProfile.named(device)).safeArea(in: orientation)
        let inset = try Self.barButtonInset(device)
        #expect(abs(previous.minX - (bar.minX + safe.left + inset)) < 0.01)
        #expect(abs(done.maxX - (bar.maxX - safe.right - inset)) < 0.01)
    }

    @Test("E5.K1: in a narrow iPad window the bar spans the screen and keeps the screen's margin", arguments: [
        ("ipad-10", Orientation.portrait, WindowSize.slideOver), ("ipad-10", .landscapeLeft, .oneThird),
        ("ipad-pro-12-9", .portrait, .slideOver), ("ipad-pro-12-9", .landscapeLeft, .oneThird),
    ])
    func narrowWindowKeepsTheScreensMargin(device: String, orientation: Orientation, window: WindowSize) throws {
        let document = try FormParser.parse(Self.form, file: "toolbar.yaml")
        let sim = makeSimulator(device, scene: document.sceneDescriptor, orientation: orientation, window: window)
        _ = try sim.send([.tapTarget("name-field")])
        let bar = try frame(sim, "keyboard-accessory"), done = try frame(sim, "keyboard-accessory-done")
        #expect(bar.width == sim.semanticTree().screen.width)
        #expect(abs(done.maxX - (bar.maxX - 12)) < 0.01)
    }

    @Test("E5.K1: the bar adds its 44 pt to the panel's height", arguments: devices)
    func barCountsInHeight(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("city-field")])
        let plain = try frame(sim, "input-panel")
        #expect(sim.node("keyboard-accessory") == nil)
        _ = try sim.send([.tapTarget("name-field")])
        let barred = try frame(sim, "input-panel")
        #expect(barred.height == plain.height + 44 && barred.maxY == plain.maxY)
    }

    @Test("E5.K1: Done resigns the first responder and the panel goes down with its bar", arguments: devices)
    func doneResigns(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("amount-field"), .tapTarget("keyboard-accessory-done")])
        #expect(sim.firstResponderID == nil)
        #expect(sim.node("input-panel") == nil && sim.node("keyboard-accessory") == nil)
    }

    @Test("E5.K1: next and previous move through the text rows in form order, disabled at the ends", arguments: devices)
    func chevronsMove(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("name-field")])
        #expect(sim.node("keyboard-accessory-previous")?.states.contains(.disabled) == true)
        #expect(sim.node("keyboard-accessory-next")?.states.contains(.disabled) == false)
        _ = try sim.send([.tapTarget("keyboard-accessory-next")])
        #expect(sim.firstResponderID == "city-field")
        let last = try Self.simulator(device, orientation)
        _ = try last.send([.tapTarget("r1-field")] + Array(repeating: .tapTarget("keyboard-accessory-next"), count: 14))
        #expect(last.firstResponderID == "notes-field")
        #expect(last.node("keyboard-accessory-next")?.states.contains(.disabled) == true)
        #expect(last.node("keyboard-accessory-previous")?.states.contains(.disabled) == false)
        _ = try last.send([.tapTarget("keyboard-accessory-previous")])
        #expect(last.firstResponderID == "r14-field")
    }

    @Test("E5.K1: keyboard avoidance keeps the focused row above the bar, not just the keys", arguments: devices)
    func avoidanceClearsTheBar(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("r1-field")])
        for _ in 0..<14 { _ = try sim.send([.tapTarget("keyboard-accessory-next")]) }
        _ = try sim.send([.advance(milliseconds: 1000)])
        #expect(sim.firstResponderID == "notes-field")
        let row = try frame(sim, "notes"), bar = try frame(sim, "keyboard-accessory")
        #expect(row.maxY <= bar.minY + 0.5)
        #expect(row.minY >= 0)
    }

    @Test("E5.K1: the bar slides up inside the panel, in the keyboard's one animation", arguments: devices)
    func slidesWithTheKeyboard(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        let commit = try sim.send([.tapTarget("amount-field")])
        let panelOps = commit.ops.filter { $0.id == "input-panel" && $0.animation != nil }
        #expect(panelOps.first?.animation?.duration == Metrics.inputViewAnimationDuration)
        let barMoves = commit.ops.filter { $0.id == "keyboard-accessory" && $0.animation?.from["frame"] != nil }
        #expect(barMoves.isEmpty)
    }

    @Test("E5.K1: rotating with the bar up keeps it across the screen on top of the keyboard", arguments: ["iphone-se", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"])
    func rotation(device: String) throws {
        let sim = try Self.simulator(device, .portrait)
        _ = try sim.send([.tapTarget("name-field"), .rotate(.landscapeLeft), .advance(milliseconds: 1000)])
        let bar = try frame(sim, "keyboard-accessory"), keyboard = try frame(sim, "keyboard")
        let screen = try #require(DeviceProfile.named(device)).screenSize(in: .landscapeLeft)
        #expect(bar.width == screen.width && keyboard.minY == bar.maxY)
        #expect(sim.firstResponderID == "name-field")
    }

    @Test("E5.K1: hardware Escape leaves the keyboard and its bar up; Tab moves on as before", arguments: ["iphone-se", "ipad-10"])
    func hardwareKeysUnchanged(device: String) throws {
        let sim = try Self.simulator(device, .portrait)
        _ = try sim.send([.tapTarget("name-field"), .key("Escape")])
        #expect(sim.firstResponderID == "name-field" && sim.node("keyboard-accessory") != nil)
        _ = try sim.send([.key("Tab")])
        #expect(sim.firstResponderID == "city-field")
    }

    @Test("E5.K1: a stacked form's text rows take the bar too")
    func stackedForm() throws {
        let form = """
            id: pin
            title: Code
            style: stacked
            sections:
              - rows:
                  - text: code
                    keyboard: number
                    accessory: navigation
                  - text: name
                    accessory: navigation
            """
        let sim = try Self.simulator("iphone-se", .portrait, form: form)
        _ = try sim.send([.tapTarget("code-field"), .tapTarget("keyboard-accessory-next")])
        #expect(sim.firstResponderID == "name-field")
        _ = try sim.send([.tapTarget("keyboard-accessory-done")])
        #expect(sim.firstResponderID == nil)
    }
}

/// E5.K1's form key and its load warning.
@Suite struct KeyboardAccessoryFormTests {
    func document(_ row: String) throws(FormError) -> FormDocument {
        try FormParser.parse("id: pad\ntitle: Pad\nsections:\n  - rows:\n      - text: amount\n\(row)", file: "pad.yaml")
    }

    @Test("E5.K1: an unknown accessory is refused naming its path")
    func unknownAccessory() throws {
        do throws(FormError) {
            _ = try document("        accessory: toolbar\n")
            Issue.record("accepted")
        } catch {
            #expect(error.path == "sections[0].rows[0].accessory")
            #expect(error.message.contains("done") && error.message.contains("navigation"))
        }
    }

    @Test("E5.K1: a number or phone pad with no bar warns on load, naming the row", arguments: ["number", "decimal", "phone"])
    func padWithoutWayOut(keyboard: String) throws {
        let warnings = FormLibrary.loadWarnings(try document("        keyboard: \(keyboard)\n"))
        #expect(warnings.count == 1 && warnings[0].contains("\"amount\"") && warnings[0].contains("Return"))
    }

    @Test("E5.K1: a pad with a bar, a pad shown only on iPad, and a full keyboard do not warn")
    func padWithWayOut() throws {
        #expect(FormLibrary.loadWarnings(try document("        keyboard: number\n        accessory: done\n")).isEmpty)
        #expect(FormLibrary.loadWarnings(try document("        keyboard: phone\n        idioms: [pad]\n")).isEmpty)
        #expect(FormLibrary.loadWarnings(try document("        keyboard: email\n")).isEmpty)
    }

    @Test("E5.K1: the normalized form writes the accessory back")
    func encoded() throws {
        let text = jsonText(try document("        accessory: navigation\n"))
        #expect(text.contains("\"accessory\" : \"navigation\""))
    }
}
