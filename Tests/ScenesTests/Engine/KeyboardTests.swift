import Testing
@testable import SimCore
import TestSupport

/// The system keyboard (B7.1–B7.3, and part C's heights).
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

    @Test(arguments: [("iphone-se", 260.0, 200.0), ("iphone-15", 336, 209), ("ipad-10", 340, 425)])
    func theKeyboardHeightFollowsTheDevice(device: String, portrait: Double, landscape: Double) throws {
        for (orientation, height) in [(Orientation.portrait, portrait), (.landscapeLeft, landscape)] {
            let sim = makeSimulator(device, scene: "login", orientation: orientation)
            _ = try sim.send([.tapTarget("email-field")])
            let panel = try #require(sim.node("input-panel"))
            #expect(panel.frame.height == height)
        }
    }

    @Test("an iPhone number pad has no predictive bar: it is shorter than the keyboard by the bar (B11.1)",
          arguments: [("iphone-se", 216.0, 162.0), ("iphone-15", 291, 171)])
    func numberPadHeight(device: String, portrait: Double, landscape: Double) throws {
        for (orientation, height) in [(Orientation.portrait, portrait), (.landscapeLeft, landscape)] {
            let sim = makeSimulator(device, scene: "pin", orientation: orientation)
            _ = try sim.send([.tapTarget("pin-field")])
            #expect(sim.node("input-panel")?.frame.height == height)
        }
    }

    @Test func tappedKeysAndTypedTextBothReachTheFirstResponder() throws {
        let sim = makeSimulator("iphone-15", scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .tapTarget("key-a"), .text("b"), .tapTarget("key-@")])
        #expect(sim.node("email-field")?.value == "ab@")
    }

    @Test("a key the next field's keyboard drops comes back as the same key when the keyboard comes back: its nodes keep their ids")
    func aDroppedKeyComesBackAsTheSameKey() throws {
        let sim = makeSimulator("iphone-15", scene: "login")
        _ = try sim.send([.tapTarget("email-field")])
        let title = try #require(sim.renderTree.nodes["key-@"]?["children"])
        _ = try sim.send([.tapTarget("password-field")])
        #expect(sim.renderTree.nodes["key-@"] == nil)
        _ = try sim.send([.tapTarget("email-field"), .tapTarget("key-@")])
        #expect(sim.renderTree.nodes["key-@"]?["children"] == title)
        #expect(sim.node("email-field")?.value == "@")
        #expect(sim.renderTree == sim.renderFully())
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

    /// The keyboard's children in the render tree, by id, with frames in the keyboard.
    func keyFrames(_ sim: Simulator) throws -> [String: [Double]] {
        let tree = sim.renderTree
        let keyboard = try #require(sim.view(withElementID: "keyboard")?.renderID.flatMap { tree.nodes[$0] })
        guard case .array(let children)? = keyboard["children"] else { return [:] }
        return Dictionary(uniqueKeysWithValues: children.compactMap(\.stringValue).compactMap { id in
            tree.nodes[id]?["frame"]?.numberArray.map { (id, $0) }
        })
    }

    @Test func theIPhoneNumberPadsBottomLeftSlotIsEmptyAndTouchingItDoesNothing() throws {
        let sim = makeSimulator("iphone-15", scene: "pin")
        _ = try sim.send([.tapTarget("pin-field")])
        let keyboard = try #require(sim.node("keyboard"))
        #expect(keyboard.children.map(\.id).sorted() == ((0...9).map { "key-\($0)" } + ["key-delete"]).sorted())
        // The other keys keep their columns: 0 under 8, delete under 9.
        let frames = try keyFrames(sim)
        let seven = try #require(frames["key-7"]), zero = try #require(frames["key-0"])
        #expect(zero[0] == frames["key-8"]?[0] && frames["key-delete"]?[0] == frames["key-9"]?[0])
        #expect(zero[1] > seven[1] && frames["key-delete"]?[1] == zero[1])
        // Nothing is drawn in the slot: no cap, no background.
        let slot = Point(x: seven[0] + seven[2] / 2, y: zero[1] + zero[3] / 2)
        let drawn = frames.filter { Rect(x: $1[0], y: $1[1], width: $1[2], height: $1[3]).contains(slot) }
        #expect(drawn.isEmpty, "drawn in the empty slot: \(drawn.keys.sorted())")
        let onScreen = try #require(sim.node("key-7")?.frame), zeroOnScreen = try #require(sim.node("key-0")?.frame)
        let before = sim.node("pin-field")?.value
        _ = try sim.send([.tap(Point(x: onScreen.minX + onScreen.width / 2, y: zeroOnScreen.minY + zeroOnScreen.height / 2))])
        #expect(sim.node("pin-field")?.value == before)
        #expect(sim.semanticTree().firstResponder == "pin-field")
    }

    @Test func theIPhoneNumberPadsDeleteHasNoCapUntilAFingerIsOnIt() throws {
        let sim = makeSimulator("iphone-15", scene: "pin")
        _ = try sim.send([.tapTarget("pin-field"), .text("12")])
        let delete = try #require(sim.centre(of: "key-delete"))
        let background = { sim.semanticTree().root.find("key-delete")?.background }
        #expect(background() == nil)
        _ = try sim.send([.pointer(phase: .down, point: delete, milliseconds: nil)])
        #expect(background() == "#FFFFFF")
        #expect(sim.node("pin-field")?.value?.count == 1)
        _ = try sim.send([.pointer(phase: .up, point: delete, milliseconds: nil)])
        #expect(background() == nil)
        let pad = makeSimulator("ipad-10", scene: "pin")
        _ = try pad.send([.tapTarget("pin-field")])
        #expect(pad.semanticTree().root.find("key-delete")?.background == "#ABB0BA")
    }

    @Test func theNumberPadShowsEachDigitsLettersSmallUnderIt() throws {
        let sim = makeSimulator("iphone-15", scene: "pin")
        _ = try sim.send([.tapTarget("pin-field")])
        let tree = sim.renderTree
        func texts(_ key: String) -> [(text: String, frame: [Double], size: Double)] {
            guard case .array(let children)? = tree.nodes[key]?["children"] else { return [] }
            return children.compactMap { child in
                guard let node = child.stringValue.flatMap({ tree.nodes[$0] }), let text = node["text"]?.stringValue,
                    let frame = node["frame"]?.numberArray, let size = node["font"]?.numberArray?.first
                else { return nil }
                return (text, frame, size)
            }
        }
        let expected = ["2": "ABC", "3": "DEF", "4": "GHI", "5": "JKL", "6": "MNO", "7": "PQRS", "8": "TUV", "9": "WXYZ"]
        for (digit, letters) in expected {
            let shown = texts("key-\(digit)")
            #expect(shown.map(\.text) == [digit, letters])
            if shown.count == 2 {
                #expect(shown[1].frame[1] + shown[1].frame[3] / 2 > shown[0].frame[1] + shown[0].frame[3] / 2)
                #expect(shown[1].size < shown[0].size)
            }
        }
        #expect(texts("key-1").map(\.text) == ["1"] && texts("key-0").map(\.text) == ["0"])
        // Every digit sits at the same height in its key, with or without letters.
        #expect(Set(["0", "1", "2"].map { texts("key-\($0)").first?.frame ?? [] }).count == 1)
        #expect(sim.node("key-2")?.label == "2")
    }

    @Test func theIPadDismissKeyEndsEditing() throws {
        let sim = makeSimulator("ipad-10", scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .tapTarget("key-dismiss")])
        #expect(sim.semanticTree().firstResponder == nil)
    }
}
