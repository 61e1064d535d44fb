import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B7.11: the on-screen keyboard's shift engages by itself where the field's
/// autocapitalization asks; a hardware keyboard types what is typed.
@Suite struct AutocapitalizationTests {
    static let devices: [(String, Orientation)] = ["iphone-se", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    static let form = """
        id: caps
        title: Caps
        sections:
          - rows:
              - text: note
                label: Note
              - text: name
                label: Name
                autocapitalization: words
              - text: code
                label: Code
                autocapitalization: allCharacters
              - text: mail
                label: Mail
                keyboard: email
              - text: pin
                label: PIN
                secure: true
        """

    func harness(_ device: String, _ orientation: Orientation) throws -> SimHarness {
        try SimHarness(form: Self.form, file: "caps.yaml", device: device, orientation: orientation)
    }

    /// Taps the on-screen keys for `text` (letters, space, and "." on the numbers plane).
    func tapKeys(_ text: String, on sim: SimHarness) throws {
        for character in text {
            switch character {
            case " ": try sim.tap("key-space")
            case ".":
                try sim.send([.tapTarget("key-numbers"), .tapTarget("key-."), .tapTarget("key-letters")])
            default: try sim.tap("key-\(character)")
            }
        }
    }

    @Test("sentences: a capital at the start and after a full stop, not after a space mid-sentence", arguments: devices)
    func sentences(device: String, orientation: Orientation) throws {
        let sim = try harness(device, orientation)
        try sim.tap("note-field")
        #expect(sim.node("key-shift")?.states.contains(.selected) == true)
        try tapKeys("ta b. c", on: sim)
        #expect(sim.value(of: "note-field") == "Ta b. C")
    }

    @Test("words, all characters, an email keyboard and a secure field", arguments: devices)
    func otherTypes(device: String, orientation: Orientation) throws {
        let sim = try harness(device, orientation)
        try sim.tap("name-field")
        try tapKeys("ann lee", on: sim)
        #expect(sim.value(of: "name-field") == "Ann Lee")
        // Tab (B7.4) reaches rows the keyboard covers on a short screen.
        try sim.key("Tab")
        try tapKeys("ab", on: sim)
        #expect(sim.value(of: "code-field") == "AB")
        try sim.key("Tab")
        #expect(sim.firstResponderID == "mail-field")
        #expect(sim.node("key-shift")?.states.contains(.selected) == false)
    }

    @Test("a secure field and the hardware keyboard are never capitalized by themselves", arguments: devices)
    func secureAndHardware(device: String, orientation: Orientation) throws {
        let sim = try harness(device, orientation)
        try sim.send([.tapTarget("note-field"), .text("ta b")])
        #expect(sim.value(of: "note-field") == "ta b")
        try sim.send([.key("Tab"), .key("Tab"), .key("Tab"), .key("Tab")])
        #expect(sim.firstResponderID == "pin-field")
        #expect(sim.node("key-shift")?.states.contains(.selected) == false)
    }

    @Test("a person's own shift tap stands: shift off at a sentence start types a small letter")
    func manualShift() throws {
        let sim = try harness("iphone-15", .portrait)
        try sim.send([.tapTarget("note-field"), .tapTarget("key-shift"), .tapTarget("key-t")])
        #expect(sim.value(of: "note-field") == "t")
    }
}

/// B7.2: iPad has no number pad.
@Suite struct PadNumberKeyboardTests {
    @Test("a number pad field on iPad gets the full keyboard on its numbers plane; on iPhone the 3 × 4 pad",
          arguments: [("ipad-10", Orientation.portrait), ("ipad-10", .landscapeLeft), ("ipad-mini-6", .portrait), ("iphone-se", .portrait), ("iphone-15", .landscapeLeft)])
    func numberPad(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, scene: "pin", orientation: orientation)
        _ = try sim.send([.tapTarget("pin-field")])
        let keyboard = try #require(sim.node("keyboard"))
        let pad = sim.device.idiom == .pad
        #expect((keyboard.find("key-letters") != nil) == pad)
        #expect((keyboard.find("key-space") != nil) == pad)
        #expect((keyboard.find("key-return") != nil) == pad)
        for digit in 0...9 { #expect(keyboard.find("key-\(digit)") != nil) }
        if pad {
            _ = try sim.send([.tapTarget("key-1"), .tapTarget("key-letters")])
            #expect(sim.node("keyboard")?.find("key-a") != nil)
        }
    }
}

/// The iPad status bar writes its date in the session's locale.
@Suite struct StatusBarLocaleTests {
    @Test("the iPad status bar's date follows the locale", arguments: [("en_US", "9:41  Mon Nov 23"), ("ja_JP", "9:41  11月23日(月)")])
    func date(locale: String, text: String) throws {
        for device in ["ipad-10", "ipad-air-2"] {
            let sim = makeSimulator(device, locale: locale)
            _ = sim.commit()
            let texts = sim.renderTree.nodes.values.compactMap { $0["text"] }
            #expect(texts.contains(.string(text)), "\(device) \(locale)")
        }
    }
}

/// Key caps stand off the keyboard by a shadow; a capless key has none.
@Suite struct KeyCapShadowTests {
    @Test("letter and system keys have a shadow; the iPhone number pad's capless delete has none",
          arguments: [("iphone-se", Orientation.portrait), ("iphone-15", .landscapeLeft), ("ipad-10", .portrait)])
    func shadows(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, scene: "login", orientation: orientation)
        _ = try sim.send([.tapTarget("email-field")])
        #expect(sim.renderTree.nodes["key-q"]?["shadow"] == .number(Metrics.keyCapShadowRadius))
        #expect(sim.renderTree.nodes["key-shift"]?["shadow"] == .number(Metrics.keyCapShadowRadius))
        let pin = makeSimulator(device, scene: "pin", orientation: orientation)
        _ = try pin.send([.tapTarget("pin-field")])
        let delete = pin.renderTree.nodes["key-delete"]?["shadow"]
        #expect((delete == nil) == (pin.device.idiom == .phone))
    }
}
