import Foundation
import SimCore
import Testing

@testable import SimulatorServer
import TestSupport

/// BEHAVIOR.md A3 (the PIN code field) through the HTTP API, on manual-clock sessions.
@Suite("PIN code field over HTTP", .serialized)
struct PinAPITests {
    static let devices = SceneDevice.devices
    static let deviceOrientations = SceneDevice.deviceOrientations

    func pin(_ device: String, _ orientation: String = "portrait") throws -> SceneDevice {
        try SceneDevice("pin", device, orientation)
    }

    static let focus = #"{"type":"tap","target":"pin-field"}"#

    /// The digits drawn in the four boxes (nil for an empty box), from the render tree.
    func boxTexts(_ d: SceneDevice) throws -> [String?] {
        let nodes = try d.render()
        return try (0..<4).map { index in
            let box = try #require(nodes["pin-field-box-\(index)"], "no box \(index)")
            let text = box.childIDs.compactMap { nodes[$0]?["text"]?.stringValue }.first
            return text?.isEmpty == true ? nil : text
        }
    }

    // MARK: A3.1

    @Test("A3.1: tapping the field makes it first responder and shows the number pad", arguments: deviceOrientations)
    func tapShowsNumberPad(device: String, orientation: String) throws {
        let d = try pin(device, orientation)
        #expect(try d.node("input-panel") == nil)
        try d.send(Self.focus)
        let tree = try d.tree()
        #expect(tree.firstResponder == "pin-field")
        #expect(tree.root.find("pin-field")?.states.contains(.firstResponder) == true)
        let keyboard = try #require(tree.root.find("keyboard"))
        for digit in 0...9 { #expect(keyboard.find("key-\(digit)") != nil, "no key \(digit)") }
        if tree.idiom == .pad {
            // B7.2: iPad has no number pad: the full keyboard opens on its
            // numbers plane, with ABC to the letters.
            #expect(keyboard.find("key-a") == nil && keyboard.find("key-letters") != nil && keyboard.find("key-space") != nil)
        } else {
            #expect(keyboard.find("key-a") == nil && keyboard.find("key-space") == nil)
        }
        #expect(keyboard.find("key-delete") != nil)
        // A number pad has no return key on iPhone; the iPad keeps one.
        #expect((keyboard.find("key-return") != nil) == (tree.idiom == .pad))
    }

    @Test("A3.1: the box for the next digit is outlined while the field is first responder", arguments: devices)
    func nextBoxOutlined(device: String) throws {
        let d = try pin(device)
        #expect(try d.render()["pin-field-box-0"]?["borderWidth"] == .number(1))
        try d.send(Self.focus + #",{"type":"text","text":"1"}"#)
        let nodes = try d.render()
        #expect(nodes["pin-field-box-1"]?["borderWidth"] == .number(2))
        #expect(nodes["pin-field-box-0"]?["borderWidth"] == .number(1))
    }

    @Test("A3.1: tapping outside the field ends editing and the number pad goes down", arguments: devices)
    func tapOutsideResigns(device: String) throws {
        let d = try pin(device)
        try d.send(Self.focus + #",{"type":"tap","target":"pin-title"},{"type":"advance","ms":300}"#)
        let tree = try d.tree()
        #expect(tree.firstResponder == nil)
        #expect(tree.root.find("input-panel") == nil)
    }

    // MARK: A3.2

    @Test("A3.2: typed digits fill the boxes in order", arguments: deviceOrientations)
    func digitsFillBoxes(device: String, orientation: String) throws {
        let d = try pin(device, orientation)
        try d.send(Self.focus + #",{"type":"text","text":"12"}"#)
        #expect(try d.node("pin-field")?.value == "12")
        #expect(try boxTexts(d) == ["1", "2", nil, nil])
        try d.send(#"{"type":"key","key":"7"}"#)
        #expect(try d.node("pin-field")?.value == "127")
    }

    @Test("A3.2: number pad keys fill the boxes", arguments: devices)
    func numberPadKeys(device: String) throws {
        let d = try pin(device)
        try d.send(Self.focus + #",{"type":"tap","target":"key-7"},{"type":"tap","target":"key-0"}"#)
        #expect(try d.node("pin-field")?.value == "70")
    }

    @Test("A3.2: letters, signs, spaces and non-ASCII digits are ignored", arguments: devices)
    func nonDigitsIgnored(device: String) throws {
        let d = try pin(device)
        try d.send(Self.focus + #",{"type":"text","text":"a1-b2 ٣３"},{"type":"key","key":"x"},{"type":"key","key":"Enter"},{"type":"key","key":"Tab"}"#)
        #expect(try d.node("pin-field")?.value == "12")
        #expect(try boxTexts(d) == ["1", "2", nil, nil])
        #expect(try d.tree().firstResponder == "pin-field")
    }

    @Test("A3.2: a fifth digit is ignored, typed or pressed", arguments: devices)
    func fifthDigitIgnored(device: String) throws {
        let d = try pin(device)
        try d.send(Self.focus + #",{"type":"text","text":"123456"}"#)
        #expect(try d.node("pin-field")?.value == "1234")
        try d.send(#"{"type":"key","key":"5"},{"type":"tap","target":"key-9"}"#)
        #expect(try d.node("pin-field")?.value == "1234")
        #expect(try boxTexts(d) == ["1", "2", "3", "4"])
    }

    @Test("A3.2: typing before the field is first responder goes nowhere", arguments: devices)
    func typingWithoutFocus(device: String) throws {
        let d = try pin(device)
        try d.send(#"{"type":"text","text":"12"}"#)
        #expect(try d.node("pin-field")?.value == "")
    }

    // MARK: A3.3

    @Test("A3.3: Backspace and the delete key remove the last digit", arguments: devices)
    func backspaceRemovesLast(device: String) throws {
        let d = try pin(device)
        try d.send(Self.focus + #",{"type":"text","text":"123"},{"type":"key","key":"Backspace"}"#)
        #expect(try d.node("pin-field")?.value == "12")
        try d.send(#"{"type":"tap","target":"key-delete"},{"type":"advance","ms":100}"#)
        #expect(try d.node("pin-field")?.value == "1")
        #expect(try boxTexts(d) == ["1", nil, nil, nil])
    }

    @Test("A3.3: Backspace on an empty field is harmless", arguments: devices)
    func backspaceWhenEmpty(device: String) throws {
        let d = try pin(device)
        try d.send(Self.focus + #",{"type":"key","key":"Backspace"},{"type":"key","key":"Backspace"},{"type":"tap","target":"key-delete"}"#)
        #expect(try d.node("pin-field")?.value == "")
        #expect(try d.node("pin-status")?.value == "Enter 4 digits")
        try d.send(#"{"type":"text","text":"9"}"#)
        #expect(try d.node("pin-field")?.value == "9")
        #expect(try d.tree().firstResponder == "pin-field")
    }

    // MARK: A3.4

    @Test("A3.4: the fourth digit sends the primary action, which fills the status", arguments: deviceOrientations)
    func fourthDigitSendsAction(device: String, orientation: String) throws {
        let d = try pin(device, orientation)
        try d.send(Self.focus + #",{"type":"text","text":"123"}"#)
        #expect(try d.node("pin-status")?.value == "Enter 4 digits")
        try d.send(#"{"type":"key","key":"4"}"#)
        #expect(try d.node("pin-status")?.value == "PIN 1234 entered")
    }

    @Test("A3.4: a digit removed after completion takes the status back; completing again sends again", arguments: devices)
    func completesAgain(device: String) throws {
        let d = try pin(device)
        try d.send(Self.focus + #",{"type":"text","text":"1234"},{"type":"key","key":"Backspace"}"#)
        #expect(try d.node("pin-status")?.value == "Enter 4 digits")
        try d.send(#"{"type":"tap","target":"key-8"}"#)
        #expect(try d.node("pin-status")?.value == "PIN 1238 entered")
    }

    @Test("A3.4: tapping the field sends no action; Clear empties it without one", arguments: devices)
    func clearButton(device: String) throws {
        let d = try pin(device)
        try d.send(Self.focus + "," + Self.focus)
        #expect(try d.node("pin-status")?.value == "Enter 4 digits")
        try d.send(#"{"type":"text","text":"4321"}"#)
        #expect(try d.node("pin-status")?.value == "PIN 4321 entered")
        try d.send(#"{"type":"tap","target":"pin-clear-button"}"#)
        #expect(try d.node("pin-field")?.value == "")
        #expect(try d.node("pin-status")?.value == "Enter 4 digits")
        try d.send(Self.focus + #",{"type":"text","text":"5555"}"#)
        #expect(try d.node("pin-status")?.value == "PIN 5555 entered")
    }
}
