import Flows
import Foundation
import Scenes
import SimCore
import Testing

/// Flows on a form with a program (BEHAVIOR.md E8): a flow's expectations see texts the
/// state drives, alerts a flag presents and the focus `.onSubmit` moves, on every device.
@Suite struct FlowProgramTests {
    static let form = """
        id: counter
        title: Counter
        look: swiftUI
        state:
          - {name: count, type: Int, value: 0}
          - {name: showSaved, type: Bool, value: false}
          - {name: focus, type: "Field?", value: null}
        alerts:
          - presentedBy: showSaved
            title: Saved
            message: {text: ["You tapped ", {var: count}, " times."]}
        sections:
          - rows:
              - value: taps
                label: 0 taps
                liveLabel: {text: [{var: count}, " taps"]}
              - button: add
                title: Add
                action: [{set: count, op: "+=", to: 1}]
              - button: save
                title: Save
                action: [{set: showSaved, to: true}]
              - text: first
                placeholder: First
                focus: {state: focus, equals: {case: first}}
                onSubmit: [{set: focus, to: {case: last}}]
              - text: last
                placeholder: Last
                focus: {state: focus, equals: {case: last}}
        """

    static let flow = """
        scene: counter
        devices: [iphone-15, ipad-10]
        steps:
          - tap: add
          - tap: add
          - expect: {id: taps, label: "2 taps"}
          - tap: save
          - expect: {id: show-saved-sheet, role: alert, label: Saved}
          - tap: show-saved-action-0
          - expect: {absent: {role: alert}}
          - tap: first-field
          - key: Enter
          - expect: {firstResponder: last-field}
          - key: Enter
          - expect: {firstResponder: null}
        """

    func runner() throws -> FlowRunner {
        var registry = SceneRegistry.builtIn
        registry.register(try FormParser.parse(Self.form, file: "counter.yaml").sceneDescriptor)
        return FlowRunner(scenes: registry)
    }

    @Test("a flow expects on a state-driven text, an alert its flag presents and the focus .onSubmit moves", arguments: [Orientation.portrait, .landscapeLeft])
    func passes(orientation: Orientation) throws {
        var flow = try FlowParser.parse(Self.flow, file: "counter-flow.yaml")
        flow.orientation = orientation
        let result = try runner().run(flow, file: "counter-flow.yaml", devices: flow.profiles())
        for run in result.devices { #expect(run.failures == [], "\(run.device.id)") }
        #expect(result.passed)
    }

    @Test("a flow expecting the text the state no longer shows fails, naming what the text is")
    func fails() throws {
        let flow = try FlowParser.parse("scene: counter\ndevices: [iphone-15]\nsteps:\n  - tap: add\n  - expect: {id: taps, label: \"0 taps\"}\n", file: "f.yaml")
        let result = try runner().run(flow, file: "f.yaml", devices: flow.profiles())
        let failure = try #require(result.devices.first?.failures.first)
        #expect(failure.message.contains("1 taps"))
    }
}
