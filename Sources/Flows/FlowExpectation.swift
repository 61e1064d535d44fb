import Reach
import SimCore

/// `expect`: what the semantic tree must show after the steps before it (docs/FLOWS.md).
/// Every key given must hold; a node spec (`id`, `role`, `value`, `label`, `states`,
/// `contains`, `visible`, `presentation`) holds when some node matches all of it.
public struct FlowExpectation: Equatable, Sendable {
    /// Which nodes, and what they must show: also a step's target (`tap: {text: Book}`).
    public struct NodeSpec: Equatable, Sendable {
        public var id: String?
        public var role: Role?
        public var value: FlowText?
        public var label: FlowText?
        /// The label or the value.
        public var text: FlowText?
        public var states: [ElementState] = []
        public var contains: [String] = []
        public var visible: Bool?
        /// At least this part of the element is in view (`visible: 0.5`), 0…1.
        public var visibleFraction: Double?
        /// The colour of its text (its label's, else its value's), and what it is filled
        /// with: expectations only, read from what the screen paints.
        public var color: FlowColor?
        public var fill: FlowColor?
        /// Enabled: not `disabled`.
        public var enabled: Bool?
        /// How a presentation shows: `popover`, `sheet` (a popover adapted to a compact
        /// width, F1.W2), `overlay` or `menu`.
        public var presentation: String?
        /// Where it is beside another element: below, above or inside it.
        public var relations: [FlowRelation] = []
        /// Which of the matches, from 0 in the screen's order (top to bottom as the tree
        /// lists it).
        public var index: Int?
        /// In an expectation: how many elements match.
        public var count: Int?

        public init() {}

        public var isEmpty: Bool { self == NodeSpec() }
    }

    public var node = NodeSpec()
    /// `firstResponder: <id>` or `firstResponder: null` (none).
    public var firstResponder: String??
    public var pasteboard: String??
    /// No node matches this spec.
    public var absent: NodeSpec?

    public init() {}

    /// Why the expectation fails on this tree, or nil when it holds.
    public func failure(in tree: SemanticTree, paint: ElementPaint? = nil) -> String? {
        if let expected = firstResponder, tree.firstResponder != expected {
            return "first responder is \(Self.describe(tree.firstResponder)), expected \(Self.describe(expected))"
        }
        if let expected = pasteboard, tree.pasteboard != expected {
            return "the pasteboard holds \(Self.describe(tree.pasteboard)), expected \(Self.describe(expected))"
        }
        if let absent, let found = Self.nodes(of: tree).first(where: { absent.matches($0, in: tree, paint: paint) }) {
            return "expected no \(absent.summary), found \(Self.summary(found))"
        }
        guard !node.isEmpty else { return nil }
        let all = Self.nodes(of: tree)
        let matching = all.filter { node.matches($0, in: tree, paint: paint) }
        if let count = node.count {
            return matching.count == count ? nil : "expected \(count) element\(count == 1 ? "" : "s") \(node.summary), found \(matching.count)"
        }
        if matching.count > (node.index ?? 0) { return nil }
        let candidates = all.filter { (node.id == nil || $0.id == node.id) && (node.role == nil || $0.role == node.role) }
        if let index = node.index, !matching.isEmpty {
            return "expected an element \(node.summary) at index \(index), found \(matching.count) of them"
        }
        guard let nearest = candidates.first else {
            let what = "no \(node.id.map { "element \"\($0)\"" } ?? "\(node.role?.rawValue ?? "") element") on screen"
            return what + (node.id.map { FlowScreen(tree).missing($0) } ?? "\n" + FlowScreen(tree).listing)
        }
        return "expected \(node.summary), found \(Self.summary(nearest, paint: node.needsPaint ? paint : nil, in: node.visibleFraction != nil ? tree : nil))"
    }

    /// Whether checking it needs the colours the screen paints (`color`, `fill`).
    public var needsPaint: Bool { node.needsPaint || absent?.needsPaint == true }

    /// Every node of the tree, depth first.
    static func nodes(of tree: SemanticTree) -> [SemanticNode] { tree.allNodes }

    static func describe(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "none" }

    /// A node as a report shows it: id, role, label, value and states.
    static func summary(_ node: SemanticNode, paint: ElementPaint? = nil, in tree: SemanticTree? = nil) -> String {
        var parts = ["\(node.id) (\(node.role.rawValue))"]
        if let label = node.label { parts.append("label \"\(label)\"") }
        if let value = node.value { parts.append("value \"\(value)\"") }
        if !node.states.isEmpty { parts.append("states [\(node.states.map(\.rawValue).joined(separator: ", "))]") }
        if let tree { parts.append("\(Int((Reach.visibleFraction(node, in: tree) * 100).rounded()))% in view") }
        if let paint {
            parts.append("text colour \(paint.textColor(of: node).map(\.description) ?? "none")")
            parts.append("fill \(paint.fill(of: node))")
        }
        return parts.joined(separator: ", ")
    }
}

extension FlowExpectation.NodeSpec {
    func matches(_ node: SemanticNode, in tree: SemanticTree) -> Bool {
        if let id, node.id != id { return false }
        if let role, node.role != role { return false }
        if let value, !value.matches(node.value) { return false }
        if let label, !label.matches(node.label) { return false }
        if let text, !text.matches(node.label), !text.matches(node.value) { return false }
        if !states.allSatisfy(node.states.contains) { return false }
        if let enabled, node.states.contains(.disabled) == enabled { return false }
        if !contains.isEmpty {
            let texts = Set(FlowExpectation.nodes(of: SemanticTree.wrapping(node, like: tree)).flatMap { [$0.label, $0.value] }.compactMap { $0 })
            if !contains.allSatisfy(texts.contains) { return false }
        }
        if let visible, isVisible(node, in: tree) != visible { return false }
        if let visibleFraction, Reach.visibleFraction(node, in: tree) < visibleFraction - 1e-9 { return false }
        if let presentation, node.presentation != presentation { return false }
        return relations.allSatisfy { $0.holds(for: node, in: tree) }
    }

    /// `matches(_:in:)`, and the colours the screen paints it in (`color`, `fill`), which
    /// hold only where `paint` is given.
    func matches(_ node: SemanticNode, in tree: SemanticTree, paint: ElementPaint?) -> Bool {
        guard matches(node, in: tree) else { return false }
        guard needsPaint else { return true }
        guard let paint else { return false }
        if let color, !color.matches(paint.textColor(of: node), on: tree) { return false }
        if let fill, !fill.matches(paint.fill(of: node), on: tree) { return false }
        return true
    }

    var needsPaint: Bool { color != nil || fill != nil }

    /// The elements this spec picks on `tree`, in the tree's order: those a person sees
    /// first, then the others.
    func matches(in tree: SemanticTree) -> [SemanticNode] {
        let all = tree.allNodes.filter { !$0.id.isEmpty && matches($0, in: tree) }
        return all.filter { Self.isVisible($0, in: tree) } + all.filter { !Self.isVisible($0, in: tree) }
    }

    /// The element a step's target picks: the `index`th match (the first without one).
    func pick(in tree: SemanticTree) -> SemanticNode? {
        let found = matches(in: tree)
        let index = self.index ?? 0
        return index < found.count ? found[index] : nil
    }

    func isVisible(_ node: SemanticNode, in tree: SemanticTree) -> Bool { Self.isVisible(node, in: tree) }

    /// Inside the screen, and its centre not under an input view, popover or menu it is
    /// not part of.
    static func isVisible(_ node: SemanticNode, in tree: SemanticTree) -> Bool { Reach.isVisible(node, in: tree) }

    var summary: String {
        var parts: [String] = []
        if let id { parts.append("id \(id)") }
        if let role { parts.append("role \(role.rawValue)") }
        if let value { parts.append("value \(value.description)") }
        if let label { parts.append("label \(label.description)") }
        if let text { parts.append("text \(text.description)") }
        if !states.isEmpty { parts.append("states [\(states.map(\.rawValue).joined(separator: ", "))]") }
        if let enabled { parts.append(enabled ? "enabled" : "disabled") }
        for relation in relations { parts.append("\(relation.kind.rawValue) \(relation.anchor.summary)") }
        if let index { parts.append("index \(index)") }
        if !contains.isEmpty { parts.append("containing [\(contains.joined(separator: ", "))]") }
        if let visible { parts.append(visible ? "visible" : "not visible") }
        if let visibleFraction { parts.append("at least \(Int((visibleFraction * 100).rounded()))% in view") }
        if let color { parts.append("text colour \(color)") }
        if let fill { parts.append("fill \(fill)") }
        if let presentation { parts.append("presentation \(presentation)") }
        return parts.joined(separator: ", ")
    }
}

extension SemanticTree {
    /// A tree whose root is `node`, for walking a node's descendants.
    static func wrapping(_ node: SemanticNode, like tree: SemanticTree) -> SemanticTree {
        var copy = tree
        copy.root = node
        return copy
    }
}
