import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// BEHAVIOR.md A3: the PIN code field, on the acceptance devices in both orientations.
@Suite struct PinSceneTests {
    func makePin(_ device: String = "iphone-15", _ orientation: Orientation = .portrait) -> Simulator {
        makeSimulator(device, scene: "pin", orientation: orientation)
    }

    func scene(_ sim: Simulator) throws -> PinScene {
        try #require(sim.window.rootViewController as? PinScene)
    }

    // A3.1

    @Test(arguments: acceptanceDeviceOrientations)
    func tappingTheFieldMakesItFirstResponderAndShowsTheNumberPad(device: String, orientation: Orientation) throws {
        let sim = makePin(device, orientation)
        _ = try sim.send([.tapTarget("pin-field")])
        #expect(sim.semanticTree().firstResponder == "pin-field")
        let keyboard = try #require(sim.node("keyboard"))
        for digit in 0...9 { #expect(keyboard.find("key-\(digit)") != nil) }
        #expect(keyboard.find("key-a") == nil)
    }

    @Test func theNumberPadHasNoReturnKeyOnIPhone() throws {
        let sim = makePin("iphone-se")
        _ = try sim.send([.tapTarget("pin-field")])
        #expect(sim.node("key-return") == nil)
    }

    @Test func theNumberPadKeepsAReturnKeyOnIPad() throws {
        let sim = makePin("ipad-10")
        _ = try sim.send([.tapTarget("pin-field")])
        #expect(sim.node("key-return") != nil)
    }

    // A3.2

    @Test(arguments: acceptanceDevices)
    func typedDigitsFillTheBoxes(device: String) throws {
        let sim = makePin(device)
        _ = try sim.send([.tapTarget("pin-field"), .text("12")])
        #expect(sim.node("pin-field")?.value == "12")
        let field = try #require(sim.view(withElementID: "pin-field") as? PinCodeField)
        sim.layoutIfNeeded()
        #expect(field.boxLabels.map(\.text) == ["1", "2", nil, nil])
    }

    @Test func tappedNumberPadKeysFillTheBoxes() throws {
        let sim = makePin()
        _ = try sim.send([.tapTarget("pin-field"), .tapTarget("key-7"), .tapTarget("key-0")])
        #expect(sim.node("pin-field")?.value == "70")
    }

    @Test func nonDigitsAreIgnored() throws {
        let sim = makePin()
        _ = try sim.send([.tapTarget("pin-field"), .text("a1-b2 ٣"), .key("x"), .key("Enter")])
        #expect(sim.node("pin-field")?.value == "12")
    }

    @Test func aFifthDigitIsIgnored() throws {
        let sim = makePin()
        _ = try sim.send([.tapTarget("pin-field"), .text("1234"), .key("5")])
        #expect(sim.node("pin-field")?.value == "1234")
    }

    @Test func typingBeforeTheFieldIsFirstResponderDoesNothing() throws {
        let sim = makePin()
        _ = try sim.send([.text("12")])
        #expect(sim.node("pin-field")?.value == "")
    }

    // A3.3

    @Test func backspaceRemovesTheLastDigit() throws {
        let sim = makePin()
        _ = try sim.send([.tapTarget("pin-field"), .text("123"), .key("Backspace")])
        #expect(sim.node("pin-field")?.value == "12")
        _ = try sim.send([.tapTarget("key-delete")])
        #expect(sim.node("pin-field")?.value == "1")
    }

    @Test func backspaceOnAnEmptyFieldIsHarmless() throws {
        let sim = makePin()
        _ = try sim.send([.tapTarget("pin-field"), .key("Backspace"), .key("Backspace"), .text("9")])
        #expect(sim.node("pin-field")?.value == "9")
        #expect(sim.semanticTree().firstResponder == "pin-field")
    }

    // A3.4

    @Test(arguments: acceptanceDevices)
    func theFourthDigitSendsThePrimaryAction(device: String) throws {
        let sim = makePin(device)
        let pin = try scene(sim)
        _ = try sim.send([.tapTarget("pin-field"), .text("123")])
        #expect(pin.completions == 0)
        _ = try sim.send([.text("4")])
        #expect(pin.completions == 1)
        #expect(sim.node("pin-status")?.value == "PIN 1234 entered")
    }

    @Test func theValueChangedEventIsSentOnlyWhenTheFieldIsComplete() throws {
        let sim = makePin()
        _ = try sim.send([.tapTarget("pin-field"), .text("12345")])
        let field = try #require(sim.view(withElementID: "pin-field") as? PinCodeField)
        #expect(field.sentEvents.filter { $0.contains(.valueChanged) }.count == 1)
        #expect(field.sentEvents.last == [.valueChanged, .primaryActionTriggered])
    }

    @Test func theStatusIsLocalized() throws {
        let sim = makeSimulator("iphone-15", scene: "pin", locale: "ja_JP")
        _ = try sim.send([.tapTarget("pin-field"), .text("4321")])
        #expect(sim.node("pin-status")?.value == "暗証番号 4321 を入力しました")
    }
}
