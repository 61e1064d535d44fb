import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// F1.W2, F1.W3: presentations in a compact-width window on every iPad, in both
/// orientations, and back when the width becomes regular with one up.
@Suite struct WindowAdaptationTests {
    /// The popover shows as a sheet at the bottom of the window: as wide as the window,
    /// ending at its bottom, with no arrow, over a dimmed window (the window's frame on
    /// the screen is the root's, F1.W4).
    func expectBottomSheet(_ sim: Simulator, _ id: String) throws {
        let tree = sim.semanticTree()
        let sheet = try #require(tree.root.find(id))
        let window = tree.root.frame
        #expect(sheet.presentation == "sheet")
        #expect(sheet.arrow == nil)
        #expect(sheet.frame.minX == window.minX && sheet.frame.width == window.width)
        #expect(sheet.frame.maxY == window.maxY)
        let dimmed = sim.renderTree.nodes.values.contains { $0["fill"] == .string("rgba(0,0,0,0.2)") }
        #expect(dimmed)
    }

    /// Contacts in `window` with Birthday tapped.
    func birthdayUp(_ device: String, _ orientation: Orientation, _ window: WindowSize) throws -> Simulator {
        let sim = try windowSimulator(device, orientation, window)
        _ = try sim.send([.tapTarget("birthday")])
        return sim
    }

    @Test(arguments: WindowDevices.narrow)
    func theBirthdayPopoverIsASheetFromTheBottomInANarrowWindow(
        device: String, orientation: Orientation, window: WindowSize
    ) throws {
        let sim = try birthdayUp(device, orientation, window)
        try expectBottomSheet(sim, "birthday-popover")
        #expect(sim.node("birthday-picker") != nil)
        #expect(sim.semanticTree().firstResponder == "birthday-value")
    }

    @Test(arguments: WindowDevices.narrow)
    func theSheetTurnsBackIntoAPopoverAtTheLabelWhenTheWindowFillsTheScreen(
        device: String, orientation: Orientation, window: WindowSize
    ) throws {
        let sim = try birthdayUp(device, orientation, window)
        try sim.resize(to: .full)
        let popover = try #require(sim.node("birthday-popover"))
        #expect(popover.presentation == "popover")
        #expect(popover.arrow != nil)
        #expect(popover.anchor == "birthday-value")
        #expect(popover.frame.width == 320 + (popover.arrow == "left" || popover.arrow == "right" ? 13 : 0))
    }

    @Test(arguments: WindowDevices.padsTurned)
    func anOpenPopoverBecomesASheetWhenTheWindowNarrows(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, orientation: orientation)
        _ = try sim.send([.tapTarget("birthday")])
        #expect(sim.presentation("birthday-popover") == "popover")
        try sim.resize(to: .oneThird)
        try expectBottomSheet(sim, "birthday-popover")
    }

    @Test func thePopoverStaysAPopoverAtTwoThirdsInLandscapeOnThe12Point9InchIPad() throws {
        for orientation in [Orientation.landscapeLeft, .landscapeRight] {
            let sim = try birthdayUp("ipad-pro-12-9", orientation, .twoThirds)
            let popover = try #require(sim.node("birthday-popover"))
            #expect(popover.presentation == "popover")
            #expect(popover.arrow != nil)
        }
    }

    @Test(arguments: WindowDevices.narrow)
    func aTapOutsideTheSheetDismissesIt(device: String, orientation: Orientation, window: WindowSize) throws {
        let sim = try birthdayUp(device, orientation, window)
        let frame = sim.semanticTree().root.frame
        _ = try sim.send([.tap(Point(x: frame.minX + 10, y: frame.minY + 60))])
        #expect(sim.node("birthday-popover") == nil)
        #expect(sim.semanticTree().firstResponder == nil)
    }

    /// F1.W3: the keyboard is the screen's, not the window's.
    @Test(arguments: WindowDevices.narrow)
    func theKeyboardSpansTheWholeScreen(device: String, orientation: Orientation, window: WindowSize) throws {
        let sim = try windowSimulator(device, orientation, window)
        _ = try sim.send([.tapTarget("first-name-field")])
        let tree = sim.semanticTree()
        let keyboard = try #require(tree.root.find("input-panel") ?? tree.root.find("keyboard"))
        #expect(keyboard.frame.minX == 0 && keyboard.frame.width == tree.screen.width)
        #expect(keyboard.frame.minY + keyboard.frame.height == tree.screen.height)
    }

    @Test(arguments: WindowDevices.narrow)
    func aTapBesideTheWindowReachesNothingInTheApp(device: String, orientation: Orientation, window: WindowSize) throws {
        let sim = try windowSimulator(device, orientation, window)
        let tree = sim.semanticTree()
        let row = try #require(tree.root.find("first-name-field"))
        // Beside the window: past its trailing edge in Split View, before its leading one
        // for a Slide Over window at the screen's trailing edge (F1.W4).
        let x = tree.root.frame.minX > 0 ? tree.root.frame.minX - 20 : tree.screen.width - 20
        _ = try sim.send([.tap(Point(x: x, y: row.frame.minY + row.frame.height / 2))])
        #expect(sim.semanticTree().firstResponder == nil)
    }
}
