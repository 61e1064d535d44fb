import Reach
import SimCore

/// `expect`: what the semantic tree must show after the steps before it (docs/FLOWS.md).
/// Every key given must hold; a node spec (`id`, `role`, `value`, `label`, `states`,
/// `contains`, `visible`, `presentation`) holds when some node matches all of it.
public struct FlowExpectation: Equatable, Sendable {
    /// Which nodes, and what they must show.
    public struct NodeSpec: Equatable, Sendable {
        public var id: String?
        public var role: Role?
        public var value: String?
        public var label: String?
        public var states: [ElementState] = []
        public var contains: [String] = []
        public var visible: Bool?
        /// How a presentation shows: `popover`, `sheet` (a popover adapted to a compact
        /// width, F1.W2), `overlay` or `menu`.
        public var presentation: String?

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
    public func failure(in tree: SemanticTree) -> String? {
        if let expected = firstResponder, tree.firstResponder != expected {
            return "first responder is \(Self.describe(tree.firstResponder)), expected \(Self.describe(expected))"
        }
        if let expected = pasteboard, tree.pasteboard != expected {
            return "the pasteboard holds \(Self.describe(tree.pasteboard)), expected \(Self.describe(expected))"
        }
        if let absent, let found = Self.nodes(of: tree).first(where: { absent.matches($0, in: tree) }) {
            return "expected no \(absent.summary), found \(Self.summary(found))"
        }
        guard !node.isEmpty else { return nil }
        let all = Self.nodes(of: tree)
        let candidates = all.filter { (node.id == nil || $0.id == node.id) && (node.role == nil || $0.role == node.role) }
        if candidates.contains(where: { node.matches($0, in: tree) }) { return nil }
        guard let nearest = candidates.first else {
            let what = "no \(node.id.map { "element \"\($0)\"" } ?? "\(node.role?.rawValue ?? "") element") on screen"
            return what + (node.id.map { FlowScreen(tree).missing($0) } ?? "\n" + FlowScreen(tree).listing)
        }
        return "expected \(node.summary), found \(Self.summary(nearest))"
    }

    /// Every node of the tree, depth first.
    static func nodes(of tree: SemanticTree) -> [SemanticNode] { tree.allNodes }

    static func describe(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "none" }

    /// A node as a report shows it: id, role, label, value and states.
    static func summary(_ node: SemanticNode) -> String {
        var parts = ["\(node.id) (\(node.role.rawValue))"]
        if let label = node.label { parts.append("label \"\(label)\"") }
        if let value = node.value { parts.append("value \"\(value)\"") }
        if !node.states.isEmpty { parts.append("states [\(node.states.map(\.rawValue).joined(separator: ", "))]") }
        return parts.joined(separator: ", ")
    }
}

extension FlowExpectation.NodeSpec {
    func matches(_ node: SemanticNode, in tree: SemanticTree) -> Bool {
        if let id, node.id != id { return false }
        if let role, node.role != role { return false }
        if let value, node.value != value { return false }
        if let label, node.label != label { return false }
        if !states.allSatisfy(node.states.contains) { return false }
        if !contains.isEmpty {
            let texts = Set(FlowExpectation.nodes(of: SemanticTree.wrapping(node, like: tree)).flatMap { [$0.label, $0.value] }.compactMap { $0 })
            if !contains.allSatisfy(texts.contains) { return false }
        }
        if let visible, isVisible(node, in: tree) != visible { return false }
        if let presentation, node.presentation != presentation { return false }
        return true
    }

    func isVisible(_ node: SemanticNode, in tree: SemanticTree) -> Bool { Self.isVisible(node, in: tree) }

    /// Inside the screen, and its centre not under an input view, popover or menu it is
    /// not part of.
    static func isVisible(_ node: SemanticNode, in tree: SemanticTree) -> Bool { Reach.isVisible(node, in: tree) }

    var summary: String {
        var parts: [String] = []
        if let id { parts.append("id \(id)") }
        if let role { parts.append("role \(role.rawValue)") }
        if let value { parts.append("value \"\(value)\"") }
        if let label { parts.append("label \"\(label)\"") }
        if !states.isEmpty { parts.append("states [\(states.map(\.rawValue).joined(separator: ", "))]") }
        if !contains.isEmpty { parts.append("containing [\(contains.joined(separator: ", "))]") }
        if let visible { parts.append(visible ? "visible" : "not visible") }
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
