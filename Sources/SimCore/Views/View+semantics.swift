extension View {
    /// This view's elements for the semantic tree: one node if it has a role and an
    /// element id, else its children's (hoisted), in the order a screen reader reads them.
    /// Hidden and transparent views show nothing.
    func semanticNodes() -> [SemanticNode] { semanticBlock().nodes }

    /// The nodes, and whether their order is the app's (`accessibilityElements`): a
    /// container that sets it is read as a unit in that order wherever it is hoisted.
    private func semanticBlock() -> (nodes: [SemanticNode], ordered: Bool) {
        guard !isHidden, alpha >= 0.01 else { return ([], false) }
        let children: [SemanticNode]
        if let accessibilityElements {
            children = accessibilityElements.flatMap { $0.semanticNodes() }
        } else {
            children = Self.readingOrder(
                subviews.map { $0.semanticBlock() }, rightToLeft: effectiveUserInterfaceLayoutDirection.isRightToLeft)
        }
        guard let role = semanticRole, let elementID else { return (children, accessibilityElements != nil) }
        var node = SemanticNode(
            id: elementID, role: role, label: accessibilityLabel, value: accessibilityValue,
            frame: frameInScreen, states: (isFirstResponder ? [.firstResponder] : []) + semanticStates,
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
        // What is placed: one element, or a block in the app's order, placed by its first.
        let units: [[SemanticNode]] = blocks.flatMap { block in
            block.ordered ? [block.nodes].filter { !$0.isEmpty } : block.nodes.map { [$0] }
        }
        guard units.count > 1 else { return units.first ?? [] }
        func rect(_ unit: [SemanticNode]) -> Rect? {
            guard let node = unit.first, !Role.ownReadingContexts.contains(node.role) else { return nil }
            return node.frame
        }
        func before(_ a: Rect, _ b: Rect) -> Bool {
            guard a.isOnSameLine(as: b) else { return a.minY < b.minY }
            return rightToLeft ? a.maxX > b.maxX : a.minX < b.minX
        }
        // An insertion sort keeps equal elements and own contexts where they were, and a
        // few siblings in order cost one comparison each.
        var placed: [(unit: [SemanticNode], rect: Rect?)] = []
        placed.reserveCapacity(units.count)
        for unit in units {
            let r = rect(unit)
            var index = placed.count
            if let r {
                while index > 0, let previous = placed[index - 1].rect, before(r, previous) { index -= 1 }
            }
            placed.insert((unit, r), at: index)
        }
        return placed.flatMap(\.unit)
    }
}
