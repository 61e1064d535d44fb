import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// F1.W2 for form files' presentations: a compact date calendar, action sheets (with and
/// without an anchor) and form sheets in a narrow window on every iPad.
@Suite struct WindowFormAdaptationTests {
    static let forms = [FormAlertTests.form]
    static let sheetForms = [FormSheetTests.form, FormSheetTests.extras, FormSheetTests.note]

    /// The first of `forms` in `window`, `button` tapped and the presentation settled.
    func presenting(
        _ button: String, _ forms: [String], _ device: String, _ orientation: Orientation, _ window: WindowSize
    ) throws -> Simulator {
        let sim = try windowFormSimulator(forms, device, orientation, window)
        _ = try sim.send([.tapTarget(button)])
        try sim.settle()
        return sim
    }

    /// E1.D8: UIKit's compact date picker keeps its floating card in a compact width.
    @Test(arguments: WindowDevices.narrow)
    func theCompactCalendarKeepsItsCard(device: String, orientation: Orientation, window: WindowSize) throws {
        let sim = try windowFormSimulator([DateStyleForm.text], device, orientation, window)
        _ = try sim.send([.tapTarget("arrival-compact-date")])
        let card = try #require(sim.node("arrival-calendar-popover"))
        #expect(card.presentation == "overlay")
        #expect(card.arrow == nil)
        let frame = try sim.rect("arrival-calendar-popover"), button = try sim.rect("arrival-compact-date")
        #expect(frame.width < Double(sim.semanticTree().window?.width ?? 0))
        #expect(frame.minY >= button.maxY || frame.maxY <= button.minY, "next to the button, not over it")
        let dimmed = sim.renderTree.nodes.values.contains { $0["fill"] == .string("rgba(0,0,0,0.2)") }
        #expect(dimmed)
    }

    @Test(arguments: WindowDevices.padsTurned)
    func anOpenCalendarPopoverBecomesACardAndBackAsTheWidthClassChanges(device: String, orientation: Orientation) throws {
        let sim = try windowFormSimulator([DateStyleForm.text], device, orientation, .full)
        _ = try sim.send([.tapTarget("arrival-compact-date")])
        #expect(sim.presentation("arrival-calendar-popover") == "popover")
        try sim.resize(to: .slideOver)
        try sim.settle()
        #expect(sim.presentation("arrival-calendar-popover") == "overlay")
        try sim.resize(to: .full)
        try sim.settle()
        #expect(sim.presentation("arrival-calendar-popover") == "popover")
        #expect(sim.node("arrival-calendar-popover")?.arrow != nil)
    }

    @Test(arguments: WindowDevices.narrow)
    func anActionSheetIsASheetAtTheBottomWithItsCancel(device: String, orientation: Orientation, window: WindowSize) throws {
        let sim = try presenting("delete-account", Self.forms, device, orientation, window)
        let sheet = try #require(sim.node("delete-account-sheet"))
        #expect(sheet.role == .actionSheet)
        #expect(sheet.presentation != "popover")
        #expect(sim.node("delete-account-action-2") != nil, "Cancel shows")
    }

    /// E3.S3 crashes only where the action sheet would be a popover.
    @Test(arguments: WindowDevices.narrow)
    func anActionSheetWithoutAnAnchorDoesNotCrashInANarrowWindow(
        device: String, orientation: Orientation, window: WindowSize
    ) throws {
        let sim = try windowFormSimulator(Self.forms, device, orientation, window)
        _ = try sim.send([.tapTarget("export")])
        #expect(sim.crash == nil)
        #expect(sim.node("export-sheet")?.role == .actionSheet)
    }

    @Test(arguments: WindowDevices.padsTurned)
    func anOpenActionSheetPopoverBecomesASheetAndBackAsTheWidthClassChanges(
        device: String, orientation: Orientation
    ) throws {
        let sim = try presenting("delete-account", Self.forms, device, orientation, .full)
        #expect(sim.node("delete-account-sheet")?.role == .actionSheet)
        #expect(sim.node("delete-account-action-2") == nil, "a popover leaves Cancel out")
        try sim.resize(to: .slideOver)
        try sim.settle()
        #expect(sim.node("delete-account-action-2") != nil, "the sheet at the bottom shows Cancel")
        try sim.resize(to: .full)
        try sim.settle()
        let popover = try #require(sim.node("delete-account-sheet"))
        #expect(popover.anchor == "delete-account")
        #expect(sim.node("delete-account-action-2") == nil)
    }

    /// A form sheet is a page sheet in a compact width: attached at the bottom edge with
    /// detents, as wide as the window.
    @Test(arguments: WindowDevices.narrow)
    func aFormSheetIsAPageSheetInANarrowWindow(device: String, orientation: Orientation, window: WindowSize) throws {
        let sim = try presenting("note", Self.sheetForms, device, orientation, window)
        let sheet = try sim.rect("note-sheet")
        let tree = sim.semanticTree()
        #expect(sheet.minX == tree.root.frame.minX && sheet.width == tree.window?.width)
        #expect(sheet.maxY == tree.root.frame.maxY)
        #expect(tree.root.find("note-sheet")?.value == "large")
    }

    @Test(arguments: WindowDevices.padsTurned)
    func aFormSheetUpBecomesACentredCardAgainWhenTheWindowFillsTheScreen(
        device: String, orientation: Orientation
    ) throws {
        let sim = try presenting("note", Self.sheetForms, device, orientation, .oneThird)
        try sim.resize(to: .full)
        try sim.settle()
        let sheet = try sim.rect("note-sheet")
        #expect(sheet.size == SheetPresentationController.formSheetSize)
        #expect(sim.node("note-sheet")?.value == nil)
    }
}
