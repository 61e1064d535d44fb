import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// E8.3: a sheet its state presents, and writes back however it goes.
@Suite struct ProgramSheetTests {
    static let parent = """
        id: list
        title: List
        look: swiftUI
        state:
          - {name: showingNew, type: Bool, value: false}
        sheets:
          - {presentedBy: showingNew, form: editor}
        sections:
          - rows:
              - button: new
                title: New
                action: [{set: showingNew, to: true}]
              - value: shown
                label: closed
                liveLabel: {if: {var: showingNew}, then: open, else: closed}
        """

    func open(_ device: String) throws -> Simulator {
        let sim = try formSimulator([Self.parent, ProgramBarButtonTests.editor], device: device)
        _ = try sim.send([.tapTarget("new"), .advance(milliseconds: 1000)])
        return sim
    }

    @Test(arguments: ProgramRunTests.devices)
    func settingTheFlagPresentsTheSheetAndItsDismissSetsItBack(device: String) throws {
        let sim = try open(device)
        #expect(sim.node("showing-new-sheet") != nil)
        #expect(sim.node("name") != nil)
        _ = try sim.send([.tapTarget("done"), .advance(milliseconds: 1000)])
        #expect(sim.node("showing-new-sheet") == nil)
        #expect(sim.node("shown")?.label == "closed")
        _ = try sim.send([.tapTarget("new"), .advance(milliseconds: 1000)])
        #expect(sim.node("showing-new-sheet") != nil)
    }
}
