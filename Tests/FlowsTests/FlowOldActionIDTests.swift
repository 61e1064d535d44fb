import Flows
import Foundation
import Scenes
import SimCore
import Testing
import Wire

/// E3.S6 in a flow: a step or an expectation that names an action by its old id (counted
/// from 1) still finds it, and the run warns with the id and title it has now.
@Suite struct FlowOldActionIDTests {
    static let form = """
        id: discard
        title: Discard
        sections:
          - rows:
              - button: discard
                title: Discard draft
                alert:
                  title: Discard the draft?
                  actions:
                    - {title: Save}
                    - {title: Discard, style: destructive}
                    - {title: Cancel, style: cancel}
        """
    static let devices = "[iphone-se, iphone-15, iphone-15-pro-max, ipad-10, ipad-pro-12-9]"

    func run(_ steps: String) throws -> FlowResult {
        var registry = SceneRegistry.builtIn
        registry.register(try FormParser.parse(Self.form, file: "discard.yaml").sceneDescriptor)
        let flow = try FlowParser.parse("scene: discard\ndevices: \(Self.devices)\nsteps:\n\(steps)", file: "t.yaml")
        return try FlowRunner(scenes: registry).run(flow, file: "t.yaml", devices: flow.profiles())
    }

    @Test("a flow that taps the last action's old id still taps it, and warns with its new id and title")
    func oldIDOfTheLastAction() throws {
        let result = try run("  - tap: discard\n  - tap: discard-action-3\n  - expect: {id: discard, value: Cancel}\n")
        #expect(result.devices.count == 5)
        for device in result.devices {
            #expect(device.passed, "\(device.device.id): \(device.failures.map(\.message))")
            #expect(device.warnings == [FlowFailure(
                step: 1,
                message: #"step 2 (tap: discard-action-3): discard-action-3 is the old name of discard-action-2 ("Cancel"): actions count from 0; write discard-action-2 or tap: "Cancel""#,
                kind: .oldID)], "\(device.device.id)")
        }
    }

    @Test("an old id that another action has now taps that action, and the warning names both titles")
    func ambiguousOldID() throws {
        let result = try run("  - tap: discard\n  - tap: discard-action-1\n  - expect: {id: discard, value: Discard}\n")
        for device in result.devices {
            #expect(device.passed, "\(device.device.id): \(device.failures.map(\.message))")
            #expect(device.warnings.map(\.message) == [
                #"step 2 (tap: discard-action-1): discard-action-1 is now "Discard"; before actions counted from 0 it was "Save""#
            ], "\(device.device.id)")
        }
    }

    @Test("an expectation naming an action by its old id checks the action it names now, and warns")
    func oldIDInAnExpectation() throws {
        let result = try run("  - tap: discard\n  - expect: {id: discard-action-3, label: Cancel}\n")
        for device in result.devices {
            #expect(device.passed, "\(device.device.id): \(device.failures.map(\.message))")
            #expect(device.warnings.map(\.kind) == [.oldID])
        }
    }

    @Test("a repeat's while naming an action by its old id checks the action it names now, and warns once")
    func oldIDInAWhile() throws {
        let steps = "  - tap: discard\n  - repeat: {while: {id: discard-action-3, label: Cancel}, times: 3, steps: [{tap: Cancel}]}\n"
            + "  - expect: {absent: {role: alert}}\n"
        let result = try run(steps)
        for device in result.devices {
            #expect(device.passed, "\(device.device.id): \(device.failures.map(\.message))")
            #expect(device.warnings.map(\.kind) == [.oldID], "\(device.device.id)")
        }
    }

    @Test("a flow naming actions by their ids now has no warnings")
    func newIDsWarnNothing() throws {
        let result = try run("  - tap: discard\n  - tap: discard-action-0\n  - expect: {id: discard, value: Save}\n")
        for device in result.devices { #expect(device.passed && device.warnings == [], "\(device.device.id)") }
    }

    @Test("the old id's warning is in the JUnit test case's system-out and the result's JSON")
    func warningInJUnitAndJSON() throws {
        let result = try run("  - tap: discard\n  - tap: discard-action-3\n")
        let xml = JUnitReport.xml([result])
        #expect(xml.contains("warning: step 2 (tap: discard-action-3): discard-action-3 is the old name of discard-action-2"))
        let warnings = result.devices[0].json["warnings"]?.array ?? []
        #expect(warnings.first?["kind"]?.stringValue == "oldID")
    }

    @Test("the HTML report says the old id's warning in the step's cell, on every device")
    func warningInTheReport() throws {
        let result = try run("  - tap: discard\n  - tap: discard-action-3\n")
        let html = FlowReport.html([result], assets: FlowReportAssets())
        let said = html.components(separatedBy: "<pre class=\"warning\">warning: step 2 (tap: discard-action-3): discard-action-3 is the old name")
        #expect(said.count - 1 == result.devices.count)
    }
}
