import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// BEHAVIOR.md A5: the caret lab. The field starts with "Hello 😀 こんにちは": 13
/// characters, 14 UTF-16 units (the emoji is two).
@Suite struct CaretSceneTests {
    func makeLab(_ device: String = "iphone-15", _ orientation: Orientation = .portrait) -> Simulator {
        makeSimulator(device, scene: "caret", orientation: orientation)
    }

    func selection(_ sim: Simulator) -> [Int]? { sim.node("caret-field")?.selection }

    func tap(_ sim: Simulator, _ id: String, times: Int) throws {
        _ = try sim.send(Array(repeating: InputEvent.tapTarget(id), count: times))
    }

    // A5.1

    @Test(arguments: acceptanceDeviceOrientations)
    func caretPositionsAreUTF16OffsetsFromZeroToTheLength(device: String, orientation: Orientation) throws {
        let sim = makeLab(device, orientation)
        _ = try sim.send([.tapTarget("caret-field")])
        #expect(selection(sim) == [14, 14])
        #expect(sim.node("caret-status")?.value == "[14, 14] / 14")
        _ = try sim.send([.text("😀")])
        #expect(selection(sim) == [16, 16])
    }

    @Test func selectAllSpansZeroToTheLength() throws {
        let sim = makeLab()
        _ = try sim.send([.tapTarget("caret-field"), .tapTarget("select-all-button")])
        #expect(selection(sim) == [0, 14])
        #expect(sim.semanticTree().firstResponder == "caret-field")
    }

    @Test func theSelectionIsDrawnWithHandlesAndNoCaret() throws {
        let sim = makeLab()
        _ = try sim.send([.tapTarget("caret-field"), .tapTarget("select-all-button")])
        let field = try #require(sim.view(withElementID: "caret-field") as? TextField)
        sim.layoutIfNeeded()
        #expect(!field.selectionHighlight.isHidden && !field.startHandle.isHidden && !field.endHandle.isHidden)
        #expect(field.caret.isHidden)
        #expect(field.endHandle.frame.midX > field.startHandle.frame.midX)
    }

    // A5.2

    @Test(arguments: acceptanceDevices)
    func backMovesTheCaretOneCharacterLeft(device: String) throws {
        let sim = makeLab(device)
        _ = try sim.send([.tapTarget("caret-field"), .tapTarget("caret-back-button")])
        #expect(selection(sim) == [13, 13])
    }

    @Test func backStepsOverAnEmojiAsOneCharacter() throws {
        let sim = makeLab()
        _ = try sim.send([.tapTarget("caret-field")])
        try tap(sim, "caret-back-button", times: 6)
        #expect(selection(sim) == [8, 8])
        _ = try sim.send([.tapTarget("caret-back-button")])
        #expect(selection(sim) == [6, 6])
    }

    @Test func backAtTheBeginningDoesNothing() throws {
        let sim = makeLab()
        _ = try sim.send([.tapTarget("caret-field")])
        try tap(sim, "caret-back-button", times: 13)
        #expect(selection(sim) == [0, 0])
        _ = try sim.send([.tapTarget("caret-back-button")])
        #expect(selection(sim) == [0, 0])
        #expect(sim.node("caret-status")?.value == "[0, 0] / 14 — already at the beginning")
    }

    @Test func forwardAtTheEndDoesNothing() throws {
        let sim = makeLab()
        _ = try sim.send([.tapTarget("caret-field"), .tapTarget("caret-forward-button")])
        #expect(selection(sim) == [14, 14])
    }

    @Test func forwardMovesTheCaretOneCharacterRight() throws {
        let sim = makeLab()
        _ = try sim.send([.tapTarget("caret-field")])
        try tap(sim, "caret-back-button", times: 2)
        _ = try sim.send([.tapTarget("caret-forward-button")])
        #expect(selection(sim) == [13, 13])
    }

    // A5.3

    @Test(arguments: acceptanceDevices)
    func backWithASelectionExtendsItsStartOneLeft(device: String) throws {
        let sim = makeLab(device)
        // Long press, then Select: the word "こんにちは" (9…14).
        _ = try sim.send([.tapTarget("caret-field"), .longPress(target: "caret-field"), .tapTarget("menu-select")])
        #expect(selection(sim) == [9, 14])
        _ = try sim.send([.tapTarget("caret-back-button")])
        #expect(selection(sim) == [8, 14])
        _ = try sim.send([.tapTarget("caret-back-button")])
        #expect(selection(sim) == [6, 14])
    }

    // A5.4

    @Test func aPositionPastTheEndIsRejected() throws {
        let sim = makeLab()
        _ = try sim.send([.tapTarget("caret-field"), .tapTarget("caret-back-button"), .tapTarget("caret-invalid-button")])
        #expect(selection(sim) == [13, 13])
        #expect(sim.node("caret-status")?.value == "[13, 13] / 14 — rejected 15 (outside 0…14)")
    }

    @Test func negativeAndPastTheEndRangesAreRefusedFromCode() throws {
        let field = TextField(id: "f")
        field.setText("a😀")
        #expect(!field.setSelectedRange(-1..<1))
        #expect(!field.setSelectedRange(0..<4))
        #expect(field.selectedRange == 3..<3)
        #expect(field.position(from: 0, offset: -1) == nil)
        #expect(field.position(from: 3, offset: 1) == nil)
        #expect(field.position(from: 7, offset: -1) == nil)
        #expect(field.position(from: 3, offset: -1) == 1)
    }

    // A5.5

    @Test(arguments: acceptanceDevices)
    func aSelectionSetOnEditingDidBeginIsOverwrittenWithTheCaretAtTheEnd(device: String) throws {
        let sim = makeLab(device)
        _ = try sim.send([.tapTarget("caret-field")])
        #expect(selection(sim) == [14, 14])
    }

    @Test(arguments: acceptanceDevices)
    func aSelectionSetInTextFieldDidBeginEditingStays(device: String) throws {
        let sim = makeLab(device)
        _ = try sim.send([.tapTarget("begin-hook-toggle"), .tapTarget("caret-field")])
        #expect(sim.node("begin-hook-toggle")?.label == "textFieldDidBeginEditing")
        #expect(selection(sim) == [0, 14])
    }

    @Test func aSelectionSetAfterEditingBeganWorks() throws {
        let sim = makeLab()
        _ = try sim.send([.tapTarget("caret-field"), .tapTarget("select-all-button")])
        #expect(selection(sim) == [0, 14])
    }
}
