import Scenes
import Testing
@testable import SimCore
import TestSupport

/// `Simulator.send`: how a batch of events is carried out and committed.
@Suite struct SendTests {
    @Test func advanceIsRefusedOnARealClockSession() {
        final class FixedClock: SimClock { var now = 0.0 }
        let configuration = SimulatorConfiguration(
            device: DeviceProfile.named("iphone-15")!, scene: SceneRegistry.builtIn.scene("contacts")!)
        let sim = Simulator(configuration: configuration, clock: FixedClock())
        #expect(throws: InputError.self) { try sim.send([.advance(milliseconds: 10)]) }
    }

    @Test func anUnknownTargetIsRejectedAndEventsBeforeItStayApplied() {
        let sim = makeSimulator("iphone-15")
        do {
            _ = try sim.send([.rotate(.landscapeLeft), .tapTarget("nope")])
            Issue.record("expected an error")
        } catch {
            #expect(error == InputError(.unknownTarget("nope"), eventIndex: 1))
            #expect(error.message.hasPrefix("events[1]"))
        }
        #expect(sim.semanticTree().orientation == .landscapeLeft)
        #expect(sim.version == 2)
    }
}
