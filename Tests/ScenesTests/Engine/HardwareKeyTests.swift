import Testing
@testable import SimCore
import TestSupport

/// Hardware keys with modifiers: Tab and Shift-Tab (B7.4), the arrow keys in a text
/// field (B7.5, B7.6), Escape (B7.7) and shortcuts (B7.3), on a phone and a pad.
@Suite struct HardwareKeyTests {
    static let devices = ["iphone-15", "ipad-10"]

    func firstResponder(_ sim: Simulator) -> String? { sim.semanticTree().firstResponder }

    func selection(_ sim: Simulator, _ id: String) -> [Int]? { sim.node(id)?.selection }

    // MARK: Tab (B7.4)

    @Test("Tab moves first responder from the email field to the password field", arguments: devices)
    func tabMovesToTheNextField(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .text("ann"), .key("Tab")])
        #expect(firstResponder(sim) == "password-field")
        #expect(sim.node("email-field")?.value == "ann")
    }

    @Test("Shift-Tab moves first responder back to the previous field", arguments: devices)
    func shiftTabMovesBack(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.tapTarget("password-field"), .key("Tab", modifiers: .shift)])
        #expect(firstResponder(sim) == "email-field")
    }

    @Test("Tab at the last field cycles to the first and Shift-Tab at the first to the last", arguments: devices)
    func tabCycles(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.tapTarget("password-field"), .key("Tab")])
        #expect(firstResponder(sim) == "email-field")
        _ = try sim.send([.key("Tab", modifiers: .shift)])
        #expect(firstResponder(sim) == "password-field")
    }

    @Test("Tab with no first responder focuses the first field and brings up the keyboard", arguments: devices)
    func tabWithNoResponderFocusesTheFirst(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.key("Tab")])
        #expect(firstResponder(sim) == "email-field")
        #expect(sim.node("keyboard") != nil)
    }

    @Test("Shift-Tab with no first responder focuses the last field", arguments: devices)
    func shiftTabWithNoResponderFocusesTheLast(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.key("Tab", modifiers: .shift)])
        #expect(firstResponder(sim) == "password-field")
    }

    @Test("Tab never types a tab character, even in the only key input of a scene", arguments: devices)
    func tabTypesNothing(device: String) throws {
        let sim = makeSimulator(device, scene: "pin")
        _ = try sim.send([.tapTarget("pin-field"), .text("12"), .key("Tab")])
        #expect(firstResponder(sim) == "pin-field")
        #expect(sim.node("pin-field")?.value == "12")
    }

    @Test("Tab follows the form's order down a table of text-field cells", arguments: devices)
    func tabFollowsTheTable(device: String) throws {
        let sim = makeSimulator(device, scene: "contacts")
        _ = try sim.send([.tapTarget("first-name-field"), .key("Tab")])
        #expect(firstResponder(sim) == "last-name-field")
        _ = try sim.send([.key("Tab")])
        #expect(firstResponder(sim) == "company-field")
    }

    // MARK: Arrows (B7.5, B7.6)

    @Test("ArrowLeft and ArrowRight move the caret one whole character in UTF-16 offsets", arguments: devices)
    func arrowsMoveByCharacter(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .text("a👍🏽b"), .key("ArrowLeft")])
        #expect(selection(sim, "email-field") == [5, 5])
        _ = try sim.send([.key("ArrowLeft")])
        #expect(selection(sim, "email-field") == [1, 1])
        _ = try sim.send([.key("ArrowRight")])
        #expect(selection(sim, "email-field") == [5, 5])
        _ = try sim.send([.key("ArrowLeft"), .key("ArrowLeft"), .key("ArrowLeft"), .key("ArrowLeft")])
        #expect(selection(sim, "email-field") == [0, 0])
    }

    @Test("A plain arrow collapses a selection to its start (left) or its end (right)", arguments: devices)
    func arrowsCollapseASelection(device: String) throws {
        let sim = makeSimulator(device, scene: "caret")
        _ = try sim.send([.tapTarget("caret-field"), .text("hello"), .tapTarget("select-all-button")])
        let length = try #require(sim.node("caret-field")?.value).utf16.count
        #expect(selection(sim, "caret-field") == [0, length])
        _ = try sim.send([.key("ArrowRight")])
        #expect(selection(sim, "caret-field") == [length, length])
        _ = try sim.send([.tapTarget("select-all-button"), .key("ArrowLeft")])
        #expect(selection(sim, "caret-field") == [0, 0])
    }

    @Test("Shift-arrows extend the selection from its anchor and shrink it back", arguments: devices)
    func shiftArrowsExtendFromTheAnchor(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .text("abcd"), .key("ArrowLeft"), .key("ArrowLeft")])
        _ = try sim.send([.key("ArrowLeft", modifiers: .shift)])
        #expect(selection(sim, "email-field") == [1, 2])
        _ = try sim.send([.key("ArrowRight", modifiers: .shift), .key("ArrowRight", modifiers: .shift)])
        #expect(selection(sim, "email-field") == [2, 3])
        _ = try sim.send([.key("ArrowUp", modifiers: .shift)])
        #expect(selection(sim, "email-field") == [0, 2])
    }

    @Test("Shift-ArrowLeft after select all shrinks the selection from its end", arguments: devices)
    func shiftArrowAfterSelectAllShrinksTheEnd(device: String) throws {
        let sim = makeSimulator(device, scene: "caret")
        _ = try sim.send([.tapTarget("caret-field"), .text("hello"), .tapTarget("select-all-button")])
        let length = try #require(sim.node("caret-field")?.value).utf16.count
        _ = try sim.send([.key("ArrowLeft", modifiers: .shift)])
        #expect(selection(sim, "caret-field") == [0, length - 1])
    }

    @Test("ArrowUp and ArrowDown in a single-line field move to its start and end", arguments: devices)
    func upAndDownGoToTheEnds(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .text("ann@x"), .key("ArrowUp")])
        #expect(selection(sim, "email-field") == [0, 0])
        _ = try sim.send([.key("ArrowDown")])
        #expect(selection(sim, "email-field") == [5, 5])
    }

    @Test("Alt-arrows move the caret by word", arguments: devices)
    func altArrowsMoveByWord(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .text("one two three"), .key("ArrowLeft", modifiers: .alternate)])
        #expect(selection(sim, "email-field") == [8, 8])
        _ = try sim.send([.key("ArrowLeft", modifiers: .alternate)])
        #expect(selection(sim, "email-field") == [4, 4])
        _ = try sim.send([.key("ArrowRight", modifiers: .alternate)])
        #expect(selection(sim, "email-field") == [7, 7])
    }

    @Test("Arrow keys with no first responder change nothing", arguments: devices)
    func arrowsWithNoResponderDoNothing(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        let before = jsonText(sim.semanticTree())
        _ = try sim.send([.key("ArrowLeft"), .key("ArrowDown", modifiers: .shift), .key("Escape")])
        #expect(jsonText(sim.semanticTree()) == before)
    }

    @Test("Arrow keys do nothing to the birthday label while its picker is up (A1.4)", arguments: devices)
    func arrowsDoNothingOnThePickerLabel(device: String) throws {
        let sim = makeSimulator(device, scene: "contacts")
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        _ = try sim.send([.key("ArrowDown"), .key("ArrowUp"), .key("ArrowLeft"), .key("ArrowRight")])
        #expect(sim.node("birthday-value")?.value == "January 15, 1990")
        #expect(firstResponder(sim) == "birthday-value")
    }

    // MARK: Escape (B7.7) and shortcuts (B7.3)

    @Test("Escape in a plain text field is accepted and changes nothing", arguments: devices)
    func escapeInAFieldDoesNothing(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .text("ann")])
        let before = jsonText(sim.semanticTree())
        _ = try sim.send([.key("Escape")])
        #expect(jsonText(sim.semanticTree()) == before)
    }

    @Test("Escape closes the edit menu and keeps the first responder", arguments: devices)
    func escapeClosesTheEditMenu(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([.tapTarget("email-field"), .text("ann"), .longPress(target: "email-field")])
        #expect(sim.node("edit-menu") != nil)
        _ = try sim.send([.key("Escape")])
        #expect(sim.node("edit-menu") == nil)
        #expect(firstResponder(sim) == "email-field")
    }

    @Test("Escape dismisses the iPad birthday popover and ends input, keeping the date")
    func escapeDismissesThePopover() throws {
        let sim = makeSimulator("ipad-10", scene: "contacts")
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        _ = try sim.send([.key("Escape")])
        #expect(sim.node("birthday-popover") == nil)
        #expect(firstResponder(sim) == nil)
        #expect(sim.node("birthday-value")?.value == "January 15, 1990")
    }

    @Test("A character with Command or Control types nothing; with Shift or Alt it types", arguments: devices)
    func shortcutsTypeNothing(device: String) throws {
        let sim = makeSimulator(device, scene: "login")
        _ = try sim.send([
            .tapTarget("email-field"), .key("a", modifiers: .command), .key("b", modifiers: .control),
            .key("C", modifiers: .shift), .key("å", modifiers: .alternate),
        ])
        #expect(sim.node("email-field")?.value == "Cå")
    }
}
