import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// E1: a date row's calendar or wheels drawn in the row itself.
@Suite struct InlineDateTests {
    /// Scrolls the row into view first: the inline rows are tall and lie low on a phone.
    func show(_ id: String, in sim: Simulator) throws {
        let table = try #require(sim.view(withElementID: "form") as? TableView)
        let cell = try #require(sim.view(withElementID: id))
        table.scrollRectToVisible(cell.frame, animated: false)
        _ = try sim.send([.advance(milliseconds: 1)])
    }

    @Test("E1: an inline row draws the calendar in the row under its title, the value's day selected", arguments: DateStyleForm.devices)
    func inlineCalendarInTheRow(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        try show("departure", in: sim)
        let row = try sim.rect("departure")
        let calendar = try sim.rect("departure-calendar")
        #expect(sim.node("departure-calendar")?.role == .calendar)
        #expect(abs(row.height - (44 + Metrics.calendarSize.height)) < 0.5)
        #expect(abs(calendar.minY - (row.minY + 44)) < 0.5 && row.contains(calendar))
        #expect(sim.node("departure-calendar-month")?.value == "January 1990")
        #expect(sim.node("departure-calendar-day-20")?.states.contains(.selected) == true)
    }

    @Test("E1: a day tap in an inline calendar selects it, reports it once and keeps the value", arguments: DateStyleForm.devices)
    func inlineDayTap(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        try show("departure", in: sim)
        _ = try sim.send([.tapTarget("departure-calendar-next")])
        #expect(sim.node("departure-calendar-month")?.value == "February 1990")
        _ = try sim.send([.tapTarget("departure-calendar-day-2")])
        #expect(sim.node("departure-calendar-day-2")?.states.contains(.selected) == true)
        #expect(sim.valueChangedCount("departure-calendar") == 1)
        #expect(sim.restorableState()["departure"] == "1990-02-02")
        #expect(sim.semanticTree().firstResponder == nil)
    }

    @Test("E1: a wheels row draws 216 pt wheels in the row and no input view", arguments: DateStyleForm.devices)
    func wheelsInTheRow(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        try show("birthday", in: sim)
        let picker = try sim.rect("birthday-picker")
        #expect(picker.height == 216)
        #expect(sim.node("birthday-picker")?.value == "1990-01-15")
        let row = try sim.rect("birthday")
        _ = try sim.send([.tap(Point(x: row.minX + 30, y: row.minY + 22))])
        #expect(sim.node("input-panel") == nil)
        #expect(sim.node("birthday-popover") == nil)
        _ = try sim.send([.pickDate(target: "birthday-picker", date: "1991-03-04")])
        #expect(sim.valueChangedCount("birthday-picker") == 1)
        #expect(sim.restorableState()["birthday"] == "1991-03-04")
    }

    @Test("E1: a rebuilt form shows the calendar's and the compact button's chosen dates", arguments: [("iphone-se", Orientation.portrait), ("ipad-10", .landscapeLeft)])
    func restoration(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        _ = try sim.send([.tapTarget("arrival-compact-date"), .pickDate(target: "arrival-calendar", date: "1990-02-03"), .key("Escape")])
        let rebuilt = Simulator(
            configuration: sim.configuration, clock: ManualClock(), version: sim.version + 1, restoring: sim.restorableState())
        #expect(rebuilt.node("arrival-compact-date")?.value == "Feb 3, 1990")
    }
}

/// E1: the value a styled date row holds before anything is picked.
@Suite struct StyledDateValueTests {
    static let form = """
        id: shown
        sections:
          - rows:
              - date: when
                label: When
                style: compact
                min: 2010-03-01
                required: true
        """

    @Test("E1: a compact row with no value holds the date its button shows, within its bounds", arguments: DateStyleForm.devices)
    func shownDateIsTheValue(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation, form: Self.form)
        #expect(sim.node("when-compact-date")?.value == "Mar 1, 2010")
        #expect(sim.restorableState()["when"] == "2010-03-01")
    }
}
