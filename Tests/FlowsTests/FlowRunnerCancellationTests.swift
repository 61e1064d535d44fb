import Flows
import Foundation
import Scenes
import SimCore
import Synchronization
import Testing

/// A long step is sent in batches, and a run can be stopped between them (a server
/// stopping cuts a flow run short).
@Suite struct FlowRunnerCancellationTests {
    static let text = String(repeating: "abcdefghij", count: 20)

    static let flow = """
        name: long
        scene: login
        devices: [iphone-15]
        steps:
          - tap: email-field
          - type: "\(text)"
          - expect: {id: email-field, value: "\(text)"}
          - tap: password-field
        """

    func run(cancelAfter checks: Int?) throws -> FlowDeviceResult {
        var runner = FlowRunner(scenes: .builtIn, recordsTrees: true)
        if let checks {
            let asked = Atomic<Int>(0)
            runner.isCancelled = { asked.add(1, ordering: .relaxed).newValue > checks }
        }
        let flow = try FlowParser.parse(Self.flow, file: "long.yaml")
        return try #require(runner.run(flow, file: "long.yaml", devices: flow.profiles()).devices.first)
    }

    static func fieldValue(_ run: FlowDeviceResult, afterStep index: Int) -> String? {
        run.steps.first { $0.index == index }?.semantic?.root.find("email-field")?.value
    }

    @Test("a 200-character step typed in batches of 64 leaves the whole text in the field")
    func batchesTypeEverything() throws {
        let run = try run(cancelAfter: nil)
        #expect(run.failures.isEmpty, "\(run.failures.map(\.message))")
        #expect(Self.fieldValue(run, afterStep: 1) == Self.text)
    }

    @Test("a run stopped inside a long step keeps what its first batch typed, reports the stop and runs no step after it")
    func stopInsideAStep() throws {
        // Asked before step 1 and step 2, then after step 2's first batch: stop there.
        let run = try run(cancelAfter: 2)
        #expect(run.failures.count == 1)
        #expect(run.failures.first?.step == 1)
        #expect(run.failures.first?.message.hasSuffix("): the run was stopped") == true)
        #expect(Self.fieldValue(run, afterStep: 1) == String(Self.text.prefix(64)))
        #expect(run.steps.map(\.outcome) == [.passed, .failed, .notRun, .notRun])
        #expect(run.stepsRun == 2)
    }

    @Test("a run stopped between steps runs none after the stop")
    func stopBetweenSteps() throws {
        let run = try run(cancelAfter: 1)
        #expect(run.failures.map(\.message) == ["step 2: the run was stopped"])
        #expect(run.steps.map(\.outcome) == [.passed, .notRun, .notRun, .notRun])
    }
}
