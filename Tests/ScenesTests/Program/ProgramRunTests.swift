import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// BEHAVIOR.md E8: a form's program runs as the code says — a button's action changes
/// state, texts follow it, a flag presents an alert and its button sets it back, Return
/// runs `.onSubmit` and moves the focus, `.disabled` and `if` follow computed rules.
@Suite struct ProgramRunTests {
    static let devices = ["iphone-15", "ipad-10"]

    func tap(_ sim: Simulator, _ id: String) throws {
        _ = try sim.send([.tapTarget(id), .advance(milliseconds: 1000)])
    }

    func label(_ sim: Simulator, _ id: String) -> String? { sim.node(id)?.label }

    /// Every label and value on screen.
    func texts(_ sim: Simulator) -> [String] {
        func walk(_ node: SemanticNode) -> [String] { [node.label, node.value].compactMap { $0 } + node.children.flatMap(walk) }
        return walk(sim.semanticTree().root)
    }

    /// The messages of the alerts on screen (the semantic tree names an alert by its title).
    func alertMessages(_ sim: Simulator) -> [String] {
        func walk(_ view: View) -> [String] {
            ((view as? AlertView)?.messageLabel?.text).map { [$0] } ?? view.subviews.flatMap(walk)
        }
        return walk(sim.window)
    }

    /// Scrolls the form from its top until `id` shows whole (a row far down has no cell).
    func show(_ sim: Simulator, _ id: String) throws {
        let point = Point(x: 100, y: 300)
        let height = sim.semanticTree().screen.height
        func shown() -> Bool { sim.node(id).map { $0.frame.minY >= 60 && $0.frame.maxY <= height - 40 } ?? false }
        if shown() { return }
        _ = try sim.send([.scroll(at: point, by: Point(x: 0, y: -100_000)), .advance(milliseconds: 1000)])
        for _ in 0..<100 where !shown() {
            _ = try sim.send([.scroll(at: point, by: Point(x: 0, y: 60)), .advance(milliseconds: 1000)])
        }
        #expect(shown(), "\(id) never showed")
    }

    @Test(arguments: devices)
    func aButtonsActionChangesStateAndTheTextThatReadsIt(device: String) throws {
        let sim = try ProgramForm.simulator(device)
        #expect(label(sim, "taps") == "0 taps")
        try tap(sim, "add")
        try tap(sim, "add")
        #expect(label(sim, "taps") == "2 taps")
    }

    @Test(arguments: devices)
    func aFlagTheButtonSetsPresentsTheAlertAndItsButtonSetsItBack(device: String) throws {
        let sim = try ProgramForm.simulator(device)
        try tap(sim, "add")
        try tap(sim, "save")
        #expect(sim.node("show-saved-sheet") != nil)
        #expect(alertMessages(sim) == ["You tapped 1 times."])
        try tap(sim, "show-saved-action-0")
        #expect(sim.node("show-saved-sheet") == nil)
        // The flag is false again: the same button presents it a second time.
        try tap(sim, "save")
        #expect(sim.node("show-saved-sheet") != nil)
    }

    @Test(arguments: devices)
    func aDialogsActionCallsAMethodOfTheView(device: String) throws {
        let sim = try ProgramForm.simulator(device)
        try tap(sim, "add")
        try tap(sim, "reset")
        #expect(sim.node("confirm-reset-sheet") != nil)
        try tap(sim, "confirm-reset-action-0")
        #expect(sim.node("confirm-reset-sheet") == nil)
        #expect(label(sim, "taps") == "0 taps")
    }

    @Test func aLoopThatNeverEndsStopsAtTheBudgetAndLeavesTheStateAsItWas() throws {
        let sim = try ProgramForm.simulator()
        try tap(sim, "add")
        try tap(sim, "loop")
        #expect(label(sim, "taps") == "1 taps")
        #expect(sim.inspectorLog.entries.contains { $0.kind == .app && ($0.detail ?? "").contains("stopped after 10000 statements") })
        try tap(sim, "add")
        #expect(label(sim, "taps") == "2 taps")
    }

    @Test func onChangeRunsWhenItsValueChanges() throws {
        let sim = try ProgramForm.simulator()
        for _ in 0..<4 { try tap(sim, "add") }
        #expect(label(sim, "log") == "tap 3, tap 4")
    }

    @Test(arguments: devices)
    func aForEachRowIsMadeForEachElementAndGoesWhenTheListShrinks(device: String) throws {
        let sim = try ProgramForm.simulator(device)
        #expect(sim.node("name-0") == nil)
        for _ in 0..<4 { try tap(sim, "add") }
        #expect(label(sim, "name-0") == "1. tap 3")
        #expect(label(sim, "name-1") == "2. tap 4")
        try tap(sim, "drop")
        #expect(label(sim, "name-0") == "1. tap 4")
        #expect(sim.node("name-1") == nil)
    }

    @Test(arguments: devices)
    func returnRunsOnSubmitWhichMovesTheFocusThenReturnEndsEditing(device: String) throws {
        let sim = try ProgramForm.simulator(device)
        try tap(sim, "email")
        #expect(sim.semanticTree().firstResponder == "email-field")
        #expect(label(sim, "focus-shown") == "Focus: email")
        _ = try sim.send([.text("a@b.c"), .key("Enter"), .advance(milliseconds: 1000)])
        #expect(sim.semanticTree().firstResponder == "password-field")
        #expect(label(sim, "focus-shown") == "Focus: password")
        // No .onSubmit: Return ends editing, whatever the key's title (Go).
        _ = try sim.send([.key("Enter"), .advance(milliseconds: 1000)])
        #expect(sim.semanticTree().firstResponder == nil)
        #expect(label(sim, "focus-shown") == "Focus: nil")
    }

    @Test func aTextFieldWithNoOnSubmitEndsEditingOnReturn() throws {
        let sim = try ProgramForm.simulator()
        try tap(sim, "note")
        _ = try sim.send([.key("Enter"), .advance(milliseconds: 1000)])
        #expect(sim.semanticTree().firstResponder == nil)
    }

    @Test(arguments: devices)
    func theSubmitButtonEnablesOnlyWhenTheComputedRuleHolds(device: String) throws {
        let sim = try ProgramForm.simulator(device)
        try show(sim, "create")
        #expect(sim.node("create")?.states.contains(.disabled) == true)
        #expect(sim.node("hint") != nil)
        try tap(sim, "create")
        #expect(sim.node("done") == nil, "a disabled button runs nothing")
        try tap(sim, "email")
        // Return twice: on to the password, then editing ends and the keyboard goes.
        _ = try sim.send([.text("a@b.c"), .key("Enter"), .key("Enter"), .advance(milliseconds: 1000)])
        try show(sim, "agreed")
        try tap(sim, "agreed-switch")
        try show(sim, "create")
        #expect(sim.node("create")?.states.contains(.disabled) == false)
        #expect(sim.node("hint") == nil)
        try tap(sim, "create")
        try show(sim, "done")
        #expect(sim.node("done") != nil)
    }

    @Test func aSkippedStatementIsLoggedOncePerSession() throws {
        let sim = try ProgramForm.simulator()
        try tap(sim, "email")
        _ = try sim.send([.text("a@b.c"), .key("Enter"), .key("Enter"), .advance(milliseconds: 1000)])
        try show(sim, "agreed")
        try tap(sim, "agreed-switch")
        try show(sim, "create")
        try tap(sim, "create")
        try tap(sim, "create")
        let lines = sim.inspectorLog.entries.filter { $0.kind == .app && ($0.detail ?? "").contains("Program.swift:30:17") }
        #expect(lines.count == 1)
    }

    @Test func aRestoredValueOfABoundRowIsTheStateTooSoWhatReadsItAgrees() throws {
        let sim = try ProgramForm.simulator()
        _ = try sim.send([.tapTarget("email-field"), .text("a@b.c"), .key("Enter"), .key("Enter"), .advance(milliseconds: 1000)])
        let saved = sim.restorableState()
        let again = try ProgramForm.simulator()
        // As a reload of the form file relaunches the scene with what the screen saved.
        again.launchScene(restoring: saved)
        try show(again, "agreed")
        try tap(again, "agreed-switch")
        try show(again, "create")
        #expect(again.node("create")?.states.contains(.disabled) == false, "the restored email counts toward isValid")
    }
}
