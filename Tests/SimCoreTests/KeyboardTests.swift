import Testing
@testable import SimCore

/// The system keyboard (issue #4 part 1, B7.1–B7.3, part C heights).
@Suite struct KeyboardTests {
    func texts(_ type: KeyboardType, _ idiom: Idiom = .phone) -> [String] {
        Keyboard.rows(for: type, returnKey: .default, idiom: idiom).joined().map(\.text)
    }

    @Test(arguments: [Idiom.phone, .pad])
    func theEmailKeyboardHasAtAndDot(idiom: Idiom) {
        #expect(texts(.emailAddress, idiom).contains("@") && texts(.emailAddress, idiom).contains("."))
        #expect(!texts(.default, idiom).contains("@"))
    }

    @Test func theURLKeyboardHasSlashAndDotCom() {
        #expect(texts(.URL).contains("/") && texts(.URL).contains(".com"))
    }

    @Test func theNumberPadHasNoReturnKeyOnIPhoneAndOneOnIPad() {
        #expect(!texts(.numberPad).contains("\n"))
        #expect(texts(.numberPad, .pad).contains("\n"))
    }

    @Test func theDecimalAndPhonePadsAddTheirKey() {
        #expect(texts(.decimalPad).contains(".") && texts(.phonePad).contains("+"))
    }

    @Test(arguments: [
        (ReturnKeyType.default, "return"), (.go, "Go"), (.next, "Next"), (.done, "Done"), (.send, "Send"),
        (.search, "Search"), (.join, "Join"), (.route, "Route"), (.continue, "Continue"),
    ])
    func theReturnKeyIsTitledByTheReturnKeyType(type: ReturnKeyType, title: String) {
        let keys = Keyboard.rows(for: .default, returnKey: type, idiom: .phone).joined()
        #expect(keys.first { $0.text == "\n" }?.title == title)
    }

    @Test func theIPadLayoutHasTwoShiftKeysAndADismissKey() {
        let names = Keyboard.rows(for: .default, returnKey: .default, idiom: .pad).joined().map(KeyView.name(of:))
        #expect(names.contains("shift") && names.contains("shift-right") && names.contains("dismiss"))
        #expect(Set(names).count == names.count)
    }

    @Test(arguments: [("iphone-se", 260.0, 200.0), ("iphone-15", 336, 209), ("ipad-10", 320, 405)])
    func theKeyboardHeightFollowsTheDevice(device: String, portrait: Double, landscape: Double) throws {
        for (orientation, height) in [(Orientation.portrait, portrait), (.landscapeLeft, landscape)] {
            let sim = makeSimulator(device, scene: "login", orientation: orientation)
            _ = try sim.send([.tapTarget("email-field")])
            let panel = try #require(sim.node("input-panel"))
            #expect(panel.frame[3] == height)
        }
    }

    @Test func tappedKeysAndTypedTextBothReachTheFirstResponder() throws {
        let sim = makeSimulator("iphone-15", scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .tapTarget("key-a"), .text("b"), .tapTarget("key-@")])
        #expect(sim.node("email-field")?.value == "ab@")
    }

    @Test func shiftTypesOneCapitalLetter() throws {
        let sim = makeSimulator("iphone-15", scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .tapTarget("key-shift"), .tapTarget("key-a"), .tapTarget("key-b")])
        #expect(sim.node("email-field")?.value == "Ab")
    }

    @Test func shiftShowsCapitalKeyTitles() throws {
        let sim = makeSimulator("iphone-15", scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .tapTarget("key-shift")])
        let key = try #require(sim.view(withElementID: "key-q") as? KeyView)
        sim.layoutIfNeeded()
        #expect(key.title.text == "Q")
    }

    @Test func aHeldDeleteKeyRepeats() throws {
        let sim = makeSimulator("iphone-15", scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .text("abcdefgh")])
        let delete = try #require(sim.centre(of: "key-delete"))
        _ = try sim.send([.pointer(phase: .down, point: delete, milliseconds: nil)])
        #expect(sim.node("email-field")?.value == "abcdefg")
        _ = try sim.send([.advance(milliseconds: 450)])
        #expect(sim.node("email-field")?.value == "abcdefg")
        _ = try sim.send([.advance(milliseconds: 350)])
        #expect(sim.node("email-field")?.value == "abc")
        _ = try sim.send([.pointer(phase: .up, point: delete, milliseconds: nil), .advance(milliseconds: 1000)])
        #expect(sim.node("email-field")?.value == "abc")
    }

    @Test func aKeyIsHighlightedWhileAFingerIsOnItAndTypesOnRelease() throws {
        let sim = makeSimulator("iphone-15", scene: "pin")
        _ = try sim.send([.tapTarget("pin-field")])
        let one = try #require(sim.centre(of: "key-1"))
        let key = { sim.semanticTree().root.find("key-1")?.background }
        #expect(key() == "#FFFFFF")
        let down = try sim.send([.pointer(phase: .down, point: one, milliseconds: nil)])
        #expect(key() == "#ABB0BA")
        #expect(down.ops.contains { $0.id == "key-1" })
        #expect(sim.node("pin-field")?.value?.isEmpty != false)
        _ = try sim.send([.pointer(phase: .up, point: one, milliseconds: nil)])
        #expect(key() == "#FFFFFF")
        #expect(sim.node("pin-field")?.value?.isEmpty == false)
    }

    @Test func aGreySystemKeyTurnsWhileHeldAndBackWhenTheFingerSlidesOff() throws {
        let sim = makeSimulator("iphone-15", scene: "login")
        _ = try sim.send([.tapTarget("email-field")])
        let shift = try #require(sim.centre(of: "key-shift"))
        let colour = { sim.semanticTree().root.find("key-shift")?.background }
        #expect(colour() == "#ABB0BA")
        _ = try sim.send([.pointer(phase: .down, point: shift, milliseconds: nil)])
        #expect(colour() == "#FFFFFF")
        _ = try sim.send([.pointer(phase: .move, point: Point(x: shift.x, y: shift.y - 120), milliseconds: nil)])
        #expect(colour() == "#ABB0BA")
    }

    @Test func theIPadDismissKeyEndsEditing() throws {
        let sim = makeSimulator("ipad-10", scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .tapTarget("key-dismiss")])
        #expect(sim.semanticTree().firstResponder == nil)
    }
}
