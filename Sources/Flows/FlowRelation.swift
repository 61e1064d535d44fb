import SimCore

/// Where an element is beside another a flow names: `below:`, `above:` or `inside:` it.
/// The other element is the first a person sees of those its spec matches.
public struct FlowRelation: Equatable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case below, above, inside
    }

    public var kind: Kind
    public var anchor: FlowExpectation.NodeSpec

    public init(kind: Kind, anchor: FlowExpectation.NodeSpec) {
        self.kind = kind
        self.anchor = anchor
    }

    /// Whether `node` stands so beside the anchor (half a point of slack for rounding).
    func holds(for node: SemanticNode, in tree: SemanticTree) -> Bool {
        guard let other = anchor.pick(in: tree), other.id != node.id else { return false }
        switch kind {
        case .below: return node.frame.minY >= other.frame.maxY - 0.5
        case .above: return node.frame.maxY <= other.frame.minY + 0.5
        case .inside:
            return other.find(node.id) != nil
                || (node.frame.minX >= other.frame.minX - 0.5 && node.frame.maxX <= other.frame.maxX + 0.5
                    && node.frame.minY >= other.frame.minY - 0.5 && node.frame.maxY <= other.frame.maxY + 0.5)
        }
    }
}
