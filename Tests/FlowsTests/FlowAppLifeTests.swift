import Flows
import Foundation
import Scenes
import SimCore
import Testing

/// Steps for the app's life and for flow control: `expectCrash` after a crashing step,
/// `relaunch` and `clearState`, `optional: true`, and `repeat` by times or while.
@Suite struct FlowAppLifeTests {
    func run(_ text: String, on device: String) throws -> FlowDeviceResult {
        let flow = try FlowParser.parse(text, file: "life.yaml")
        return FlowRunner(scenes: FlowReachTests.registry).run(flow, on: try #require(DeviceProfile.named(device)))
    }

    static let crashAndRelaunch = """
        scene: account
        steps:
          - tap: export
          - expectCrash: {message: sourceView}
          - relaunch
          - expect: {id: export, role: button}
          - tap: sign-out
          - expect: {role: alert}
        """

    @Test("a crash that the next step expects lets the flow go on to relaunch the app and use it", arguments: ["ipad-10", "ipad-pro-12-9"])
    func crashThenRelaunch(device: String) throws {
        let result = try run(Self.crashAndRelaunch, on: device)
        #expect(result.failures.map(\.message) == [])
        #expect(result.outcomes == [.passed, .passed, .passed, .passed, .passed, .passed])
    }

    @Test("expectCrash fails where the app did not crash: an iPhone shows the action sheet at the bottom")
    func noCrashOnPhone() throws {
        let result = try run(Self.crashAndRelaunch, on: "iphone-15")
        #expect(result.failures.map(\.message) == ["step 2 (expectCrash: {message: sourceView}): the app did not crash"])
        #expect(result.failures.map(\.kind) == [.expectation])
    }

    @Test("expectCrash with a message the exception does not contain fails and quotes the exception")
    func wrongMessage() throws {
        let result = try run("scene: account\nsteps:\n  - tap: export\n  - expectCrash: {message: out of memory}\n", on: "ipad-10")
        #expect(result.failures.count == 1)
        #expect(result.failures.first?.message.contains("not one containing \"out of memory\"") == true)
    }

    @Test("a crash no step expects still ends the flow as a crash")
    func unexpectedCrash() throws {
        let result = try run("scene: account\nsteps:\n  - tap: export\n  - relaunch\n", on: "ipad-10")
        #expect(result.failures.map(\.kind) == [.crash])
        #expect(result.outcomes == [.failed, .notRun])
    }

    @Test("clearState launches the app again with nothing entered")
    func clearState() throws {
        let result = try run(
            "scene: login\nsteps:\n  - tap: email-field\n  - type: a@b.c\n  - clearState\n  - expect: {id: email-field, value: \"\"}\n",
            on: "iphone-se")
        #expect(result.failures.map(\.message) == [])
    }

    @Test("an optional step that fails is a warning and the flow goes on")
    func optionalStep() throws {
        let result = try run(
            "scene: login\nsteps:\n  - tap: cookie-banner-accept\n    optional: true\n  - tap: email-field\n  - expect: {firstResponder: email-field}\n",
            on: "iphone-15")
        #expect(result.passed)
        #expect(result.warnings.map(\.kind) == [.noElement])
        #expect(result.outcomes == [.skipped, .passed, .passed])
    }

    @Test("repeat with times writes its steps out that many times")
    func repeatTimes() throws {
        let flow = try FlowParser.parse(
            "scene: pin\nsteps:\n  - tap: pin-field\n  - repeat:\n      times: 3\n      steps:\n        - type: \"1\"\n  - expect: {id: pin-field, value: \"111\"}\n",
            file: "r.yaml")
        #expect(flow.steps.count == 5)
        let result = FlowRunner(scenes: .builtIn).run(flow, on: try #require(DeviceProfile.named("iphone-15")))
        #expect(result.failures.map(\.message) == [])
    }

    @Test("repeat while runs its steps until the expectation no longer holds")
    func repeatWhile() throws {
        let result = try run(
            """
            scene: pin
            steps:
              - tap: pin-field
              - repeat:
                  while: {absent: {id: pin-field, value: "1111"}}
                  steps:
                    - type: "1"
              - expect: {id: pin-field, value: "1111"}
            """, on: "iphone-15")
        #expect(result.failures.map(\.message) == [])
    }

    @Test("repeat while with no times fails when the expectation still holds after the most rounds")
    func repeatWhileNeverEnds() throws {
        let result = try run(
            "scene: login\nsteps:\n  - repeat:\n      while: {id: email-field}\n      steps:\n        - wait: 10\n", on: "iphone-15")
        #expect(result.failures.map(\.kind) == [.budget])
        #expect(result.failures.first?.message.contains("still held after 100 rounds") == true)
    }

    @Test("repeat needs steps and times or while")
    func repeatErrors() {
        #expect(throws: FlowError.self) { try FlowParser.parse("scene: pin\nsteps:\n  - repeat: {steps: [{wait: 1}]}\n", file: "r.yaml") }
        #expect(throws: FlowError.self) { try FlowParser.parse("scene: pin\nsteps:\n  - repeat: {times: 2}\n", file: "r.yaml") }
    }
}

/// A repeat's rounds spend the run's budget, so nested rounds that send nothing still stop.
@Suite struct FlowRepeatBudgetTests {
    @Test("repeats of a thousand rounds nested three deep around an expectation alone stop at the run's budget")
    func nestedRoundsMeetTheBudget() throws {
        let flow = try FlowParser.parse(
            """
            scene: login
            steps:
              - repeat:
                  while: {id: email-field}
                  times: 1000
                  steps:
                    - repeat:
                        while: {id: email-field}
                        times: 1000
                        steps:
                          - repeat:
                              while: {id: email-field}
                              times: 1000
                              steps:
                                - expect: {id: email-field}
            """, file: "nested.yaml")
        var runner = FlowRunner(scenes: .builtIn)
        runner.budget = FlowBudget(maxEvents: 500, maxSeconds: 60, now: { 0 })
        let result = runner.run(flow, on: try #require(DeviceProfile.named("iphone-15")))
        #expect(result.failures.map(\.kind) == [.budget])
        #expect(result.failures.first?.message.contains("limit of 500 events") == true)
    }
}
