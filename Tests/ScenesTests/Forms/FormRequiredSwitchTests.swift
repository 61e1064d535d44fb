import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// F9 for a switch: `required` means it must be on (terms to accept).
@Suite struct FormRequiredSwitchTests {
    static let form = """
        id: terms
        title: Terms
        sections:
          - rows:
              - switch: accept
                label: I accept the terms
                required: true
              - button: send
                title: Send
                role: submit
        """

    func simulator() throws -> Simulator {
        let document = try FormParser.parse(Self.form, file: "terms.yaml")
        return Simulator(
            configuration: SimulatorConfiguration(
                device: try #require(DeviceProfile.named("iphone-15")), scene: document.sceneDescriptor),
            clock: ManualClock())
    }

    @Test("F9: a required switch that is off makes a submit invalid")
    func offIsInvalid() throws {
        let sim = try simulator()
        _ = try sim.send([.tapTarget("send")])
        #expect(sim.node("accept")?.states.contains(.invalid) == true)
        #expect(sim.node("form")?.states.contains(.submitted) == false)
    }

    @Test("F9: a required switch that is on lets the form submit")
    func onSubmits() throws {
        let sim = try simulator()
        _ = try sim.send([.tapTarget("accept-switch"), .advance(milliseconds: 500), .tapTarget("send")])
        #expect(sim.node("accept-switch")?.value == "on")
        #expect(sim.node("accept")?.states.contains(.invalid) == false)
        #expect(sim.node("form")?.states.contains(.submitted) == true)
    }
}
