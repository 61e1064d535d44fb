import Flows
import Foundation
import Scenes
import SimCore
import Testing

/// E3.S3 in a flow: a step that crashes the app fails with UIKit's exception; the same
/// flow passes on an iPhone.
@Suite struct FlowCrashTests {
    static let form = """
        id: export
        title: Export
        sections:
          - rows:
              - button: export
                title: Export
                actionSheet:
                  actions:
                    - {title: PDF}
                    - {title: Cancel, style: cancel}
                  anchor: none
        """

    func runner() throws -> FlowRunner {
        var registry = SceneRegistry.builtIn
        registry.register(try FormParser.parse(Self.form, file: "export.yaml").sceneDescriptor)
        return FlowRunner(scenes: registry, recordsTrees: true)
    }

    @Test func aStepThatCrashesTheAppOnAnIPadFailsWithTheException() throws {
        let flow = try FlowParser.parse(
            "scene: export\ndevices: [iphone-15-pro-max, ipad-pro-12-9]\nsteps:\n  - tap: export\n  - tap: export-action-0\n  - expect: {id: export, value: PDF}\n",
            file: "t.yaml")
        let result = try runner().run(flow, file: "t.yaml", devices: flow.profiles())
        #expect(result.devices[0].passed, "the iPhone shows the sheet at the bottom")
        let pad = result.devices[1]
        let failure = try #require(pad.failures.first)
        #expect(failure.step == 0)
        #expect(failure.message.contains("Terminating app due to uncaught exception 'NSGenericException'"))
        #expect(failure.message.contains("should have a non-nil sourceView or barButtonItem set before the presentation occurs"))
        #expect(pad.steps.map(\.outcome) == [.failed, .notRun, .notRun])
    }

    @Test("a step that crashes the app is a failure of kind crash, and JUnit types it so")
    func crashKind() throws {
        let flow = try FlowParser.parse("scene: export\ndevices: [ipad-10]\nsteps:\n  - tap: export\n", file: "t.yaml")
        let result = try runner().run(flow, file: "t.yaml", devices: flow.profiles())
        #expect(result.devices[0].failures.map(\.kind) == [.crash])
        #expect(JUnitReport.xml([result]).contains("type=\"crash\""))
    }
}
