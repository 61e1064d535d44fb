extension SemanticTree {
    /// Every node of the tree, depth first, parents before their children.
    public var allNodes: [SemanticNode] {
        var out: [SemanticNode] = []
        var stack = [root]
        while let node = stack.popLast() {
            out.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return out
    }
}
