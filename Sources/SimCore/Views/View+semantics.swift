extension View {
    /// This view's elements for the semantic tree: one node if it has a role and an
    /// element id, else its children's (hoisted). Hidden and transparent views show nothing.
    func semanticNodes() -> [SemanticNode] {
        guard !isHidden, alpha >= 0.01 else { return [] }
        let children = subviews.flatMap { $0.semanticNodes() }
        guard let role = semanticRole, let elementID else { return children }
        var node = SemanticNode(
            id: elementID, role: role, label: accessibilityLabel, value: accessibilityValue,
            frame: frameInScreen, states: (isFirstResponder ? [.firstResponder] : []) + semanticStates,
            background: backgroundColor?.resolvedColor(with: traitCollection).css, children: children)
        describe(&node)
        return [node]
    }
}

extension View {
    /// Whether this view is an element a touch can name: it has an id and a role that
    /// is not a container's.
    var isElement: Bool {
        guard elementID != nil, let role = semanticRole else { return false }
        return !role.isContainer
    }
}
