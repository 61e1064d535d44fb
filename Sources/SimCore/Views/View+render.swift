extension View {
    /// Adds this view and its subtree to `tree` and returns this view's node id.
    @discardableResult
    func render(into tree: inout RenderTree, ids: inout IdGenerator) -> String {
        let id = renderID ?? elementID ?? ids.next()
        renderID = id
        var node = RenderNode(id: id, frame: Rect(origin: originInSuperview, size: frame.size))
        node.fill = backgroundColor
        node.cornerRadius = cornerRadius
        node.borderWidth = borderWidth
        node.borderColor = borderColor
        node.alpha = alpha
        node.hidden = isHidden
        node.clip = clipsToBounds
        if blinks { node.extra["blink"] = .bool(true) }
        if shadowRadius > 0 { node.extra["shadow"] = .number(shadowRadius) }
        decorate(&node)
        if !isHidden {
            node.children = subviews.map { $0.render(into: &tree, ids: &ids) }
        }
        if let last = lastRender, last.node == node {
            tree.nodes[id] = last.props
        } else {
            let props = node.properties
            lastRender = (node, props)
            tree.nodes[id] = props
        }
        return id
    }
}
