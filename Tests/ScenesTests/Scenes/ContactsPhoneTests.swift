import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// BEHAVIOR.md A1, iPhone, reference variant.
@Suite struct ContactsPhoneTests {
    let sim = makeSimulator("iphone-15")

    func node(_ id: String) -> SemanticNode? { sim.semanticTree().root.find(id) }

    @Test func tappingTheBirthdayCellMakesTheValueLabelFirstResponderAndSlidesThePickerUp() throws {
        let commit = try sim.send([.tapTarget("birthday")])
        #expect(sim.semanticTree().firstResponder == "birthday-value")
        let panel = try #require(node("input-panel"))
        #expect(panel.frame.array == [0, 852 - 216 - 34, 393, 216 + 34])
        #expect(panel.children.contains { $0.id == "birthday-picker" })
        let slide = commit.ops.first { $0.id == "input-panel" }
        guard let animation = slide?.animation else {
            Issue.record("the panel's update carries no animation: \(String(describing: slide))")
            return
        }
        #expect(animation.duration == 0.25)
        #expect(animation.from["frame"] == .numbers([0, 852, 393, 250]))
    }

    @Test func thePickerIs162TallInLandscapePlusTheBottomSafeArea() throws {
        let sim = makeSimulator("iphone-15", orientation: .landscapeLeft)
        _ = try sim.send([.tapTarget("birthday")])
        let panel = try #require(sim.semanticTree().root.find("input-panel"))
        #expect(panel.frame.array == [0, 393 - 162 - 21, 852, 162 + 21])
    }

    @Test func thePickerPanelIsGrey() throws {
        _ = try sim.send([.tapTarget("birthday")])
        #expect(node("input-panel")?.background == "#D1D3D9")
    }

    @Test func pickingADateChangesTheLabelAtOnce() throws {
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        #expect(node("birthday-value")?.value == "January 15, 1990")
        #expect(node("birthday-picker")?.value == "1990-01-15")
    }

    @Test func theDateIsFormattedForTheLocale() throws {
        let sim = makeSimulator("iphone-15", locale: "ja_JP")
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        #expect(sim.semanticTree().root.find("birthday-value")?.value == "1990年1月15日")
    }

    @Test func spinningOneColumnChangesTheLabel() throws {
        _ = try sim.send([.tapTarget("birthday"), .pickRow(target: "birthday-picker-month", row: 4)])
        #expect(node("birthday-value")?.value == "May 1, 2000")
    }

    @Test func typedKeysAreIgnoredWhileThePickerIsUp() throws {
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        _ = try sim.send([.text("abc"), .key("Backspace"), .key("x")])
        #expect(node("birthday-value")?.value == "January 15, 1990")
        #expect(sim.semanticTree().firstResponder == "birthday-value")
    }

    @Test func aPickerThatSlidDownCannotBePickedAndTheLabelKeepsItsDate() throws {
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        _ = try sim.send([.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 200), milliseconds: 300)])
        #expect(node("input-panel") == nil)
        let (_, failure) = sim.sendPartially([.pickDate(target: "birthday-picker", date: "2001-02-03")])
        #expect(failure?.kind == .notPickable("birthday-picker", .notAPicker))
        let (_, columnFailure) = sim.sendPartially([.pickRow(target: "birthday-picker-day", row: 3)])
        #expect(columnFailure?.kind == .notPickable("birthday-picker-day", .notAPicker))
        #expect(node("birthday-value")?.value == "January 15, 1990")
        _ = try sim.send([.tapTarget("birthday")])
        #expect(node("birthday-picker")?.value == "1990-01-15")
    }

    @Test func draggingTheTableEndsInputAndSlidesThePickerDown() throws {
        _ = try sim.send([.tapTarget("birthday")])
        let commit = try sim.send([.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 200), milliseconds: 300)])
        #expect(sim.semanticTree().firstResponder == nil)
        #expect(node("input-panel") == nil)
        let slide = commit.ops.first { $0.id == "input-panel" }
        guard let slide, let animation = slide.animation else {
            Issue.record("the panel did not slide down: \(String(describing: slide))")
            return
        }
        #expect(slide.props["frame"] == .numbers([0, 852, 393, 250]))
        #expect(animation.duration == 0.25)
    }

    @Test func longPressingTheLabelShowsCopyCutAndPaste() throws {
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        _ = try sim.send([.longPress(target: "birthday-value")])
        let menu = try #require(node("edit-menu"))
        #expect(menu.children.map(\.id) == ["menu-cut", "menu-copy", "menu-paste"])
        let label = try #require(node("birthday-value"))
        #expect(menu.frame.minY + menu.frame.height <= label.frame.minY)
    }

    @Test func copyPutsTheLabelTextOnThePasteboard() throws {
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        _ = try sim.send([.longPress(target: "birthday-value"), .tapTarget("menu-copy")])
        #expect(sim.semanticTree().pasteboard == "January 15, 1990")
        #expect(node("edit-menu") == nil)
    }

    @Test func cutPutsTheTextOnThePasteboardButDoesNotClearTheLabel() throws {
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        _ = try sim.send([.longPress(target: "birthday-value"), .tapTarget("menu-cut")])
        #expect(sim.semanticTree().pasteboard == "January 15, 1990")
        #expect(node("birthday-value")?.value == "January 15, 1990")
    }

    @Test func pasteIsOfferedButDoesNothing() throws {
        sim.pasteboard = "hello"
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        _ = try sim.send([.longPress(target: "birthday-value"), .tapTarget("menu-paste")])
        #expect(node("birthday-value")?.value == "January 15, 1990")
        #expect(sim.semanticTree().pasteboard == "hello")
    }

    @Test func tappingATextFieldMovesFirstResponderAndSwapsThePanelInPlace() throws {
        _ = try sim.send([.tapTarget("birthday")])
        let commit = try sim.send([.tapTarget("first-name-field")])
        #expect(sim.semanticTree().firstResponder == "first-name-field")
        let panel = try #require(node("input-panel"))
        #expect(panel.children.contains { $0.role == .keyboard })
        #expect(!panel.children.contains { $0.id == "birthday-picker" })
        // Swapped, not slid down and up again: the height change animates from a panel
        // whose bottom is already at the screen's (B3.2).
        if let animation = commit.ops.first(where: { $0.id == "input-panel" })?.animation,
            case .array(let from)? = animation.from["frame"], from.count == 4,
            case .number(let y) = from[1], case .number(let h) = from[3]
        {
            #expect(y + h == 852)
        }
        #expect(panel.frame.minY + panel.frame.height == 852)
    }

    @Test func typingGoesToAFocusedTextField() throws {
        _ = try sim.send([.tapTarget("first-name-field"), .text("Ann"), .key("Backspace"), .text("a")])
        #expect(node("first-name-field")?.value == "Ana")
        #expect(node("first-name-field")?.selection == [3, 3])
    }
}

@Suite struct DatePickerPickTests {
    @Test func pickingALeapDayFromTheThirtyFirstLandsOnIt() throws {
        let sim = makeSimulator("iphone-15")
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "2023-01-31")])
        _ = try sim.send([.pickDate(target: "birthday-picker", date: "2024-02-29")])
        #expect(sim.semanticTree().root.find("birthday-picker")?.value == "2024-02-29")
        #expect(sim.semanticTree().root.find("birthday-value")?.value == "February 29, 2024")
    }

    @Test func anInvalidDateIsRejectedWithItsForm() {
        let sim = makeSimulator("iphone-15")
        #expect(throws: InputError(.invalidDate("1990-02-30", withTime: false), eventIndex: 1)) {
            try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-02-30")])
        }
    }

    @Test func pickingTheDateAlreadyShownFiresNothing() throws {
        let sim = makeSimulator("iphone-15")
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "2000-01-01")])
        #expect(sim.semanticTree().root.find("birthday-value")?.value == nil)
    }
}
