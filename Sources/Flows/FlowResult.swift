import SimCore
import Wire

/// What running one flow gave: a result per device (docs/FLOWS.md, Running).
public struct FlowResult: Sendable {
    public var flow: Flow
    public var file: String
    public var devices: [FlowDeviceResult]

    public init(flow: Flow, file: String, devices: [FlowDeviceResult]) {
        self.flow = flow
        self.file = file
        self.devices = devices
    }

    public var passed: Bool { devices.allSatisfy(\.passed) }
    public var stepCount: Int { devices.reduce(0) { $0 + $1.stepsRun } }
}

/// One flow on one device.
public struct FlowDeviceResult: Sendable {
    public var device: FlowDevice
    public var failures: [FlowFailure] = []
    /// Failures of `optional: true` steps, and steps that named an action by its old id
    /// (kind `oldID`): said, never failing the run.
    public var warnings: [FlowFailure] = []
    /// Steps that ran (not skipped by `on`, not after a failed action).
    public var stepsRun = 0
    /// What became of each step, in order.
    public var outcomes: [FlowStepRecord.Outcome] = []
    /// Per step, when recording: what the device showed after it.
    public var steps: [FlowStepRecord] = []
    /// Wall-clock seconds the run took.
    public var seconds = 0.0

    public var passed: Bool { failures.isEmpty }
}

public struct FlowFailure: Equatable, Sendable {
    /// What kind of failure it is, as JUnit's `type` says it.
    public enum Kind: String, Sendable {
        /// An `expect` (or a snapshot) found something else.
        case expectation
        /// A step's element is not there, not visible or covered, or never came into view.
        case noElement
        /// The app crashed (E3.S3).
        case crash
        /// The run's budget was spent, or the run was stopped.
        case budget
        /// Anything else an action was refused for, or the flow could not start.
        case action
        /// A warning only, never a failure: a step named an action by its old id, from
        /// before actions counted from 0, and went to the action that id names now.
        case oldID
    }

    /// The step's index, from 0.
    public var step: Int
    public var message: String
    public var kind: Kind

    public init(step: Int, message: String, kind: Kind = .action) {
        self.step = step
        self.message = message
        self.kind = kind
    }
}

/// The device after one step, for the report: both trees, as the API gives them.
public struct FlowStepRecord: Sendable {
    public enum Outcome: String, Sendable { case passed, failed, skipped, notRun }
    public var index: Int
    public var outcome: Outcome
    public var render: JSONValue?
    public var semantic: SemanticTree?
    /// How this step differs from its snapshot, one line a difference, and the elements
    /// those differences name.
    public var differences: [String] = []
    public var changed: [String] = []
}

extension FlowResult {
    /// `{"passed", "results": [{"device", "passed", "failures": [{"step", "message"}]}]}`.
    public var json: JSONValue {
        .object([
            "flow": .string(flow.name),
            "passed": .bool(passed),
            "results": .array(devices.map(\.json)),
        ])
    }
}

extension FlowDeviceResult {
    public var json: JSONValue {
        .object([
            "device": .string(device.id),
            "passed": .bool(passed),
            "failures": .array(failures.map {
                .object(["step": .number(Double($0.step)), "message": .string($0.message), "kind": .string($0.kind.rawValue)])
            }),
            "warnings": .array(warnings.map {
                .object(["step": .number(Double($0.step)), "message": .string($0.message), "kind": .string($0.kind.rawValue)])
            }),
        ])
    }
}
