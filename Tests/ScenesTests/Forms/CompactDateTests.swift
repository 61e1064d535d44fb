import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// E1.D1–E1.D3: a compact date row's button, and the calendar it presents — a card over
/// the dimmed screen on iPhone, a popover on iPad.
@Suite struct CompactDateTests {
    @Test("E1.D1: the compact button shows the date as `Jan 15, 1990`", arguments: DateStyleForm.devices)
    func buttonShowsTheDate(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        #expect(sim.buttonValue("arrival-compact-date") == "Jan 15, 1990")
        #expect(sim.node("arrival-calendar") == nil)
    }

    @Test("E1.D1: a tap presents the calendar as a card over a dimmed screen on iPhone and a popover on iPad", arguments: DateStyleForm.devices)
    func tapPresentsTheCalendar(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        _ = try sim.send([.tapTarget("arrival-compact-date")])
        let card = try #require(sim.node("arrival-calendar-popover"))
        #expect(card.role == .popover)
        let phone = sim.device.idiom == .phone
        #expect(card.presentation == (phone ? "overlay" : "popover"))
        #expect(card.arrow == (phone ? nil : card.arrow))
        #expect(card.anchor == "arrival-compact-date")
        #expect(sim.node("arrival-calendar")?.role == .calendar)
        #expect(sim.node("arrival-calendar-month")?.value == "January 1990")
        for id in ["arrival-calendar-previous", "arrival-calendar-next", "arrival-calendar-day-1", "arrival-calendar-day-31"] {
            #expect(sim.node(id) != nil, "\(id)")
        }
        let dimmed = sim.renderTree.nodes.values.contains { props in props["fill"] == .string("rgba(0,0,0,0.2)") }
        #expect(dimmed == phone)
    }

    @Test("E1.D1: a calendar's day is named by its whole date, as UICalendarView's, and follows the shown month", arguments: DateStyleForm.devices)
    func dayNamesAreWholeDates(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        _ = try sim.send([.tapTarget("arrival-compact-date")])
        #expect(sim.node("arrival-calendar-day-15")?.label == "Monday, January 15, 1990")
        _ = try sim.send([.tapTarget("arrival-calendar-next")])
        #expect(sim.node("arrival-calendar-day-1")?.label == "Thursday, February 1, 1990")
    }

    @Test("E1.D1: a day the shown month has not (the grid's 30th in February) is named by its number, and the month's days keep their whole dates")
    func missingDayIsNamedByItsNumber() {
        let locale = CalendarLocale(identifier: "en_US")
        #expect(locale.dayName(year: 1990, month: 2, day: 28) == "Wednesday, February 28, 1990")
        #expect(locale.dayName(year: 1990, month: 2, day: 30) == "30")
        #expect(locale.dayName(year: 1990, month: 2, day: 1) == "Thursday, February 1, 1990")
    }

    @Test("E1.D1: the card sits next to the button, below when it fits, above otherwise, inside the safe area", arguments: DateStyleForm.devices)
    func cardPlacement(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        _ = try sim.send([.tapTarget("arrival-compact-date")])
        let card = try sim.rect("arrival-calendar-popover")
        let button = try sim.rect("arrival-compact-date")
        #expect(sim.safeRegion.contains(card))
        if sim.device.idiom == .phone {
            let fitsBelow = button.maxY + 8 + Metrics.calendarSize.height <= sim.safeRegion.maxY - 10
            if fitsBelow {
                #expect(abs(card.minY - (button.maxY + 8)) < 0.5)
            } else {
                #expect(card.maxY <= button.minY || card.minY >= sim.safeRegion.minY + 9.5)
            }
            #expect(card.maxX >= button.minX && card.minX <= button.maxX, "beside the button, not across the screen")
        } else {
            let node = try #require(sim.node("arrival-calendar-popover"))
            switch node.arrow {
            case "up": #expect(abs(card.minY - button.maxY) < 0.5)
            case "down": #expect(abs(card.maxY - button.minY) < 0.5)
            case "left": #expect(card.minX >= button.midX - 0.5)
            case "right": #expect(card.maxX <= button.midX + 0.5)
            default: Issue.record("no arrow")
            }
        }
    }

    @Test("E1.D1: a day tap selects it and updates the button at once; the card stays; one value reported", arguments: DateStyleForm.devices)
    func dayTapSelects(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        _ = try sim.send([.tapTarget("arrival-compact-date"), .tapTarget("arrival-calendar-day-20")])
        #expect(sim.node("arrival-compact-date")?.value == "Jan 20, 1990")
        #expect(sim.node("arrival-calendar-day-20")?.states.contains(.selected) == true)
        #expect(sim.node("arrival-calendar-day-15")?.states.contains(.selected) == false)
        #expect(sim.node("arrival-calendar-popover") != nil)
        #expect(sim.valueChangedCount("arrival-calendar") == 1)
        #expect(sim.restorableState()["arrival"] == "1990-01-20")
    }

    @Test("E1.D1: a tap outside closes the card and goes nowhere else", arguments: DateStyleForm.devices)
    func outsideTapCloses(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        try sim.tapOutside("arrival-calendar-popover", openedBy: "arrival-compact-date")
        #expect(sim.node("arrival-calendar-popover") == nil && sim.semanticTree().firstResponder == nil)
    }

    @Test("E1.D1: Escape closes the card", arguments: DateStyleForm.devices)
    func escapeCloses(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        _ = try sim.send([.tapTarget("arrival-compact-date"), .key("Escape")])
        #expect(sim.node("arrival-calendar-popover") == nil)
    }

    @Test("E1.D1: on iPad the popover is placed again against the button after a rotation", arguments: ["ipad-10", "ipad-pro-12-9"])
    func rotationReplaces(device: String) throws {
        let sim = try DateStyleForm.simulator(device, .portrait)
        _ = try sim.send([.tapTarget("arrival-compact-date"), .rotate(.landscapeLeft)])
        let node = try #require(sim.node("arrival-calendar-popover"))
        #expect(node.presentation == "popover")
        let expected = PopoverLayout.place(
            contentSize: Metrics.calendarSize, sourceRect: try sim.rect("arrival-compact-date"),
            screen: sim.window.bounds.size, safeArea: sim.window.safeAreaInsetsOfScreen, orientation: .landscapeLeft)
        #expect((try? sim.rect("arrival-calendar-popover")) == expected.frame)
    }

    @Test("E1.D2: days outside min and max are disabled and a tap on them does nothing", arguments: DateStyleForm.devices)
    func boundsDisableDays(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        _ = try sim.send([.tapTarget("arrival-compact-date")])
        #expect(sim.node("arrival-calendar-day-5")?.states.contains(.disabled) == true)
        #expect(sim.node("arrival-calendar-day-10")?.states.contains(.disabled) == false)
        _ = try sim.send([.tapTarget("arrival-calendar-day-5")])
        #expect(sim.node("arrival-compact-date")?.value == "Jan 15, 1990")
        #expect(sim.valueChangedCount("arrival-calendar") == 0)
    }

    @Test("E1.D2: the previous and next buttons disable at the bounds", arguments: DateStyleForm.devices)
    func monthButtonsDisableAtBounds(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        _ = try sim.send([.tapTarget("arrival-compact-date")])
        #expect(sim.node("arrival-calendar-previous")?.states.contains(.disabled) == true)
        _ = try sim.send([.tapTarget("arrival-calendar-next")])
        #expect(sim.node("arrival-calendar-month")?.value == "February 1990")
        #expect(sim.node("arrival-calendar-next")?.states.contains(.disabled) == true)
        #expect(sim.node("arrival-calendar-day-21")?.states.contains(.disabled) == true)
        #expect(sim.node("arrival-calendar-day-29") == nil, "February 1990 has 28 days")
    }

    @Test("E1.D3: a focused text field keeps its keyboard while the calendar is up", arguments: DateStyleForm.devices)
    func firstResponderStays(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        _ = try sim.send([.tapTarget("name-field"), .tapTarget("arrival-compact-date")])
        #expect(sim.node("arrival-calendar-popover") != nil)
        #expect(sim.semanticTree().firstResponder == "name-field")
        #expect(sim.node("keyboard") != nil)
    }

    @Test("E1.D3: with the keyboard up a menu, and a card that fits there, stay above it, inside the safe area", arguments: DateStyleForm.devices)
    func clearOfTheKeyboard(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        _ = try sim.send([.tapTarget("name-field")])
        let keyboard = try #require(sim.window.inputPanelFrame)
        for (button, presented) in [("arrival-compact-date", "arrival-calendar-popover"), ("room-button", "room-menu")] {
            guard sim.node(button) != nil, (try? sim.rect(button)).map({ $0.maxY <= keyboard.minY }) == true else { continue }
            _ = try sim.send([.tapTarget(button)])
            let frame = try sim.rect(presented)
            let room = keyboard.minY - sim.window.safeAreaInsetsOfScreen.top - 20
            if presented == "room-menu" || (sim.device.idiom == .phone && Metrics.calendarSize.height <= room) {
                #expect(frame.maxY <= keyboard.minY + 0.5, "\(presented) \(frame) above the keyboard at \(keyboard.minY)")
            }
            #expect(sim.safeRegion.contains(frame))
            _ = try sim.send([.key("Escape")])
        }
        #expect(sim.semanticTree().firstResponder == "name-field")
    }

    @Test("E1: pick on the calendar takes a date as on the wheels, reported once", arguments: DateStyleForm.devices)
    func pickOnCalendar(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        _ = try sim.send([.tapTarget("arrival-compact-date"), .pickDate(target: "arrival-calendar", date: "1990-02-03")])
        #expect(sim.node("arrival-compact-date")?.value == "Feb 3, 1990")
        #expect(sim.node("arrival-calendar-month")?.value == "February 1990")
        #expect(sim.valueChangedCount("arrival-calendar") == 1)
        #expect(throws: InputError.self) { try sim.send([.pickDate(target: "arrival-calendar", date: "1990-02-30")]) }
    }
}
