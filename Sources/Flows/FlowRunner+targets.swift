import Reach
import SimCore

/// A step's targets by what the screen shows, made ids before the step's events are sent:
/// `{text: Book}` becomes the id of the element it picks, and an id no element has
/// becomes the element whose label or value is that text (`tap: Book`). An action's old
/// id, from before actions counted from 0, becomes the action it names now, with a
/// warning (docs/BEHAVIOR.md E3.S6).
extension FlowRunner {
    /// Why a target picked nothing, as a failure says it.
    struct MissingTarget: Error {
        var message: String
    }

    func resolved(_ action: FlowStep.Action, on sim: Simulator, notes: inout [String]) -> Result<FlowStep.Action, MissingTarget> {
        func target(_ written: FlowStep.Target) -> Result<FlowStep.Target, MissingTarget> {
            let tree = sim.semanticTree()
            let target = currentID(of: written, on: sim, notes: &notes)
            switch target {
            case .point: return .success(target)
            case .element(let id):
                guard tree.root.find(id) == nil, sim.hasElement(id) == false else { return .success(target) }
                return .success(Reach.element(withText: id, in: tree).map { .element($0.id) } ?? target)
            case .selector(let spec):
                if let node = spec.pick(in: tree) { return .success(.element(node.id)) }
                let near = spec.text ?? spec.label
                let hint = near.flatMap { text -> String? in
                    if case .exact(let words) = text { return FlowScreen(tree).missing(words.lowercased().replacingOccurrences(of: " ", with: "-")) }
                    return nil
                } ?? "\n" + FlowScreen(tree).listing
                let found = spec.matches(in: tree).count
                let what = found > 0 ? "only \(found) element\(found == 1 ? "" : "s") \(spec.summary) on screen" : "no element \(spec.summary) on screen"
                return .failure(MissingTarget(message: what + hint))
            }
        }
        switch action {
        case .tap(let t): return target(t).map { .tap($0) }
        case .longPress(let t): return target(t).map { .longPress($0) }
        case .drag(let from, let to, let ms):
            return target(from).flatMap { from in target(to).map { .drag(from: from, to: $0, milliseconds: ms) } }
        default: return .success(action)
        }
    }

    /// An old action id's target as the action's id now, noting the warning; any other
    /// target as it is.
    func currentID(of target: FlowStep.Target, on sim: Simulator, notes: inout [String]) -> FlowStep.Target {
        guard case .element(let id) = target, let old = sim.oldActionID(id) else { return target }
        notes.append(Self.warning(old))
        return .element(old.id)
    }

    /// An expectation whose element (or absent element) is named by an old action id,
    /// checked for the action that id names now, noting the warning.
    func withCurrentIDs(_ expectation: FlowExpectation, on sim: Simulator, notes: inout [String]) -> FlowExpectation {
        var current = expectation
        if let id = current.node.id, let old = sim.oldActionID(id) {
            notes.append(Self.warning(old))
            current.node.id = old.id
        }
        if let id = current.absent?.id, let old = sim.oldActionID(id) {
            notes.append(Self.warning(old))
            current.absent?.id = old.id
        }
        return current
    }

    /// What a flow is told of an old action id: the API's warning, and where the id
    /// named no element, the way to name the action by what a person sees.
    static func warning(_ old: OldActionID) -> String {
        old.formerTitle == nil ? old.message + " or tap: \"\(old.title)\"" : old.message
    }

    /// How a failure names a target.
    static func name(of target: FlowStep.Target) -> String {
        switch target {
        case .element(let id): id
        case .selector(let spec): "the element \(spec.summary)"
        case .point(let point): "(\(Int(point.x)), \(Int(point.y)))"
        }
    }

    /// What finds a scrolling step's element on each screen: by id (or, where no element
    /// has that id, by its text), or by its spec.
    static func finder(for target: FlowStep.Target, on sim: Simulator) -> (SemanticTree) -> SemanticNode? {
        switch target {
        case .element(let id):
            let byID = sim.hasElement(id)
            return { tree in tree.root.find(id) ?? (byID ? nil : Reach.element(withText: id, in: tree)) }
        case .selector(let spec): return { spec.pick(in: $0) }
        case .point: return { _ in nil }
        }
    }
}
