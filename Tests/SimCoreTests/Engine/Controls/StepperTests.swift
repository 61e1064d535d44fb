import Testing
@testable import SimCore
import SimCoreTestSupport

/// UIStepper (B8.3): a finger down steps at once; held, it repeats; bounds disable a half.
@Suite struct StepperTests {
    let frame = Rect(x: 40, y: 200, width: 94, height: 32)
    var minus: Point { Point(x: 60, y: 216) }
    var plus: Point { Point(x: 115, y: 216) }

    func makeStepper(
        _ device: String, clock: ManualClock = ManualClock(), configure: @escaping @Sendable (Stepper) -> Void = { _ in }
    ) -> (Simulator, Stepper) {
        let sim = makeControlSimulator(device, frame: frame, clock: clock) {
            let stepper = Stepper(id: "guests")
            configure(stepper)
            return stepper
        }
        return (sim, sim.control("guests", as: Stepper.self)!)
    }

    func valueChanges(_ stepper: Stepper) -> Int { stepper.sentEvents.filter { $0.contains(.valueChanged) }.count }

    @Test("B8.3: a tap on + or − steps the value by stepValue and sends valueChanged each time", arguments: controlTestDevices)
    func tapSteps(device: String) throws {
        let (sim, stepper) = makeStepper(device) {
            $0.maximumValue = 10
            $0.stepValue = 2
            $0.value = 4
        }
        #expect(sim.node("guests")?.role == .stepper)
        #expect(sim.node("guests")?.value == "4")
        _ = try sim.send([.tap(plus), .tap(plus)])
        #expect(stepper.value == 8)
        _ = try sim.send([.tap(minus)])
        #expect(sim.node("guests")?.value == "6")
        #expect(valueChanges(stepper) == 3)
    }

    @Test("B8.3: the halves are buttons <id>-decrement and <id>-increment", arguments: controlTestDevices)
    func halvesAreElements(device: String) throws {
        let (sim, stepper) = makeStepper(device) { $0.value = 1 }
        let node = try #require(sim.node("guests"))
        #expect(node.children.map(\.id) == ["guests-decrement", "guests-increment"])
        #expect(node.children.map(\.role) == [.button, .button])
        _ = try sim.send([.tapTarget("guests-increment")])
        #expect(stepper.value == 2)
        _ = try sim.send([.tapTarget("guests-decrement")])
        #expect(stepper.value == 1)
    }

    @Test("B8.3: a half at its bound is disabled, drawn faded, and a tap on it does nothing", arguments: controlTestDevices)
    func boundsDisableAHalf(device: String) throws {
        let (sim, stepper) = makeStepper(device) {
            $0.maximumValue = 3
            $0.value = 2
        }
        _ = try sim.send([.tap(plus)])
        #expect(stepper.value == 3)
        #expect(sim.node("guests-increment")?.states == [.disabled])
        #expect(sim.node("guests-decrement")?.states == [])
        #expect(stepper.incrementPart.titleLabel.alpha < 0.5)
        _ = try sim.send([.tap(plus)])
        #expect(stepper.value == 3)
        #expect(valueChanges(stepper) == 1)
        stepper.value = 0
        #expect(sim.node("guests-decrement")?.states == [.disabled])
        #expect(sim.node("guests-increment")?.states == [])
    }

    @Test("B8.3: with wraps, + at the maximum goes to the minimum")
    func wraps() throws {
        let (sim, stepper) = makeStepper("iphone-se") {
            $0.wraps = true
            $0.maximumValue = 5
            $0.value = 5
        }
        #expect(sim.node("guests-increment")?.states == [])
        _ = try sim.send([.tap(plus)])
        #expect(stepper.value == 0)
        #expect(valueChanges(stepper) == 1)
    }

    @Test("B8.3: holding + steps at once, again after 0.5 s, then every 0.1 s, and stops at release", arguments: controlTestDevices)
    func autorepeat(device: String) throws {
        let clock = ManualClock()
        let (sim, stepper) = makeStepper(device, clock: clock)
        _ = try sim.send([.pointer(phase: .down, point: plus, milliseconds: nil)])
        #expect(stepper.value == 1)
        clock.advance(by: 0.45)
        _ = sim.advanceTime()
        #expect(stepper.value == 1)
        clock.advance(by: 0.05)
        _ = sim.advanceTime()
        #expect(stepper.value == 2)
        clock.advance(by: 0.1)
        _ = sim.advanceTime()
        clock.advance(by: 0.1)
        _ = sim.advanceTime()
        #expect(stepper.value == 4)
        #expect(sim.node("guests")?.value == "4")
        _ = try sim.send([.pointer(phase: .up, point: plus, milliseconds: nil)])
        clock.advance(by: 1)
        _ = sim.advanceTime()
        #expect(stepper.value == 4)
        #expect(valueChanges(stepper) == 4)
        #expect(sim.nextTimerDeadline == nil)
    }

    @Test("B8.3: holding − repeats down to the minimum and no further")
    func autorepeatStopsAtTheBound() throws {
        let clock = ManualClock()
        let (sim, stepper) = makeStepper("ipad-10", clock: clock) { $0.value = 3 }
        _ = try sim.send([.pointer(phase: .down, point: minus, milliseconds: nil), .advance(milliseconds: 2000)])
        #expect(stepper.value == 0)
        #expect(valueChanges(stepper) == 3)
        #expect(sim.node("guests-decrement")?.states.contains(.disabled) == true)
    }

    @Test("B8.3: without autorepeat, holding a half steps once")
    func noAutorepeat() throws {
        let (sim, stepper) = makeStepper("iphone-se") { $0.autorepeat = false }
        _ = try sim.send([.pointer(phase: .down, point: plus, milliseconds: nil), .advance(milliseconds: 2000)])
        #expect(stepper.value == 1)
    }

    @Test("B8.3: the stepper is 94 × 32 with 8 pt corners, its halves 47 pt wide")
    func render() throws {
        let (sim, _) = makeStepper("iphone-se")
        #expect(sim.renderFrame("guests") == frame)
        #expect(sim.renderFully().nodes["guests"]?.cornerRadius == 8)
        #expect(sim.renderFrame("guests-decrement") == Rect(x: 0, y: 0, width: 47, height: 32))
        #expect(sim.renderFrame("guests-increment") == Rect(x: 47, y: 0, width: 47, height: 32))
    }

    @Test("a value past Int's range shows as a number, not a crash", arguments: controlTestDevices)
    func hugeValueShows(device: String) throws {
        let (sim, stepper) = makeStepper(device) { ($0.maximumValue, $0.stepValue, $0.value) = (1e20, 1e18, 1e19) }
        _ = try sim.send([.tap(plus)])
        #expect(stepper.value == 1.1e19)
        #expect(sim.node("guests")?.value == "1.1e+19")
    }

    @Test("a NaN value is kept at the minimum, so the tree never reads nan", arguments: controlTestDevices)
    func nanValueIsTheMinimum(device: String) {
        let (sim, stepper) = makeStepper(device) {
            $0.minimumValue = 2
            $0.value = .nan
        }
        #expect(stepper.value == 2)
        #expect(sim.node("guests")?.value == "2")
    }
}
