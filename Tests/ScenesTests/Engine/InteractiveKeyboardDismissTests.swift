import Testing
@testable import SimCore
import TestSupport

/// `KeyboardDismissMode.interactive` (B5.3): the keyboard follows a drag that goes down
/// into it, on a phone and a pad (the contacts table, switched to interactive).
@Suite struct InteractiveKeyboardDismissTests {
    static let devices = ["iphone-15", "ipad-10"]

    /// The contacts form with the first-name field editing and the table interactive;
    /// answers the keyboard's resting top.
    func editing(_ device: String) throws -> (Simulator, Double) {
        let sim = makeSimulator(device, scene: "contacts")
        let table = try #require(sim.view(withElementID: "contacts-table") as? ScrollView)
        table.keyboardDismissMode = .interactive
        table.alwaysBounceVertical = true
        _ = try sim.send([.tapTarget("first-name-field"), .advance(milliseconds: 500)])
        let top = try #require(sim.node("input-panel")?.frame.minY)
        return (sim, top)
    }

    func pointer(_ phase: InputEvent.Phase, _ x: Double, _ y: Double, _ ms: Double) -> InputEvent {
        .pointer(phase: phase, point: Point(x: x, y: y), milliseconds: ms)
    }

    @Test("A drag that never reaches the keyboard keeps it up and the responder first", arguments: devices)
    func aDragAboveTheKeyboardKeepsIt(device: String) throws {
        let (sim, top) = try editing(device)
        _ = try sim.send([.drag(from: Point(x: 200, y: top - 200), to: Point(x: 200, y: top - 20), milliseconds: 300)])
        _ = try sim.send([.advance(milliseconds: 500)])
        #expect(sim.semanticTree().firstResponder == "first-name-field")
        #expect(sim.node("input-panel")?.frame.minY == top)
    }

    @Test("While the finger is below the keyboard's top the keyboard follows it down", arguments: devices)
    func theKeyboardFollowsTheFinger(device: String) throws {
        let (sim, top) = try editing(device)
        _ = try sim.send([
            pointer(.down, 200, top - 200, 1000), pointer(.move, 200, top - 100, 1100), pointer(.move, 200, top + 60, 1200),
        ])
        #expect(sim.node("input-panel")?.frame.minY == top + 60)
        #expect(sim.semanticTree().firstResponder == "first-name-field")
    }

    @Test("Released below the keyboard's top moving down, the keyboard is dismissed", arguments: devices)
    func releasedInsideMovingDownDismisses(device: String) throws {
        let (sim, top) = try editing(device)
        _ = try sim.send([.drag(from: Point(x: 200, y: top - 200), to: Point(x: 200, y: top + 80), milliseconds: 300)])
        #expect(sim.semanticTree().firstResponder == nil)
        _ = try sim.send([.advance(milliseconds: 500)])
        #expect(sim.node("input-panel") == nil)
    }

    @Test("Dragged into the keyboard and back above its top, it slides back up and editing goes on", arguments: devices)
    func backAboveTheTopKeepsIt(device: String) throws {
        let (sim, top) = try editing(device)
        _ = try sim.send([
            pointer(.down, 200, top - 200, 1000), pointer(.move, 200, top - 100, 1100), pointer(.move, 200, top + 60, 1200),
            pointer(.move, 200, top - 80, 1300), pointer(.up, 200, top - 80, 1400), .advance(milliseconds: 500),
        ])
        #expect(sim.semanticTree().firstResponder == "first-name-field")
        #expect(sim.node("input-panel")?.frame.minY == top)
    }

    @Test("Released inside the keyboard while moving up, it slides back up", arguments: devices)
    func movingUpInsideKeepsIt(device: String) throws {
        let (sim, top) = try editing(device)
        _ = try sim.send([
            pointer(.down, 200, top - 200, 1000), pointer(.move, 200, top - 100, 1100), pointer(.move, 200, top + 120, 1200),
            pointer(.move, 200, top + 40, 1250), pointer(.up, 200, top + 40, 1260), .advance(milliseconds: 500),
        ])
        #expect(sim.semanticTree().firstResponder == "first-name-field")
        #expect(sim.node("input-panel")?.frame.minY == top)
    }
}
