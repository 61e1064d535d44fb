import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// E8.1: a control bound through `Binding(get:set:)` shows what `get` gives and runs
/// `set` with the new value.
@Suite struct ProgramCustomBindingTests {
    static let form = """
        id: sound
        title: Sound
        look: swiftUI
        state:
          - {name: volume, type: Int, value: 3}
        sections:
          - rows:
              - switch: muted
                label: Muted
                binding:
                  get: {op: "==", args: [{var: volume}, 0]}
                  set: [{if: {var: "$0"}, then: [{set: volume, to: 0}], else: [{set: volume, to: 5}]}]
              - value: level
                label: Volume
                liveLabel: {text: ["Volume ", {var: volume}]}
              - button: louder
                title: Louder
                action: [{set: volume, op: "+=", to: 1}]
        """

    @Test(arguments: ProgramRunTests.devices)
    func theSwitchShowsWhatGetGivesAndRunsSet(device: String) throws {
        let sim = try formSimulator([Self.form], device: device)
        #expect(sim.node("muted-switch")?.value == "off")
        _ = try sim.send([.tapTarget("muted-switch"), .advance(milliseconds: 1000)])
        #expect(sim.node("level")?.label == "Volume 0")
        #expect(sim.node("muted-switch")?.value == "on")
        _ = try sim.send([.tapTarget("louder"), .advance(milliseconds: 1000)])
        // The state changed elsewhere: the switch follows its get.
        #expect(sim.node("muted-switch")?.value == "off")
        _ = try sim.send([.tapTarget("muted-switch"), .advance(milliseconds: 1000)])
        #expect(sim.node("level")?.label == "Volume 0")
        _ = try sim.send([.tapTarget("muted-switch"), .advance(milliseconds: 1000)])
        #expect(sim.node("level")?.label == "Volume 5")
    }
}
