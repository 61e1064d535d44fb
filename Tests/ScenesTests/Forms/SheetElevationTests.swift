import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// E4.P4: what a sheet presents draws at the elevated level, so in dark mode its grouped
/// background and cells are lighter than the black screen behind the card.
@Suite struct SheetElevationTests {
    func simulator(_ device: String, _ orientation: Orientation, _ appearance: UserInterfaceStyle) throws -> Simulator {
        try SimHarness(
            forms: [FormSheetTests.form, FormSheetTests.extras, FormSheetTests.note], device: device, orientation: orientation,
            appearance: appearance
        ).sim
    }

    @Test("E4.P4: in dark mode a sheet's form is dark grey (#1C1C1E) with lighter cells (#2C2C2E), not black", arguments: PresentationDevices.all)
    func darkSheetIsElevated(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation, .dark)
        #expect(sim.node("form")?.background == "#000000", "the presenting form is at the base level")
        _ = try sim.send([.tapTarget("note")])
        try sim.settle()
        #expect(sim.node("form")?.background == "#1C1C1E")
        #expect(sim.node("note-a")?.background == "#2C2C2E")
    }

    @Test("E4.P4: in light mode a sheet's form keeps the grouped background", arguments: PresentationDevices.pads)
    func lightSheetUnchanged(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation, .light)
        _ = try sim.send([.tapTarget("note")])
        try sim.settle()
        #expect(sim.node("form")?.background == "#F2F2F7")
        #expect(sim.node("note-a")?.background == "#FFFFFF")
    }
}
