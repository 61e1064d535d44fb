import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// BEHAVIOR.md A1, iPad, reference variant.
@Suite struct ContactsPadTests {
    let sim = makeSimulator("ipad-10")

    func node(_ id: String) -> SemanticNode? { sim.semanticTree().root.find(id) }

    /// The arrow's tip lies on the label's frame edge, and the popover inside the screen.
    func expectPointsAtLabel(_ sim: Simulator) throws {
        let tree = sim.semanticTree()
        let popover = try #require(tree.root.find("birthday-popover"))
        let label = try #require(tree.root.find("birthday-value"))
        let p = popover.frame, l = label.frame
        #expect(p.minX >= 10 && p.minY >= 10 + 24 && p.minX + p.width <= tree.screen.width - 10)
        #expect(p.minY + p.height <= tree.screen.height - 10 - 20)
        let midX = l.minX + l.width / 2, midY = l.minY + l.height / 2
        switch popover.arrow {
        case "down": #expect(abs(p.minY + p.height - l.minY) < 0.5 && p.minX < midX && midX < p.minX + p.width)
        case "up": #expect(abs(p.minY - (l.minY + l.height)) < 0.5 && p.minX < midX && midX < p.minX + p.width)
        case "left": #expect(abs(p.minX - midX) < l.width / 2 + 0.5 && p.minY < midY && midY < p.minY + p.height)
        case "right": #expect(p.minX + p.width <= midX + 0.5 && p.minY < midY && midY < p.minY + p.height)
        default: Issue.record("no arrow direction")
        }
    }

    @Test func tappingTheBirthdayCellShowsTheWhitePickerPopoverPointingAtTheLabel() throws {
        _ = try sim.send([.tapTarget("birthday")])
        let popover = try #require(node("birthday-popover"))
        #expect(popover.role == .popover)
        #expect(popover.background == "#FFFFFF")
        #expect(popover.children.contains { $0.id == "birthday-picker" })
        let picker = try #require(node("birthday-picker"))
        #expect(picker.frame.width == 320 && picker.frame.height == 216)
        #expect(node("input-panel") == nil)
        #expect(sim.semanticTree().firstResponder == "birthday-value")
        try expectPointsAtLabel(sim)
    }

    /// B4.8: the keyboard of a low field scrolled the table; tapping Birthday
    /// puts the keyboard away and the table scrolls back; the popover follows the label.
    @Test(arguments: [("ipad-10", Orientation.landscapeLeft), ("ipad-mini-6", .landscapeLeft), ("ipad-air-2", .landscapeRight)])
    func thePopoverFollowsTheLabelWhenTheTableScrollsBack(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, orientation: orientation)
        let resting = try #require(sim.node("birthday-value")?.frame)
        _ = try sim.send([.tapTarget("postal-code-field")])
        let scrolled = try #require(sim.node("birthday-value")?.frame)
        #expect(scrolled.minY < resting.minY, "the keyboard scrolled the table")
        _ = try sim.send([.tapTarget("birthday")])
        #expect(sim.node("keyboard") == nil)
        let label = try #require(sim.node("birthday-value")?.frame)
        #expect(label.minY != scrolled.minY, "the table scrolled back")
        try expectPointsAtLabel(sim)
    }

    /// B4.6: the popover fades out over 0.2 s; it is gone for touches and the
    /// semantic tree at once, and leaves the render tree when the fade ends.
    @Test(arguments: [("ipad-10", Orientation.portrait), ("ipad-mini-6", .landscapeLeft)])
    func thePopoverFadesOut(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, orientation: orientation)
        _ = try sim.send([.tapTarget("birthday")])
        let dismissal = try sim.send([.tap(Point(x: 5, y: sim.semanticTree().screen.height - 5))])
        #expect(sim.node("birthday-popover") == nil)
        #expect(sim.semanticTree().firstResponder == nil)
        let fade = dismissal.ops.contains { op in
            op.id == "birthday-popover" && op.props["alpha"] == .number(0) && op.animation?.duration == 0.2
        }
        #expect(fade, "the alpha goes to 0 in a 0.2 s animation")
        #expect(sim.renderTree.nodes["birthday-popover"] != nil)
        _ = try sim.send([.advance(milliseconds: 250)])
        #expect(sim.renderTree.nodes["birthday-popover"] == nil)
    }

    @Test func thePopoverNamesTheElementItPointsAt() throws {
        _ = try sim.send([.tapTarget("birthday")])
        #expect(node("birthday-popover")?.anchor == "birthday-value")
    }

    @Test func pickingInThePopoverUpdatesTheLabel() throws {
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        #expect(node("birthday-value")?.value == "January 15, 1990")
    }

    @Test func typedKeysAreIgnoredWhilePicking() throws {
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15"), .text("zz")])
        #expect(node("birthday-value")?.value == "January 15, 1990")
    }

    @Test func aTapOutsideDismissesEndsInputAndIsConsumed() throws {
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        _ = try sim.send([.tapTarget("first-name-field")])
        #expect(node("birthday-popover") == nil)
        #expect(sim.semanticTree().firstResponder == nil)
        #expect(node("first-name-field")?.states.contains(.editing) == false)
        #expect(node("birthday-value")?.value == "January 15, 1990")
    }

    @Test(arguments: [Orientation.landscapeLeft, .landscapeRight, .portraitUpsideDown])
    func afterRotationThePopoverShowsAgainBesideTheLabel(to orientation: Orientation) throws {
        _ = try sim.send([.tapTarget("birthday")])
        _ = try sim.send([.rotate(orientation)])
        try expectPointsAtLabel(sim)
    }

    @Test func longPressingTheLabelShowsNoMenu() throws {
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        _ = try sim.send([.tapTarget("first-name-field")])  // dismiss first
        _ = try sim.send([.longPress(target: "birthday-value")])
        #expect(node("edit-menu") == nil)
        #expect(sim.semanticTree().pasteboard == nil)
    }
}
