import SimCore

extension Simulator {
    /// The element with this id in the semantic tree, if it shows.
    public func node(_ id: String) -> SemanticNode? { semanticTree().root.find(id) }

    /// The centre of an element's frame in the semantic tree.
    public func centre(of id: String) -> Point? { node(id)?.frame.center }

    /// The id of the first text field of the semantic tree, in reading order.
    public func firstTextField() -> String? {
        func find(_ node: SemanticNode) -> String? {
            if node.role == .textField { return node.id }
            for child in node.children { if let id = find(child) { return id } }
            return nil
        }
        return find(semanticTree().root)
    }
}
