extension View {
    /// This view's elements for the semantic tree: one node if it has a role and an
    /// element id, else its children's (hoisted), in the order a screen reader reads them.
    /// Hidden and transparent views show nothing.
    func semanticNodes() -> [SemanticNode] {
        let origin = superview?.convert(Point.zero, to: nil) ?? .zero
        return semanticBlock(firstResponder: window?.firstResponder, superviewOrigin: origin).nodes
    }

    /// The nodes, and whether their order is the app's (`accessibilityElements`): a
    /// container that sets it is read as a unit in that order wherever it is hoisted.
    /// (`firstResponder` is the window's, asked once for the whole walk; `superviewOrigin`
    /// is where the superview's bounds origin is on the screen, handed down so that each
    /// frame in the screen is one step from its superview's, not a walk to the window.)
    private func semanticBlock(
        firstResponder: Responder?, superviewOrigin: Point
    ) -> (nodes: [SemanticNode], ordered: Bool) {
        guard !isHidden, alpha >= 0.01 else { return ([], false) }
        let origin = Point(x: superviewOrigin.x + placedMinX, y: superviewOrigin.y + frame.minY)
        let children: [SemanticNode]
        if let accessibilityElements {
            children = accessibilityElements.flatMap { $0.semanticNodes() }
        } else {
            let content = Point(x: origin.x - self.boundsOrigin.x, y: origin.y - self.boundsOrigin.y)
            children = Self.readingOrder(
                subviews.map { $0.semanticBlock(firstResponder: firstResponder, superviewOrigin: content) },
                rightToLeft: effectiveUserInterfaceLayoutDirection.isRightToLeft)
        }
        guard let role = semanticRole, let elementID else { return (children, accessibilityElements != nil) }
        var node = SemanticNode(
            id: elementID, role: role, label: accessibilityLabel, value: accessibilityValue,
            frame: Rect(origin: origin, size: frame.size),
            states: firstResponder === self ? [.firstResponder] + semanticStates : semanticStates,
            background: backgroundColor?.resolvedColor(with: traitCollection).css, children: children)
        describe(&node)
        return ([node], false)
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

extension View {
    /// Mirrors the order VoiceOver reads a view's elements in when the app sets no
    /// `accessibilityElements`: by where they are drawn, top to bottom, and on one line
    /// from the leading edge (the right in a right-to-left language), whatever the order of
    /// the subviews (a navigation bar added after its table is read first). Elements on
    /// one line overlap by half the shorter one's height.
    /// Deviation: UIKit's exact sort is private; this is its documented effect.
    static func readingOrder(_ blocks: [(nodes: [SemanticNode], ordered: Bool)], rightToLeft: Bool) -> [SemanticNode] {
        // One unit or none (most containers): nothing to place.
        var count = 0
        for block in blocks where !block.nodes.isEmpty {
            count += block.ordered ? 1 : block.nodes.count
            if count > 1 { break }
        }
        if count <= 1 { return blocks.first { !$0.nodes.isEmpty }?.nodes ?? [] }
        func rect(_ node: SemanticNode) -> Rect? {
            Role.ownReadingContexts.contains(node.role) ? nil : node.frame
        }
        func before(_ a: Rect, _ b: Rect) -> Bool {
            guard a.isOnSameLine(as: b) else { return a.minY < b.minY }
            return rightToLeft ? a.maxX > b.maxX : a.minX < b.minX
        }
        // What is placed: one element, or a block in the app's order, placed by its first
        // (by index: no array is made for a unit). An insertion sort keeps equal elements
        // and own contexts where they were, and a few siblings in order cost one
        // comparison each.
        var placed: [(block: Int, node: Int?, rect: Rect?)] = []
        var total = 0
        func place(_ block: Int, _ node: Int?, _ r: Rect?) {
            var index = placed.count
            if let r {
                while index > 0, let previous = placed[index - 1].rect, before(r, previous) { index -= 1 }
            }
            placed.insert((block, node, r), at: index)
        }
        for (b, block) in blocks.enumerated() where !block.nodes.isEmpty {
            total += block.nodes.count
            if block.ordered {
                place(b, nil, rect(block.nodes[0]))
            } else {
                for n in block.nodes.indices { place(b, n, rect(block.nodes[n])) }
            }
        }
        var nodes: [SemanticNode] = []
        nodes.reserveCapacity(total)
        for unit in placed {
            if let n = unit.node {
                nodes.append(blocks[unit.block].nodes[n])
            } else {
                nodes += blocks[unit.block].nodes
            }
        }
        return nodes
    }
}
