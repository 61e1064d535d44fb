import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import Wire
import TestSupport

/// E1.T1–E1.T5: date rows in `time`, `dateAndTime` and `countDownTimer` mode — the time
/// wheels, a date and time's four wheels, a countdown's hours and minutes, and the
/// compact, inline and wheels styles of them; on an iPhone and an iPad, both orientations.
@Suite struct TimeRowTests {
    static let form = """
        id: booking
        title: Booking
        sections:
          - rows:
              - text: name
                label: Name
              - date: start
                label: Start
                mode: time
                style: compact
                value: "09:41"
              - date: meeting
                label: Meeting
                mode: dateAndTime
                style: compact
                value: 2026-11-26T09:41
              - date: reminder
                label: Reminder
                mode: time
                value: "18:30"
                minuteInterval: 5
              - date: timer
                label: Timer
                mode: countDownTimer
                style: wheels
                value: "01:30"
              - date: visit
                label: Visit
                mode: dateAndTime
                style: inline
                value: 2026-11-26T14:00
        """

    static func simulator(_ device: String, _ orientation: Orientation, locale: String = "en_US") throws -> Simulator {
        try SimHarness(form: form, file: "booking.yaml", device: device, orientation: orientation, locale: locale).sim
    }

    @Test("E1.T4: a compact time shows the locale's short time on a button", arguments: DateStyleForm.devices)
    func compactTimeButton(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        #expect(sim.buttonValue("start-compact-time") == "9:41 AM")
        #expect(sim.node("start-compact-date") == nil)
        #expect(sim.node("start-time-picker") == nil)
    }

    @Test("E1.T4: a compact date and time shows both buttons", arguments: DateStyleForm.devices)
    func compactDateAndTimeButtons(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        #expect(sim.buttonValue("meeting-compact-date") == "Nov 26, 2026")
        #expect(sim.buttonValue("meeting-compact-time") == "9:41 AM")
        let date = try sim.rect("meeting-compact-date"), time = try sim.rect("meeting-compact-time")
        #expect(date.maxX <= time.minX, "the date button before the time button")
    }

    @Test("E1.T4: a tap on the time presents time wheels in a card on iPhone and a popover on iPad", arguments: DateStyleForm.devices)
    func tapPresentsTimeWheels(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("start-compact-time")])
        let card = try #require(sim.node("start-time-popover"))
        #expect(card.role == .popover)
        #expect(card.presentation == (sim.device.idiom == .phone ? "overlay" : "popover"))
        #expect(card.anchor == "start-compact-time")
        #expect(sim.node("start-time-picker")?.role == .datePicker)
        #expect(sim.node("start-time-picker")?.value == "09:41")
        #expect(sim.node("start-time-picker-hour")?.rowCount == 12)
        #expect(sim.node("start-time-picker-minute")?.rowCount == 60)
        #expect(sim.node("start-time-picker-period")?.rowCount == 2)
        #expect(sim.safeRegion.contains(try sim.rect("start-time-popover")))
        #expect(sim.semanticTree().firstResponder == nil, "a presentation, not an input view")
    }

    @Test("E1.T1: pick with time turns the wheels; the button shows it at once, one value reported", arguments: DateStyleForm.devices)
    func pickTime(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("start-compact-time"), .pickTime(target: "start-time-picker", time: "14:05")])
        #expect(sim.buttonValue("start-compact-time") == "2:05 PM")
        #expect(sim.node("start-time-picker-period")?.row == 1)
        #expect(sim.node("start-time-popover") != nil, "the card stays")
        #expect(sim.valueChangedCount("start-time-picker") == 1)
        #expect(sim.restorableState()["start"] == "14:05")
    }

    @Test("E1.T1: a spin of the AM/PM wheel moves the time by twelve hours", arguments: DateStyleForm.devices)
    func periodWheel(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("start-compact-time"), .pickRow(target: "start-time-picker-period", row: 1)])
        #expect(sim.node("start-time-picker")?.value == "21:41")
        #expect(sim.buttonValue("start-compact-time") == "9:41 PM")
    }

    @Test("E1.T1: an input-view time row's wheels step by minuteInterval and its label shows the short time", arguments: DateStyleForm.devices)
    func inputViewTime(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        #expect(sim.node("reminder-value")?.value == "6:30 PM")
        _ = try sim.send([.tapTarget("reminder")])
        #expect(sim.node("reminder-picker-minute")?.rowCount == 12)
        _ = try sim.send([.pickTime(target: "reminder-picker", time: "07:17")])
        #expect(sim.node("reminder-picker")?.value == "07:15", "rounded down to the interval")
        #expect(sim.node("reminder-value")?.value == "7:15 AM")
    }

    @Test("E1.T1: a 24-hour locale has no AM/PM wheel and 24 hours", arguments: ["de_DE", "fr_FR", "ja_JP"])
    func twentyFourHours(locale: String) throws {
        let sim = try Self.simulator("iphone-se", .portrait, locale: locale)
        _ = try sim.send([.tapTarget("start-compact-time")])
        #expect(sim.node("start-time-picker-hour")?.rowCount == 24)
        #expect(sim.node("start-time-picker-period") == nil)
        #expect(sim.buttonValue("start-compact-time")?.hasPrefix("9:41") == true || sim.buttonValue("start-compact-time") == "09:41")
    }

    @Test("E1.T3: a countdown's wheels are hours and minutes with their units; its value is HH:mm", arguments: DateStyleForm.devices)
    func countDown(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        #expect(sim.node("timer-picker")?.value == "01:30")
        #expect(sim.node("timer-picker-hours")?.rowCount == 24)
        #expect(sim.node("timer-picker-minutes")?.row == 30)
        let texts = sim.renderTree.nodes.values.compactMap { $0["text"] }
        #expect(texts.contains(.string("hour")) && texts.contains(.string("min")))
        _ = try sim.send([.pickTime(target: "timer-picker", time: "00:00")])
        #expect(sim.node("timer-picker")?.value == "00:01", "a countdown runs a minute at least")
    }

    @Test("E1.T3: a countdown over 23:59 or a malformed time is refused, naming the value")
    func badTimes() throws {
        let sim = try Self.simulator("iphone-se", .portrait)
        for (time, words) in [("24:00", "out of range"), ("9:41", "HH:mm"), ("07:75", "out of range")] {
            #expect {
                try sim.send([.pickTime(target: "timer-picker", time: time)])
            } throws: { error in
                let e = error as? InputError
                return e?.kind.code == "invalid_time" && e?.message.contains(time) == true && e?.message.contains(words) == true
            }
        }
        #expect(sim.node("timer-picker")?.value == "01:30")
    }

    @Test("E1.T2: a date and time's wheels are days, hours, minutes and AM/PM; pick takes a day and a time", arguments: DateStyleForm.devices)
    func dateAndTimeWheels(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("meeting-compact-date"), .tapTarget("meeting-calendar-day-27")])
        #expect(sim.restorableState()["meeting"] == "2026-11-27T09:41")
        let model = DatePickerModel(
            mode: .dateAndTime, locale: DatePickerLocale(identifier: "en_US"), timeLocale: TimePickerLocale(identifier: "en_US"),
            localeIdentifier: "en_US", date: try #require(SimpleDate(iso: "2026-11-26")), time: .midnight)
        #expect(model.components == [.date, .hour, .minute, .period])
        #expect(model.title(forRow: model.selectedRow(in: .date), in: .date) == "Thu Nov 26")
        let picker = DatePicker(id: "p", model: model)
        try picker.pick(date: "2027-01-02T07:15")
        #expect(picker.valueText == "2027-01-02T07:15")
    }

    @Test("E1.T5: an inline date and time shows the calendar and a time button under it", arguments: DateStyleForm.devices)
    func inlineDateAndTime(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        let calendar = try #require(sim.node("visit-calendar"))
        #expect(calendar.role == .calendar)
        #expect(sim.buttonValue("visit-compact-time") == "2:00 PM")
        #expect(try sim.rect("visit-compact-time").minY >= (try sim.rect("visit-calendar").maxY) - 0.5)
    }
}
