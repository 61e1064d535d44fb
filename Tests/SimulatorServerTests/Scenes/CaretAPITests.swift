import Foundation
import SimCore
import Wire
import Testing

@testable import SimulatorServer
import TestSupport

/// BEHAVIOR.md A5 (the caret lab) through the HTTP API, on manual-clock sessions. The
/// field starts with "Hello 😀 こんにちは": 13 characters, 14 UTF-16 units.
@Suite("Caret lab over HTTP", .serialized)
struct CaretAPITests {
    static let devices = SceneDevice.devices
    static let deviceOrientations = SceneDevice.deviceOrientations

    func lab(_ device: String, _ orientation: String = "portrait") throws -> SceneDevice {
        try SceneDevice("caret", device, orientation)
    }

    func selection(_ d: SceneDevice) throws -> [Int]? { try d.node("caret-field")?.selection }

    func status(_ d: SceneDevice) throws -> String? { try d.node("caret-status")?.value }

    func tap(_ id: String, times: Int = 1) -> String {
        Array(repeating: #"{"type":"tap","target":"\#(id)"}"#, count: times).joined(separator: ",")
    }

    static let focus = #"{"type":"tap","target":"caret-field"}"#
    /// Long press, then Select: the word "こんにちは" (9…14).
    /// Long press, Select. The menu comes back over the selection: below the field in
    /// landscape, over the top of the button row (see `tapBelowMenu`).
    static let selectWord = #"{"type":"longPress","target":"caret-field"},{"type":"tap","target":"menu-select"}"#

    /// A tap on the lowest part of a button, clear of an edit menu that may cover its
    /// centre: the tap closes the menu and presses the button.
    func tapBelowMenu(_ d: SceneDevice, _ id: String) throws -> String {
        let f = try #require(try d.node(id), "no element \(id)").frame
        return #"{"type":"tap","x":\#(f.minX + f.width / 2),"y":\#(f.minY + f.height - 4)}"#
    }

    // MARK: A5.1

    @Test("A5.1: positions are UTF-16 offsets: the end of the text is 14", arguments: deviceOrientations)
    func utf16Offsets(device: String, orientation: String) throws {
        let d = try lab(device, orientation)
        #expect(try selection(d) == nil, "no selection before the field is first responder")
        try d.send(Self.focus)
        #expect(try d.tree().firstResponder == "caret-field")
        #expect(try selection(d) == [14, 14])
        #expect(try status(d) == "[14, 14] / 14")
        try d.send(#"{"type":"text","text":"😀"}"#)
        #expect(try selection(d) == [16, 16])
        #expect(try status(d) == "[16, 16] / 16")
    }

    @Test("A5.1: Select all spans 0 to the length; typing replaces it and leaves the caret after the text", arguments: devices)
    func selectAllSpans(device: String) throws {
        let d = try lab(device)
        try d.send(Self.focus + "," + tap("select-all-button"))
        #expect(try selection(d) == [0, 14])
        #expect(try status(d) == "[0, 14] / 14")
        #expect(try d.tree().firstResponder == "caret-field")
        try d.send(#"{"type":"text","text":"é"}"#)
        #expect(try d.node("caret-field")?.value == "é")
        #expect(try selection(d) == [1, 1])
    }

    @Test("A5.1: a selection is drawn as a highlight with two handles and no caret", arguments: devices)
    func selectionDrawn(device: String) throws {
        let d = try lab(device)
        try d.send(Self.focus)
        func parts() throws -> [JSONValue] {
            let nodes = try d.render()
            return try #require(nodes["caret-field"]).childIDs.compactMap { nodes[$0] }.filter { !$0.isHidden }
        }
        let caret = try parts().filter { $0["blink"] == .bool(true) }
        #expect(caret.count == 1, "a blinking caret while the selection is empty")
        try d.send(tap("select-all-button"))
        let shown = try parts()
        #expect(!shown.contains { $0["blink"] == .bool(true) }, "no caret with a selection")
        let highlight = try #require(shown.first { $0["fill"]?.stringValue?.hasPrefix("rgba(0,122,255") == true })
        // A handle: a blue bar as tall as the highlight and a round blue knob.
        let nodes = try d.render()
        let handles = shown.filter { part in
            let inner = part.childIDs.compactMap { nodes[$0] }
            let bar = inner.first { $0["cornerRadius"] == nil && $0["fill"] == .string(Color.systemBlue.css) }
            let knob = inner.first { $0["cornerRadius"] != nil && $0["fill"] == .string(Color.systemBlue.css) }
            guard let bar, knob != nil else { return false }
            return bar.frameValues[3] >= highlight.frameValues[3]
        }
        #expect(handles.count == 2)
        let h = highlight.frameValues
        let xs = handles.map { $0.frameValues[0] + $0.frameValues[2] / 2 }.sorted()
        #expect(xs.count == 2 && abs(xs[0] - h[0]) < 1 && abs(xs[1] - (h[0] + h[2])) < 1, "handles at the ends")
    }

    @Test("A5.1: the text sits inside the field's border; a tap in the inset focuses the field", arguments: devices)
    func insetTapFocuses(device: String) throws {
        let d = try lab(device)
        let field = try #require(try d.node("caret-field")).frame
        let nodes = try d.render()
        let border = try #require(nodes.values.first { $0.childIDs.contains("caret-field") })
        #expect(border["borderWidth"] == .number(1) && border["cornerRadius"] == .number(6))
        #expect(nodes["caret-field"]?.frameValues.first == 8, "the field is 8 pt inside its border")
        try d.send(#"{"type":"tap","x":\#(field.minX - 4),"y":\#(field.minY + field.height / 2)}"#)
        #expect(try d.tree().firstResponder == "caret-field")
        #expect(try selection(d) == [14, 14])
    }

    // MARK: A5.2

    @Test("A5.2: ◀ moves the caret one left", arguments: deviceOrientations)
    func backMovesCaret(device: String, orientation: String) throws {
        let d = try lab(device, orientation)
        try d.send(Self.focus + "," + tap("caret-back-button"))
        #expect(try selection(d) == [13, 13])
        #expect(try d.tree().firstResponder == "caret-field", "the button does not take first responder")
        try d.send(tap("caret-forward-button"))
        #expect(try selection(d) == [14, 14])
    }

    @Test("A5.2: ◀ steps over the emoji as one character (two UTF-16 units)", arguments: devices)
    func backOverEmoji(device: String) throws {
        let d = try lab(device)
        try d.send(Self.focus + "," + tap("caret-back-button", times: 6))
        #expect(try selection(d) == [8, 8])
        try d.send(tap("caret-back-button"))
        #expect(try selection(d) == [6, 6])
        try d.send(tap("caret-forward-button"))
        #expect(try selection(d) == [8, 8])
    }

    @Test("A5.2: ◀ at the beginning does nothing, and the lab keeps working", arguments: devices)
    func backAtBeginning(device: String) throws {
        let d = try lab(device)
        try d.send(Self.focus + "," + tap("caret-back-button", times: 13))
        #expect(try selection(d) == [0, 0])
        try d.send(tap("caret-back-button", times: 3))
        #expect(try selection(d) == [0, 0])
        #expect(try status(d) == "[0, 0] / 14 — already at the beginning")
        try d.send(#"{"type":"text","text":"A"}"#)
        #expect(try d.node("caret-field")?.value == "AHello 😀 こんにちは")
        #expect(try selection(d) == [1, 1])
    }

    @Test("A5.2: ▶ at the end does nothing", arguments: devices)
    func forwardAtEnd(device: String) throws {
        let d = try lab(device)
        try d.send(Self.focus + "," + tap("caret-forward-button", times: 2))
        #expect(try selection(d) == [14, 14])
        #expect(try status(d) == "[14, 14] / 14 — already at the end")
    }

    // MARK: A5.3

    @Test("A5.3: ◀ with a selection extends its start one left and keeps its end", arguments: deviceOrientations)
    func backExtendsSelection(device: String, orientation: String) throws {
        let d = try lab(device, orientation)
        try d.send(Self.focus + "," + Self.selectWord)
        #expect(try selection(d) == [9, 14])
        try d.send(try tapBelowMenu(d, "caret-back-button"))
        #expect(try d.node("edit-menu") == nil)
        #expect(try selection(d) == [8, 14])
        try d.send(tap("caret-back-button"))
        #expect(try selection(d) == [6, 14], "over the emoji in one step")
        #expect(try status(d) == "[6, 14] / 14")
    }

    @Test("A5.3: ◀ with a selection that starts at 0 does nothing", arguments: devices)
    func backWithSelectionAtBeginning(device: String) throws {
        let d = try lab(device)
        try d.send(Self.focus + "," + tap("select-all-button") + "," + tap("caret-back-button"))
        #expect(try selection(d) == [0, 14])
        #expect(try status(d) == "[0, 14] / 14 — already at the beginning")
    }

    // MARK: A5.4

    @Test("A5.4: a caret past the end is rejected and the selection stays", arguments: deviceOrientations)
    func pastEndRejected(device: String, orientation: String) throws {
        let d = try lab(device, orientation)
        try d.send(Self.focus + "," + tap("caret-back-button") + "," + tap("caret-invalid-button"))
        #expect(try selection(d) == [13, 13])
        #expect(try status(d) == "[13, 13] / 14 — rejected 15 (outside 0…14)")
        // Not clamped, not crashed: the field still edits at the old caret.
        try d.send(#"{"type":"key","key":"Backspace"}"#)
        #expect(try d.node("caret-field")?.value == "Hello 😀 こんには")
        #expect(try selection(d) == [12, 12])
    }

    @Test("A5.4: the selection never leaves 0…length, whatever the buttons do", arguments: devices)
    func selectionStaysInRange(device: String) throws {
        let d = try lab(device)
        try d.send(Self.focus + "," + tap("caret-invalid-button") + "," + tap("caret-forward-button", times: 3))
        #expect(try selection(d) == [14, 14])
        try d.send(tap("select-all-button") + "," + tap("caret-invalid-button"))
        #expect(try selection(d) == [0, 14])
        try d.send(tap("caret-forward-button") + "," + tap("caret-back-button", times: 20))
        #expect(try selection(d) == [0, 14])
        #expect(try d.node("caret-field")?.value == "Hello 😀 こんにちは")
    }

    // MARK: A5.5

    @Test("A5.5: selecting all on editingDidBegin is overwritten: the caret ends at the end", arguments: deviceOrientations)
    func beginHookOverwritten(device: String, orientation: String) throws {
        let d = try lab(device, orientation)
        #expect(try d.node("begin-hook-toggle")?.label == "editingDidBegin")
        try d.send(Self.focus)
        #expect(try selection(d) == [14, 14])
    }

    @Test("A5.5: selecting all in textFieldDidBeginEditing stays", arguments: devices)
    func delegateHookWorks(device: String) throws {
        let d = try lab(device)
        try d.send(tap("begin-hook-toggle"))
        #expect(try d.node("begin-hook-toggle")?.label == "textFieldDidBeginEditing")
        #expect(try d.node("begin-hook-toggle")?.states == [.selected])
        try d.send(Self.focus)
        #expect(try selection(d) == [0, 14])
    }

    @Test("A5.5: setting the selection after editing began works", arguments: devices)
    func afterBeginWorks(device: String) throws {
        let d = try lab(device)
        try d.send(Self.focus + "," + tap("select-all-button"))
        #expect(try selection(d) == [0, 14])
        // Ending and beginning again runs the overwritten hook once more.
        try d.send(#"{"type":"tap","target":"caret-title"},"# + Self.focus)
        #expect(try selection(d) == [14, 14])
    }
}
