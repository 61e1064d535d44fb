extension SemanticTree {
    /// Every node of the tree, depth first, parents before their children.
    public var allNodes: [SemanticNode] { root.allNodes }
}

extension SemanticNode {
    /// This node and every node under it, depth first, parents before their children.
    public var allNodes: [SemanticNode] {
        var out: [SemanticNode] = []
        var stack = [self]
        while let node = stack.popLast() {
            out.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return out
    }
}
