import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// F4–F8: the rows whose cells hold controls, and choice lists, on a phone and a tablet.
@Suite struct FormControlRowTests {
    static let form = """
        id: controls
        title: Controls
        sections:
          - rows:
              - switch: wrap
                label: Gift wrap
              - segmented: speed
                label: Speed
                options: [Slow, Fast, Now]
                value: Fast
              - stepper: qty
                label: Quantity
                min: 1
                max: 3
                value: 2
              - slider: tip
                label: Tip
                min: 0
                max: 10
                value: 5
              - choice: box
                label: Box
                options: [Small, Large]
                value: Small
              - textView: notes
                label: Notes
                lines: 3
          - rows:
              - picker: country
                label: Country
                options: [Japan, France, Peru]
                value: France
        """

    static let devices: [(String, Orientation)] = ["iphone-se", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    func simulator(_ device: String, _ orientation: Orientation) throws -> Simulator {
        try SimHarness(form: Self.form, file: "controls.yaml", device: device, orientation: orientation).sim
    }

    /// Runs the clock past every animation (a push or pop slides for 0.35 s).
    func settle(_ sim: Simulator) throws {
        let clock = try #require(sim.clock as? ManualClock)
        clock.advance(by: 1)
        _ = sim.advanceTime()
    }

    @Test("F4: a tap on a switch toggles it; a tap elsewhere in its row does not", arguments: devices)
    func switchRow(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        #expect(sim.node("wrap-switch")?.value == "off")
        let row = try #require(sim.node("wrap")?.frame)
        _ = try sim.send([.tap(Point(x: row.minX + 20, y: row.minY + row.height / 2))])
        #expect(sim.node("wrap-switch")?.value == "off")
        _ = try sim.send([.tapTarget("wrap-switch")])
        #expect(sim.node("wrap-switch")?.value == "on")
    }

    @Test("F5: a tap on a segment selects it and only it", arguments: devices)
    func segmentedRow(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        #expect(sim.node("speed-segment-1")?.states.contains(.selected) == true)
        _ = try sim.send([.tapTarget("speed-segment-2")])
        let selected = (0..<3).filter { sim.node("speed-segment-\($0)")?.states.contains(.selected) == true }
        #expect(selected == [2])
    }

    @Test("F6: stepper − and + change the value by the step within min and max; a bound disables its half", arguments: devices)
    func stepperRow(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        #expect(sim.node("qty-value")?.value == "2")
        _ = try sim.send([.tapTarget("qty-stepper-increment")])
        #expect(sim.node("qty-value")?.value == "3")
        #expect(sim.node("qty-stepper-increment")?.states.contains(.disabled) == true)
        _ = try sim.send([.tapTarget("qty-stepper-decrement"), .tapTarget("qty-stepper-decrement")])
        #expect(sim.node("qty-value")?.value == "1")
        #expect(sim.node("qty-stepper-decrement")?.states.contains(.disabled) == true)
    }

    @Test("F7: a slider's thumb follows a drag; a tap on the track does not move it", arguments: devices)
    func sliderRow(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        let track = try #require(sim.node("tip-slider")?.frame)
        _ = try sim.send([.tap(Point(x: track.minX + 8, y: track.minY + track.height / 2))])
        #expect(sim.node("tip-slider")?.value == "5")
        let thumb = Point(x: track.minX + track.width / 2, y: track.minY + track.height / 2)
        _ = try sim.send([.drag(from: thumb, to: Point(x: track.minX + track.width + 50, y: thumb.y), milliseconds: 300)])
        #expect(sim.node("tip-slider")?.value == "10")
    }

    @Test("F8: a choice row pushes its options; choosing checks it, updates the value and pops back", arguments: devices)
    func choiceRow(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("box")])
        try settle(sim)
        #expect(sim.node("box-option-0")?.states.contains(.checked) == true)
        #expect(sim.node("back") != nil)
        _ = try sim.send([.tapTarget("box-option-1")])
        try settle(sim)
        #expect(sim.node("box-value")?.value == "Large")
        #expect(sim.node("box-option-0") == nil)
    }

    @Test("F8: back pops a choice list without a change", arguments: devices)
    func choiceBack(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("box")])
        try settle(sim)
        _ = try sim.send([.tapTarget("back")])
        try settle(sim)
        #expect(sim.node("box-value")?.value == "Small")
    }

    @Test("a rebuilt form restores every row's value: text, switch, segment, stepper, slider, choice", arguments: devices)
    func restoration(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([
            .tapTarget("wrap-switch"), .tapTarget("speed-segment-0"), .tapTarget("qty-stepper-increment"),
            .tapTarget("notes"), .text("hi"),
        ])
        let saved = sim.restorableState()
        let rebuilt = Simulator(
            configuration: sim.configuration, clock: ManualClock(), version: sim.version + 1, restoring: saved)
        #expect(rebuilt.node("wrap-switch")?.value == "on")
        #expect(rebuilt.node("speed-segment-0")?.states.contains(.selected) == true)
        #expect(rebuilt.node("qty-value")?.value == "3")
        #expect(rebuilt.node("notes-field")?.value == "hi")
        #expect(rebuilt.node("box-value")?.value == "Small")
        #expect(rebuilt.version == sim.version + 1)
    }

    @Test("F3: a row low in the form that takes the focus is scrolled whole above the keyboard", arguments: devices)
    func keyboardAvoidance(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        let notes = try #require(sim.node("notes")?.frame)
        _ = try sim.send([.tap(Point(x: notes.minX + notes.width / 2, y: min(notes.minY + 10, sim.semanticTree().screen.height - 5)))])
        try settle(sim)
        #expect(sim.firstResponderID == "notes-field")
        let row = try #require(sim.node("notes")?.frame)
        let panel = try #require(sim.node("input-panel")?.frame)
        #expect(row.minY + row.height <= panel.minY + 0.5)
        #expect(row.minY >= 0)
    }

    @Test("F3: in one request, the row a tap scrolled above the keyboard takes the next event by target", arguments: devices)
    func keyboardAvoidanceBeforeTheNextEvent(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        let notes = try #require(sim.node("notes")?.frame)
        let point = Point(x: notes.minX + notes.width / 2, y: min(notes.minY + 10, sim.semanticTree().screen.height - 5))
        // The second tap is refused as not visible unless the first one's scroll is done by then.
        _ = try sim.send([.tap(point), .tapTarget("notes-field")])
        #expect(sim.firstResponderID == "notes-field")
    }

    @Test("F1: a picker row's picker is the bottom panel on iPhone and a popover on iPad; a pick by value shows at once", arguments: devices)
    func pickerRow(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        #expect(sim.node("country-value")?.value == "France")
        // The row is the form's last: scroll it into view where the screen is short.
        let screen = sim.semanticTree().screen
        for _ in 0..<4 where (sim.node("country")?.frame.minY ?? 0) + 44 > screen.height {
            _ = try sim.send([.drag(
                from: Point(x: screen.width / 2, y: screen.height * 0.8), to: Point(x: screen.width / 2, y: screen.height * 0.3),
                milliseconds: 400)])
            try settle(sim)
        }
        _ = try sim.send([.tapTarget("country")])
        try settle(sim)
        #expect(sim.firstResponderID == "country-value")
        if sim.device.idiom == .pad {
            #expect(sim.node("country-popover")?.role == .popover)
        } else {
            #expect(sim.node("input-panel")?.role == .inputView)
        }
        #expect(sim.node("country-picker")?.role == .picker)
        #expect(sim.node("country-picker-column")?.row == 1)
        _ = try sim.send([.pickValue(target: "country-picker", value: "Peru"), .key("x")])
        #expect(sim.node("country-value")?.value == "Peru")
        _ = try sim.send([.pickRow(target: "country-picker-column", row: 0)])
        #expect(sim.node("country-value")?.value == "Japan")
        #expect(sim.node("country-picker")?.value == "Japan")
    }

    @Test("F1: a value that is no option is refused with invalid_value and changes nothing")
    func pickerInvalidValue() throws {
        let sim = try simulator("iphone-15", .portrait)
        _ = try sim.send([.tapTarget("country")])
        #expect(throws: InputError.self) { try sim.send([.pickValue(target: "country-picker", value: "Mars")]) }
        #expect(sim.node("country-value")?.value == "France")
    }

    @Test("F1: on iPad the picker row's popover is placed again beside its label after a rotation")
    func pickerPopoverRotation() throws {
        let sim = try simulator("ipad-10", .portrait)
        _ = try sim.send([.tapTarget("country")])
        _ = try sim.send([.rotate(.landscapeLeft)])
        try settle(sim)
        let popover = try #require(sim.node("country-popover")?.frame)
        let label = try #require(sim.node("country-value")?.frame)
        let screen = sim.semanticTree().screen
        #expect(popover.minX >= 0 && popover.minX + popover.width <= screen.width)
        // Beside the label: the popover's box overlaps the label's row band or its column.
        let overlapsRow = popover.minY < label.minY + label.height + 20 && popover.minY + popover.height > label.minY - 20
        let overlapsColumn = popover.minX < label.minX + label.width && popover.minX + popover.width > label.minX
        #expect(overlapsRow || overlapsColumn)
    }

    @Test("F2: in a textView row Return is a newline, and the row is as tall as its lines", arguments: devices)
    func textViewRow(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        #expect(try #require(sim.node("notes")?.frame).height > 44)
        _ = try sim.send([.tapTarget("notes"), .text("one"), .key("Enter"), .text("two")])
        #expect(sim.firstResponderID == "notes-field")
        #expect(sim.node("notes-field")?.value == "one\ntwo")
    }
}
