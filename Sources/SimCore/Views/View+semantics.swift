extension View {
    /// This view's elements for the semantic tree: one node if it has a role and an
    /// element id, else its children's (hoisted), in the order a screen reader reads them.
    /// Hidden and transparent views show nothing.
    func semanticNodes() -> [SemanticNode] { semanticNodes(remembering: true) }

    /// The same; `remembering` false reads every view afresh and leaves what each
    /// remembers (`semanticMemo`) as it was.
    func semanticNodes(remembering: Bool) -> [SemanticNode] {
        let origin = superview?.convert(Point.zero, to: nil) ?? .zero
        return semanticBlock(firstResponder: window?.firstResponder, superviewOrigin: origin, remembering: remembering)
            .nodes
    }

    /// The nodes, and whether their order is the app's (`accessibilityElements`): a
    /// container that sets it is read as a unit in that order wherever it is hoisted.
    /// (`firstResponder` is the window's, asked once for the whole walk; `superviewOrigin`
    /// is where the superview's bounds origin is on the screen, handed down so that each
    /// frame in the screen is one step from its superview's, not a walk to the window.)
    ///
    /// A view not asked to be read again (`semanticsNeedUpdate`) and where it was on the
    /// screen gives what it gave last time, with nothing under it read: an event reads
    /// the views it changed and their ancestors, and the unchanged parts of the tree are
    /// the last walk's, shared.
    private func semanticBlock(
        firstResponder: Responder?, superviewOrigin: Point, remembering: Bool
    ) -> (nodes: [SemanticNode], ordered: Bool) {
        // A hidden view keeps its mark: shown again, it is read again.
        guard isShownToSemantics else { return ([], false) }
        let origin = Point(x: superviewOrigin.x + placedMinX, y: superviewOrigin.y + frame.minY)
        if remembering, !semanticsNeedUpdate, let block = semanticMemo?.block(at: origin) { return block }
        // Read every time: what reads views elsewhere, or changes with nothing marked.
        var markedUnder = drawsEveryCommit || readsOtherViewsForSemantics || accessibilityElements != nil
        let children: [SemanticNode]
        if let accessibilityElements {
            // The views it lists may be anywhere, read by another walk too: read afresh,
            // leaving what they remember to that walk.
            children = accessibilityElements.flatMap { $0.semanticNodes(remembering: false) }
        } else {
            let content = Point(x: origin.x - boundsOrigin.x, y: origin.y - boundsOrigin.y)
            var blocks: [(nodes: [SemanticNode], ordered: Bool)] = []
            blocks.reserveCapacity(subviews.count)
            for subview in subviews {
                blocks.append(
                    subview.semanticBlock(firstResponder: firstResponder, superviewOrigin: content, remembering: remembering))
                if subview.semanticsNeedUpdate, subview.isShownToSemantics { markedUnder = true }
            }
            children = Self.readingOrder(blocks, rightToLeft: effectiveUserInterfaceLayoutDirection.isRightToLeft)
        }
        let block: (nodes: [SemanticNode], ordered: Bool)
        let isElementNode: Bool
        if let role = semanticRole, let elementID {
            isElementNode = true
            var node = SemanticNode(
                id: elementID, role: role, label: accessibilityLabel, value: accessibilityValue,
                frame: Rect(origin: origin, size: frame.size),
                states: firstResponder === self ? [.firstResponder] + semanticStates : semanticStates,
                background: backgroundColor?.resolvedColor(with: traitCollection).css, children: children)
            describe(&node)
            block = ([node], false)
        } else {
            isElementNode = false
            block = (children, accessibilityElements != nil)
        }
        if remembering {
            if block.nodes.isEmpty {
                semanticMemo = .nothing
            } else if markedUnder || subviews.isEmpty || (!isElementNode && subviews.count == 1) {
                // Read again at the next walk anyway (still marked), or read again at the
                // cost of its own node or of its one subview's memo: not worth the memory.
                semanticMemo = nil
            } else {
                semanticMemo = .nodes(SemanticMemo.Given(origin: origin, block: block))
            }
            semanticsNeedUpdate = markedUnder
        }
        return block
    }

    /// Whether this view shows in the semantic tree at all: hidden and transparent views
    /// show nothing, nor do the views under them.
    private var isShownToSemantics: Bool { !isHidden && alpha >= 0.01 }

    /// Lets go of what this view and those under it gave the semantic walk: out of the
    /// hierarchy they are read afresh when they join one again (it marks them all), and a
    /// row scrolled away keeps no nodes.
    func forgetSemantics() {
        semanticMemo = nil
        for view in subviews { view.forgetSemantics() }
    }

    /// Asks the next semantic walk to read this view again, and its ancestors to lead
    /// there: what a setter changes that the semantic tree shows and nothing draws (a
    /// label for VoiceOver, a state, a value out of sight). Changes that draw ask already.
    /// The walk up stops at an ancestor that is asked already (so are all above it).
    public func setNeedsSemanticsUpdate() {
        semanticsNeedUpdate = true
        var current = superview
        while let view = current, !view.semanticsNeedUpdate {
            view.semanticsNeedUpdate = true
            current = view.superview
        }
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
