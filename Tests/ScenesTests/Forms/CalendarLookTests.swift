import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// E1.D1, E1.D6, E1.D7: how a calendar draws its selected day and today, and its title's
/// month and year wheels, on the five devices the rules are checked on.
@Suite struct CalendarLookTests {
    static let devices: [(String, Orientation)] = ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"]
        .flatMap { [($0, Orientation.portrait), ($0, .landscapeLeft)] }

    /// A compact and an inline date in the status bar's month (today is 23 November 2026).
    static let form = """
        id: stay
        title: Stay
        sections:
          - rows:
              - text: name
                label: Name
              - date: arrival
                label: Arrival
                style: compact
                value: 2026-11-12
              - date: departure
                label: Departure
                style: inline
                value: 2026-11-23
        """

    static func simulator(_ device: String, _ orientation: Orientation, today: SimpleDate = .statusBarDay) throws -> Simulator {
        try SimHarness(form: form, file: "stay.yaml", device: device, orientation: orientation, clock: ManualClock(today: today)).sim
    }

    static func day(_ id: String, in sim: Simulator) throws -> CalendarDayView {
        try #require(sim.view(withElementID: id) as? CalendarDayView)
    }

    static func calendar(_ id: String, in sim: Simulator) throws -> CalendarView {
        try #require(sim.view(withElementID: id) as? CalendarView)
    }

    @Test("E1.D1: the selected day is a semibold accent number on a pale accent circle", arguments: devices)
    func selectedDayIsPale(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("arrival-compact-date")])
        let day = try Self.day("arrival-calendar-day-12", in: sim)
        #expect(day.textColor == .systemBlue)
        #expect(day.font.weight == 600)
        let circle = try Self.calendar("arrival-calendar", in: sim).selectionCircle
        #expect(circle.backgroundColor == Color.systemBlue.withAlphaComponent(CalendarView.selectionAlpha))
        #expect(circle.isHidden == false)
    }

    @Test("E1.D6: today's number is in the accent colour when another day is selected", arguments: devices)
    func todayIsAccented(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("arrival-compact-date")])
        let today = try Self.day("arrival-calendar-day-23", in: sim)
        #expect(today.isToday)
        #expect(today.textColor == .systemBlue)
        #expect(today.font.weight == 400)
        #expect(try Self.day("arrival-calendar-day-22", in: sim).textColor == .label)
    }

    @Test("E1.D6: the selected day that is today is white on a solid accent circle", arguments: devices)
    func selectedTodayIsSolid(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        let day = try Self.day("departure-calendar-day-23", in: sim)
        #expect(day.isSelected && day.isToday)
        #expect(day.textColor == .white)
        #expect(try Self.calendar("departure-calendar", in: sim).selectionCircle.backgroundColor == .systemBlue)
    }

    @Test("E1.D6: today is the day of the session's clock", arguments: devices)
    func todayComesFromTheClock(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation, today: SimpleDate(year: 2026, month: 11, day: 5) ?? .epoch)
        #expect(try Self.day("departure-calendar-day-5", in: sim).isToday)
        #expect(try Self.day("departure-calendar-day-23", in: sim).isToday == false)
    }

    @Test("E1.D6: a month without today marks no day", arguments: devices)
    func otherMonthsMarkNoDay(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("departure-calendar-next")])
        let calendar = try Self.calendar("departure-calendar", in: sim)
        #expect(calendar.days.allSatisfy { !$0.isToday })
    }

    @Test("E1.D7: the title is a button with the month, its chevron in the accent colour", arguments: devices)
    func titleIsAButtonWithAChevron(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        let title = try #require(sim.node("departure-calendar-month"))
        #expect(title.role == .button)
        #expect(title.value == "November 2026")
        let calendar = try Self.calendar("departure-calendar", in: sim)
        #expect(calendar.monthChevron.symbolName == "chevron.right")
        #expect(calendar.monthChevron.tintColor == .systemBlue)
        #expect(calendar.monthButton.titleLabel.textColor == .systemBlue)
        #expect(sim.node("departure-calendar-month-year") == nil)
    }

    @Test("E1.D7: a tap on the title turns the grid into month and year wheels", arguments: devices)
    func titleTapShowsWheels(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("departure-calendar-month")])
        #expect(sim.node("departure-calendar-month-year")?.role == .datePicker)
        #expect(sim.node("departure-calendar-month-year-month")?.row == 10)
        #expect(sim.node("departure-calendar-month-year-day") == nil)
        #expect(sim.node("departure-calendar-day-1") == nil)
        #expect(sim.node("departure-calendar-next") == nil)
        #expect(try Self.calendar("departure-calendar", in: sim).monthChevron.symbolName == "chevron.down")
    }

    @Test("E1.D7: the wheels move the shown month, not the selected day; a second tap shows that month's grid", arguments: devices)
    func wheelsMoveTheShownMonth(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("departure-calendar-month"), .pickRow(target: "departure-calendar-month-year-month", row: 2)])
        #expect(sim.node("departure-calendar-month")?.value == "March 2026")
        _ = try sim.send([.tapTarget("departure-calendar-month")])
        #expect(sim.node("departure-calendar-day-31") != nil)
        #expect(sim.node("departure-calendar-month-year") == nil)
        #expect(sim.node("departure-calendar")?.value == "2026-11-23")
        #expect(sim.valueChangedCount("departure-calendar") == 0)
    }
}
