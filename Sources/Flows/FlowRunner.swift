import Foundation
import Reach
import SimCore

/// Runs flows on the engine directly: a simulator per device with a manual clock, each
/// step settled (timers run until none is due) before the next, so a flow gives the same
/// result every run. No server, no browser.
public struct FlowRunner {
    public let scenes: SceneRegistry
    /// Keep both trees after every step, for the report.
    public var recordsTrees = false
    /// How far a step may run the clock on to settle: timers due later are left.
    public static let settleLimitMilliseconds = Reach.settleLimitMilliseconds
    /// Asked between steps and between every `eventsPerCommit` events of a step: true stops
    /// the run there (a server stopping cuts a run short; the steps left are not run).
    public var isCancelled: @Sendable () -> Bool = { false }
    /// What the run may spend (events, seconds) over all its devices; nil: unbounded
    /// (a flow file run from the command line).
    public var budget: FlowBudget?
    /// A step of many events (a long text typed) is sent in batches of this many.
    static let eventsPerCommit = 64

    public init(scenes: SceneRegistry, recordsTrees: Bool = false) {
        self.scenes = scenes
        self.recordsTrees = recordsTrees
    }

    /// What in a well-formed flow names nothing here: its scene, variant or locale.
    public func check(_ flow: Flow, file: String) throws(FlowError) {
        guard let scene = scenes.scene(flow.scene) else {
            throw FlowError(file: file, path: "scene", message: "\"\(flow.scene)\" is not a scene here; expected one of \(scenes.ids.joined(separator: ", "))")
        }
        if let variant = flow.variant, !scene.variants.contains(variant) {
            throw FlowError(file: file, path: "variant", message: "\"\(variant)\" is not a variant of \(flow.scene); expected one of \(scene.variants.joined(separator: ", "))")
        }
        if let locale = flow.locale, Localization(identifier: locale) == nil {
            throw FlowError(file: file, path: "locale", message: "\"\(locale)\" is not a locale; expected one of \(Localization.supported.joined(separator: ", "))")
        }
    }

    /// Runs `flow` on each device (checked first: a flow that names no scene runs nowhere).
    public func run(_ flow: Flow, file: String, devices: [FlowDevice]) throws(FlowError) -> FlowResult {
        try check(flow, file: file)
        return FlowResult(flow: flow, file: file, devices: devices.map { run(flow, on: $0) })
    }

    /// Runs `flow` on a profile, its app in the flow's window.
    public func run(_ flow: Flow, on profile: DeviceProfile) -> FlowDeviceResult {
        run(flow, on: FlowDevice(profile: profile, window: flow.window))
    }

    public func run(_ flow: Flow, on device: FlowDevice) -> FlowDeviceResult {
        let started = Date()
        var result = run(flow, on: device, scenes: scenes)
        result.seconds = Date().timeIntervalSince(started)
        return result
    }

    private func run(_ flow: Flow, on target: FlowDevice, scenes: SceneRegistry) -> FlowDeviceResult {
        var result = FlowDeviceResult(device: target)
        let device = target.profile
        guard let scene = scenes.scene(flow.scene) else {
            result.failures.append(FlowFailure(step: 0, message: "no scene \"\(flow.scene)\""))
            return result
        }
        let clock = ManualClock()
        let configuration = SimulatorConfiguration(
            device: device, scene: scene, variant: flow.variant, orientation: device.supports(flow.orientation) ? flow.orientation : .portrait,
            localization: flow.locale.flatMap(Localization.init(identifier:)), clock: .manual, appearance: flow.appearance,
            contentSize: flow.contentSize, increaseContrast: flow.increaseContrast)
        let sim = Simulator(configuration: configuration, clock: clock)
        if target.window != .full {
            do {
                _ = try sim.send([.settings(SettingsChange(window: target.window))])
            } catch {
                result.failures.append(FlowFailure(step: 0, message: "window: \(error.message)"))
                return result
            }
        }
        var stopped = false
        // The semantic tree as the last action left it: expectations in a row share it.
        var tree: SemanticTree?
        for (index, step) in flow.steps.enumerated() {
            if !stopped, let reason = stopReason() {
                result.failures.append(FlowFailure(step: index, message: "step \(index + 1): \(reason)", kind: .budget))
                stopped = true
            }
            guard !stopped else {
                record(index, .notRun, sim, tree: &tree, into: &result)
                continue
            }
            if let on = step.on, !on.matches(target) {
                record(index, .skipped, sim, tree: &tree, into: &result)
                continue
            }
            result.stepsRun += 1
            var notes: [String] = []
            let failed = perform(step, on: sim, device: target, tree: &tree, notes: &notes)
            for note in notes {
                let warning = FlowFailure(step: index, message: "step \(index + 1) (\(step.text)): \(note)", kind: .oldID)
                if !result.warnings.contains(warning) { result.warnings.append(warning) }
            }
            if let (kind, message) = failed {
                let failure = FlowFailure(step: index, message: "step \(index + 1) (\(step.text)): \(message)", kind: kind)
                // A crash the next step expects, or an optional step's failure, lets the flow go on.
                if kind == .crash, Self.nextStep(after: index, in: flow, on: target)?.expectsCrash == true {
                    record(index, .passed, sim, tree: &tree, into: &result)
                    continue
                }
                if step.isOptional {
                    result.warnings.append(failure)
                    record(index, .skipped, sim, tree: &tree, into: &result)
                    continue
                }
                result.failures.append(failure)
                // An action that could not happen leaves nothing to check after it.
                stopped = !step.isExpectation
                record(index, .failed, sim, tree: &tree, into: &result)
            } else {
                record(index, .passed, sim, tree: &tree, into: &result)
            }
        }
        return result
    }

    /// The next step that runs on `device` after `index`, if any.
    static func nextStep(after index: Int, in flow: Flow, on device: FlowDevice) -> FlowStep? {
        flow.steps[(index + 1)...].first { $0.on?.matches(device) ?? true }
    }

    /// Why an expectation (an `expect`, a `repeat`'s `while`) fails on `tree`, or nil: its
    /// old action ids read as the actions they name now, with their warnings noted, and the
    /// colours the screen paints read only when it names one.
    func failure(of expectation: FlowExpectation, in tree: SemanticTree, on sim: Simulator, notes: inout [String]) -> String? {
        let paint = expectation.needsPaint ? ElementPaint(sim.renderTree) : nil
        return withCurrentIDs(expectation, on: sim, notes: &notes).failure(in: tree, paint: paint)
    }

    /// The most rounds a `repeat` with `while` and no `times` runs before it fails.
    static let maxRounds = 100

    /// Carries a step out and settles; what kind of failure and its message, or nil.
    /// `notes`: what the step should be told though it ran (an old action id it used).
    func perform(
        _ step: FlowStep, on sim: Simulator, device: FlowDevice, tree: inout SemanticTree?, notes: inout [String]
    ) -> (FlowFailure.Kind, String)? {
        switch step.action {
        case .expect(let expectation):
            let current = tree ?? sim.semanticTree()
            tree = current
            return failure(of: expectation, in: current, on: sim, notes: &notes).map { (.expectation, $0) }
        case .expectCrash(let message):
            guard let crash = sim.crash else { return (.expectation, "the app did not crash") }
            if let message, !crash.message.contains(message) {
                return (.expectation, "the app crashed with \"\(crash.message)\", not one containing \"\(message)\"")
            }
            return nil
        case .repeatWhile(let condition, let steps, let times):
            tree = nil
            return repeatWhile(condition, steps, times: times, on: sim, device: device, notes: &notes)
        default: break
        }
        tree = nil
        switch step.action {
        case .scrollTo(let written):
            let target = currentID(of: written, on: sim, notes: &notes)
            return reach.scrollTo(Self.name(of: target), on: sim, find: Self.finder(for: target, on: sim))
                .map { (stopReason() == nil ? .noElement : .budget, $0) }
        case .scrollUntilVisible(let written, let down, let maxScrolls):
            let target = currentID(of: written, on: sim, notes: &notes)
            return reach.scrollUntilVisible(Self.name(of: target), down: down, maxScrolls: maxScrolls, on: sim, find: Self.finder(for: target, on: sim))
                .map { (stopReason() == nil ? .noElement : .budget, $0) }
        case .hideKeyboard: return reach.hideKeyboard(on: sim).map { (stopReason() == nil ? .action : .budget, $0) }
        case .tapOutside(let target): return tapOutside(target, on: sim)
        default: break
        }
        let action: FlowStep.Action
        switch resolved(step.action, on: sim, notes: &notes) {
        case .success(let found): action = found
        case .failure(let missing): return (.noElement, missing.message)
        }
        do {
            // One batch, one commit: a typed word renders once, as a request of the API would.
            let events = try self.events(for: action, on: sim)
            var start = 0
            repeat {
                let end = min(events.count, start + Self.eventsPerCommit)
                if let reason = budget?.charge(end - start) { return (.budget, reason) }
                _ = try sim.send(Array(events[start..<end]))
                start = end
                if start < events.count, let reason = stopReason() { return (.budget, reason) }
            } while start < events.count
            settle(sim)
            // The app crashed (E3.S3): the step fails with the exception it raised.
            return sim.crash.map { (.crash, $0.message) }
        } catch {
            if case .unknownTarget(let id) = error.kind {
                return (.noElement, error.message + FlowScreen(sim.semanticTree()).missing(id))
            }
            return (Self.kind(of: error), error.message)
        }
    }

    /// Runs `steps` while `condition` holds on the screen: at most `times` rounds, else
    /// at most `maxRounds`, a failure when it still holds then.
    func repeatWhile(
        _ condition: FlowExpectation, _ steps: [FlowStep], times: Int?, on sim: Simulator, device: FlowDevice,
        notes: inout [String]
    ) -> (FlowFailure.Kind, String)? {
        for round in 1...(times ?? Self.maxRounds) {
            // A round is charged as one event, so that rounds of expectations alone (which
            // send nothing), nested, still meet the run's budget.
            if let reason = budget?.charge(1) ?? stopReason() { return (.budget, reason) }
            guard failure(of: condition, in: sim.semanticTree(), on: sim, notes: &notes) == nil else { return nil }
            for step in steps where step.on?.matches(device) ?? true {
                var tree: SemanticTree?
                guard let (kind, message) = perform(step, on: sim, device: device, tree: &tree, notes: &notes), !step.isOptional else {
                    continue
                }
                return (kind, "round \(round), \(step.text): \(message)")
            }
        }
        guard times == nil, failure(of: condition, in: sim.semanticTree(), on: sim, notes: &notes) == nil else { return nil }
        return (.budget, "it still held after \(Self.maxRounds) rounds; give times: to stop sooner without failing")
    }

    /// A refused event's kind of failure: its element missing, hidden or covered; the app
    /// already crashed; else the action itself.
    static func kind(of error: InputError) -> FlowFailure.Kind {
        switch error.kind {
        case .unknownTarget, .targetNotVisible, .targetCovered: .noElement
        case .appCrashed: .crash
        default: .action
        }
    }

    /// Why the run stops here, or nil: cancelled (the server stopping, the client gone) or
    /// its budget spent.
    /// Scrolling and hiding the keyboard as a person does, each wheel step or attempt
    /// charged to the run's budget.
    var reach: Reach {
        Reach { budget?.charge(1) ?? stopReason() }
    }

    func stopReason() -> String? {
        if isCancelled() { return "the run was stopped" }
        return budget?.overrun
    }

    func events(for action: FlowStep.Action, on sim: Simulator) throws(InputError) -> [InputEvent] {
        switch action {
        case .tap(.element(let id)): return [.tapTarget(id)]
        case .tap(.selector), .longPress(.selector): return []
        case .tap(.point(let point)): return [.tap(point)]
        case .longPress(.element(let id)): return [.longPress(target: id)]
        case .longPress(.point(let point)):
            let hold = InputEvent.advance(milliseconds: Metrics.longPressHold * 1000)
            return [.pointer(phase: .down, point: point, milliseconds: nil), hold, .pointer(phase: .up, point: point, milliseconds: nil)]
        case .drag(let from, let to, let ms):
            return [.drag(from: try point(from, on: sim), to: try point(to, on: sim), milliseconds: ms)]
        case .pick(let target, .date(let date)): return [.pickDate(target: target, date: date)]
        case .pick(let target, .time(let time)): return [.pickTime(target: target, time: time)]
        case .pick(let target, .row(let row)): return [.pickRow(target: target, row: row)]
        case .pick(let target, .value(let value)): return [.pickValue(target: target, value: value)]
        case .rotate(let orientation): return [.rotate(orientation)]
        case .settings(var change):
            // A window is an iPad's: an iPhone keeps the screen and the step's other settings.
            if sim.device.idiom != .pad { change.window = nil }
            return change == SettingsChange() ? [] : [.settings(change)]
        case .type(let text): return text.map { .key(String($0)) }
        case .key(let key, let modifiers): return [.key(key, modifiers: modifiers)]
        case .wait(let ms): return [.advance(milliseconds: ms)]
        case .relaunch, .clearState: return [.relaunch]
        case .expect, .scrollTo, .scrollUntilVisible, .hideKeyboard, .tapOutside, .expectCrash, .repeatWhile: return []
        }
    }

    /// Where a touch on the target lands: an element's, where a tap by its id would (the
    /// centre of its visible part); a point, itself.
    func point(_ target: FlowStep.Target, on sim: Simulator) throws(InputError) -> Point {
        switch target {
        case .point(let point): return point
        case .element(let id): return try sim.touchPoint(of: id)
        case .selector: throw InputError(.unknownTarget("the element"))
        }
    }

    /// Runs the clock on while timers are due within the settle limit (a long press's
    /// menu, a popover shown again after a rotation).
    func settle(_ sim: Simulator) {
        Reach.settle(sim)
    }

    func record(
        _ index: Int, _ outcome: FlowStepRecord.Outcome, _ sim: Simulator, tree: inout SemanticTree?,
        into result: inout FlowDeviceResult
    ) {
        result.outcomes.append(outcome)
        guard recordsTrees else { return }
        let current = tree ?? sim.semanticTree()
        tree = current
        result.steps.append(FlowStepRecord(index: index, outcome: outcome, render: sim.renderTree.snapshot, semantic: current))
    }
}
