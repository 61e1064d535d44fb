import Testing
@testable import SimCore
import TestSupport

/// A commit says what a lifted finger did (the client mirrors touches by it).
@Suite struct TouchSummaryTests {
    /// Down near the leading edge of an element (a cell's title, not its value), up after
    /// `seconds`, `dy` points lower.
    func lift(_ sim: Simulator, on id: String, holding seconds: Double = 0, movingBy dy: Double = 0) throws -> TouchSummary? {
        let clock = try #require(sim.clock as? ManualClock)
        let frame = try #require(sim.node(id)?.frame)
        let centre = Point(x: frame.minX + min(30, frame.width / 2), y: frame.minY + frame.height / 2)
        _ = try sim.send([.pointer(phase: .down, point: centre, milliseconds: nil)])
        clock.advance(by: seconds)
        let end = Point(x: centre.x, y: centre.y + dy)
        if dy != 0 { _ = try sim.send([.pointer(phase: .move, point: end, milliseconds: nil)]) }
        return try sim.send([.pointer(phase: .up, point: end, milliseconds: nil)]).touch
    }

    @Test("a quick touch on a cell is a tap on that cell", arguments: ["iphone-se", "ipad-10"])
    func tapNamesTheCell(device: String) throws {
        let sim = makeSimulator(device)
        #expect(try lift(sim, on: "birthday") == TouchSummary(target: "birthday", gesture: .tap))
    }

    @Test("a touch held for half a second is a long press", arguments: ["iphone-15", "ipad-10"])
    func holdIsLongPress(device: String) throws {
        let sim = makeSimulator(device)
        #expect(try lift(sim, on: "birthday-value", holding: 0.6)?.gesture == .longPress)
    }

    @Test("a touch that moves past the slop is a drag", arguments: ["iphone-15", "ipad-10"])
    func moveIsDrag(device: String) throws {
        let sim = makeSimulator(device)
        #expect(try lift(sim, on: "first-name", movingBy: -40)?.gesture == .drag)
    }

    @Test("a touch outside a presented popover names no element")
    func outsidePopoverNamesNothing() throws {
        let sim = makeSimulator("ipad-10")
        _ = try sim.send([.tapTarget("birthday")])
        #expect(sim.node("birthday-popover") != nil)
        let summary = try sim.send([.tap(Point(x: 20, y: 1000))]).touch
        #expect(summary == TouchSummary(target: nil, gesture: .tap))
    }

    @Test("a commit without a lifted finger carries no touch")
    func noTouchNoSummary() throws {
        let sim = makeSimulator()
        #expect(try sim.send([.rotate(.landscapeLeft)]).touch == nil)
    }

    @Test("a picker column tells its selected row, its row count and whether it wraps")
    func pickerColumnIsAdjustable() throws {
        let sim = makeSimulator("iphone-15")
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-03-15")])
        let month = try #require(sim.node("birthday-picker-month"))
        #expect(month.row == 2)
        #expect(month.rowCount == 12)
        #expect(month.wraps == true)
        let year = try #require(sim.node("birthday-picker-year"))
        #expect(year.wraps == false)
    }
}
