import Testing
@testable import SimCore
import TestSupport

/// A mouse wheel or trackpad over a picker wheel turns that wheel.
@Suite struct PickerWheelScrollTests {
    @Test("a scroll over a picker column turns it a row per row height", arguments: ["iphone-15", "ipad-10"])
    func scrollTurnsWheel(device: String) throws {
        let sim = makeSimulator(device)
        _ = try sim.send([.tapTarget("birthday"), .advance(milliseconds: 500)])
        let month = try #require(sim.node("birthday-picker-month"))
        let start = try #require(month.row)
        let rowHeight = try #require(sim.view(withElementID: "birthday-picker-month") as? PickerColumn).rowHeight
        let centre = try #require(sim.centre(of: "birthday-picker-month"))
        _ = try sim.send([.scroll(at: centre, by: Point(x: 0, y: 2 * rowHeight)), .advance(milliseconds: 500)])
        #expect(sim.node("birthday-picker-month")?.row == start + 2)
    }

    @Test("less than a row of scrolling waits for the next scroll")
    func partialRowsAccumulate() throws {
        let sim = makeSimulator("iphone-15")
        _ = try sim.send([.tapTarget("birthday"), .advance(milliseconds: 500)])
        let month = try #require(sim.node("birthday-picker-month"))
        let rowHeight = try #require(sim.view(withElementID: "birthday-picker-month") as? PickerColumn).rowHeight
        let centre = try #require(sim.centre(of: "birthday-picker-month"))
        _ = try sim.send([.scroll(at: centre, by: Point(x: 0, y: 0.6 * rowHeight)), .advance(milliseconds: 500)])
        #expect(sim.node("birthday-picker-month")?.row == month.row)
        _ = try sim.send([.scroll(at: centre, by: Point(x: 0, y: 0.6 * rowHeight)), .advance(milliseconds: 500)])
        #expect(sim.node("birthday-picker-month")?.row == (month.row ?? 0) + 1)
    }
}
