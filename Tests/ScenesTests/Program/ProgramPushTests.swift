import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// E8.3: `.navigationDestination(isPresented:)` pushes while its state is true, and the
/// state goes back to false however the form leaves.
@Suite struct ProgramPushTests {
    static let parent = """
        id: home
        title: Home
        look: swiftUI
        state:
          - {name: showAbout, type: Bool, value: false}
        pushes:
          - {presentedBy: showAbout, form: about}
        sections:
          - rows:
              - button: about-button
                title: About
                action: [{set: showAbout, to: true}]
              - value: shown
                label: "no"
                liveLabel: {if: {var: showAbout}, then: "yes", else: "no"}
        """
    static let about = """
        id: about
        title: About
        look: swiftUI
        sections:
          - rows:
              - button: close
                title: Close
                action: [dismiss]
        """

    @Test(arguments: ProgramRunTests.devices)
    func settingTheFlagPushesAndLeavingSetsItBack(device: String) throws {
        let sim = try formSimulator([Self.parent, Self.about], device: device)
        _ = try sim.send([.tapTarget("about-button"), .advance(milliseconds: 1000)])
        #expect(sim.node("close") != nil)
        _ = try sim.send([.tapTarget("close"), .advance(milliseconds: 1000)])
        #expect(sim.node("close") == nil)
        #expect(sim.node("shown")?.label == "no")
        _ = try sim.send([.tapTarget("about-button"), .advance(milliseconds: 1000)])
        #expect(sim.node("close") != nil)
    }
}
