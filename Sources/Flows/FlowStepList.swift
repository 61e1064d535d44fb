import Foundation
import Scenes
import SimCore

/// Reads a flow's `steps`: single steps, `when: {on: …}` blocks whose steps run on those
/// devices only, and `runFlow` steps that run another flow file's steps in place
/// (docs/FLOWS.md, "Sub-flows, variables, tags").
struct FlowStepList {
    /// How deep `runFlow` may nest.
    static let maxDepth = 8

    let file: String
    let scene: String
    /// The run's own values (`--env`), which win over every file's.
    let given: [String: String]
    let files: FlowFiles?
    /// The files whose `runFlow` steps led here, this one last.
    let chain: [String]

    func steps(_ node: FormNode, on: DeviceFilter? = nil) throws(FlowError) -> [FlowStep] {
        var out: [FlowStep] = []
        for item in try node.sequence() {
            let keys = (try? item.mapping().map(\.key)) ?? []
            if keys.contains("when") {
                out += try when(item, outer: on)
            } else if keys.contains("runFlow") {
                out += try runFlow(item, on: on)
            } else if keys.contains("repeat") {
                out += try repeated(item, on: on)
            } else {
                var step = try FlowStepReader(file: file).step(item)
                if let on {
                    guard step.on == nil || step.on == on else { throw item.error("this step's on differs from its when block's") }
                    step.on = on
                }
                out.append(step)
            }
            guard out.count <= FlowParser.maxSteps else { throw node.error("more than \(FlowParser.maxSteps) steps in all") }
        }
        return out
    }

    /// `- when: {on: pad}` with `steps:` beside it.
    func when(_ node: FormNode, outer: DeviceFilter?) throws(FlowError) -> [FlowStep] {
        let fields = try FlowStepReader(file: file).keyed(node, allowed: ["when", "steps"])
        guard let condition = fields["when"], let inner = fields["steps"] else { throw node.error("a when block needs when and steps") }
        let test = try FlowStepReader(file: file).keyed(condition, allowed: ["on"])
        guard let onNode = test["on"] else { throw condition.error("when needs on: phone, pad or a device id") }
        let on = try FlowStepReader(file: file).filter(onNode)
        guard outer == nil || outer == on else { throw condition.error("a when block inside another must name the same devices") }
        return try steps(inner, on: on)
    }

    /// The most rounds a `repeat` may name.
    static let maxRepeats = 1_000

    /// `- repeat: {times: 3, steps: […]}`, its steps written out that many times, or
    /// `- repeat: {while: {…an expect…}, times: 10, steps: […]}`, one step the runner
    /// repeats while the expectation holds.
    func repeated(_ node: FormNode, on: DeviceFilter?) throws(FlowError) -> [FlowStep] {
        let reader = FlowStepReader(file: file)
        let outer = try reader.keyed(node, allowed: ["repeat"])
        guard let body = outer["repeat"] else { throw node.error("expected repeat") }
        let fields = try reader.keyed(body, allowed: ["times", "while", "steps"])
        guard let stepsNode = fields["steps"] else { throw body.error("repeat needs steps: the steps to repeat") }
        let times = try fields["times"]?.integer(in: 1...Self.maxRepeats)
        let inner = try steps(stepsNode, on: on)
        guard let condition = fields["while"] else {
            guard let times else { throw body.error("repeat needs times, while, or both") }
            guard inner.count * times <= FlowParser.maxSteps else {
                throw body.error("repeat writes \(inner.count * times) steps; at most \(FlowParser.maxSteps) in all")
            }
            return Array(repeating: inner, count: times).flatMap { $0 }
        }
        var innerOn = on
        let expectation = try FlowExpectationReader().expectation(condition, on: &innerOn, reader: reader)
        let step = FlowStep(
            action: .repeatWhile(expectation, steps: inner, times: times), on: on, text: FlowStepReader.text(of: node.node),
            line: node.node.mark?.line)
        return [step]
    }

    /// `- runFlow: login.yaml` or `- runFlow: {file: login.yaml, env: {EMAIL: …}}`.
    func runFlow(_ node: FormNode, on: DeviceFilter?) throws(FlowError) -> [FlowStep] {
        let fields = try FlowStepReader(file: file).keyed(node, allowed: ["runFlow", "on"])
        guard let target = fields["runFlow"] else { throw node.error("expected runFlow") }
        var on = on
        if let onNode = fields["on"] {
            let filter = try FlowStepReader(file: file).filter(onNode)
            guard on == nil || on == filter else { throw onNode.error("this step's on differs from its when block's") }
            on = filter
        }
        let path: String
        var env: [String: String] = [:]
        if case .mapping = target.node {
            let spec = try FlowStepReader(file: file).keyed(target, allowed: ["file", "env"])
            guard let fileNode = spec["file"] else { throw target.error("runFlow needs file: the flow file to run") }
            path = try fileNode.string()
            if let envNode = spec["env"] { env = try FlowVariables.read(envNode) }
        } else {
            path = try target.string()
        }
        guard let files else {
            throw target.error("runFlow reads another flow file, which a flow sent on its own cannot; run it with run-flows")
        }
        guard chain.count < Self.maxDepth else { throw target.error("runFlow nests more than \(Self.maxDepth) deep") }
        let read: (data: Data, file: String)
        do {
            read = try files.read(path, file)
        } catch {
            throw target.error("cannot read the flow file \"\(path)\": \(error.localizedDescription)")
        }
        guard !chain.contains(read.file) else {
            throw target.error("runFlow \"\(path)\" runs itself again (\((chain + [read.file]).joined(separator: " → ")))")
        }
        let inner = try FlowParser.parse(
            try FlowParser.text(read.data, file: read.file), file: read.file, env: env.merging(given) { _, run in run },
            files: files, chain: chain)
        guard inner.scene == scene else {
            throw target.error("\"\(path)\" is a flow of \"\(inner.scene)\"; this flow runs \"\(scene)\"")
        }
        var steps: [FlowStep] = []
        for var step in inner.steps {
            if let on {
                guard step.on == nil || step.on == on else {
                    throw target.error("a step of \"\(path)\" runs on other devices than this runFlow's on")
                }
                step.on = on
            }
            steps.append(step)
        }
        return steps
    }
}
