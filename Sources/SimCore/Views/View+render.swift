extension View {
    /// This view's node as it would draw now, children named but not drawn.
    /// Colours are resolved for this view's traits (dynamic colours draw their light or
    /// dark value, or their high-contrast one under Increase Contrast); a text node with
    /// no colour of its own draws `label`.
    private func node(children: [String], id: String, frame: Rect) -> RenderNode {
        let style = traitCollection.userInterfaceStyle, level = traitCollection.userInterfaceLevel
        let contrast = traitCollection.accessibilityContrast
        var node = RenderNode(id: id, frame: frame)
        node.fill = backgroundColor
        node.cornerRadius = cornerRadius
        node.borderWidth = borderWidth
        node.borderColor = borderColor
        node.alpha = alpha
        node.hidden = isHidden
        node.clip = clipsToBounds
        node.blink = blinks
        node.scale = transformScale
        if shadowRadius > 0 { node.shadow = shadowRadius }
        if let borderDash, borderWidth > 0 { node.dash = borderDash }
        decorate(&node)
        node.children = children
        node.fill = node.fill?.resolved(style, level: level, contrast: contrast)
        node.borderColor = node.borderColor?.resolved(style, level: level, contrast: contrast)
        if let color = node.color {
            node.color = color.resolved(style, level: level, contrast: contrast)
        } else if style == .dark, node.kind != .rect {
            node.color = Color.label.resolved(style)
        }
        return node
    }

    /// The node id of this view, given on its first render.
    func takeRenderID(_ ids: inout IdGenerator) -> String {
        if let renderID { return renderID }
        let id = elementID.map { sheetNamespaced($0) } ?? ids.next()
        renderID = id
        return id
    }

    /// A presented sheet's form has element ids the form under it has too (`form`,
    /// `navigation-bar`, `cancel`): inside a sheet a view draws under `<sheet id>/<id>`,
    /// so the two never share a node. (The semantic tree keeps the plain ids: it shows
    /// only the sheet while one is up.)
    private func sheetNamespaced(_ id: String) -> String {
        var ancestor = superview
        while let view = ancestor {
            if view is SheetView, let sheet = view.elementID { return "\(sheet)/\(id)" }
            ancestor = view.superview
        }
        return id
    }

    /// Draws this view and the subviews it draws into `pass`, against what each drew in
    /// the last commit (`lastRender`): a view whose node is unchanged adds nothing, and one
    /// in the tree with nothing under it marked (`subtreeNeedsRender`) is not entered: its
    /// subviews draw what they drew, where they drew it. Returns this view's node id.
    @discardableResult
    func render(into pass: inout RenderPass, ids: inout IdGenerator) -> String {
        let id = takeRenderID(&ids)
        if let last = lastRender, last.node.id != id {
            // A reused cell's view drew under another row's id: that node leaves the tree,
            // and so do the views it drew that this pass does not draw again.
            if last.inTree {
                pass.retired.append(last)
                pass.dropped.append(contentsOf: last.subviews)
            }
            lastRender = nil
        }
        renderPass = pass.number
        let frame = Rect(origin: originInSuperview, size: self.frame.size)
        if !subtreeNeedsRender, let last = lastRender, last.inTree {
            // Nothing in it changed; at most it moved (its superview scrolled or was laid
            // out again), and what it draws moves with it.
            if last.node.frame != frame {
                pass.moves.append(RenderPass.Move(id: id, old: last.node.frame, new: frame))
                last.node.frame = frame
            }
            return id
        }
        var marked = false
        let children = renderChildren(into: &pass, ids: &ids, marked: &marked)
        defer { subtreeNeedsRender = marked || drawsEveryCommit }
        // Nothing it draws changed, it is where it was, with the same children: the node
        // it drew last stands, unbuilt.
        if let last = lastRender, !needsDisplay, !drawsEveryCommit, children == nil {
            if last.inTree {
                if last.node.frame == frame { return id }
                // Only its frame moved (a rotation, a scroll, a slide): the change is the
                // frame alone, with no node or property map built.
                pass.moves.append(RenderPass.Move(id: id, old: last.node.frame, new: frame))
                last.node.frame = frame
                return id
            }
            // Back in the tree unchanged (a pop brings the covered screen back): the node
            // it drew last, its frame put right, and nothing built. (Its node may still be
            // shared with the op that inserted it: written only when it moved, it is not
            // copied for nothing.)
            if last.node.frame != frame { last.node.frame = frame }
            last.inTree = true
            last.setKept(in: nil)
            pass.inserts.append((id, last.node))
            return id
        }
        if needsDisplay, needsTextOnly, let last = lastRender, last.inTree, !drawsEveryCommit, children == nil,
            let text = newText(since: last)
        {
            // Its text alone changed (and maybe its frame): the op says so, and the last
            // node takes the two in place, with no node built, copied or compared.
            needsDisplay = false
            pass.update(id: id, text: text, frame: frame, of: last)
            return id
        }
        let node = node(children: children?.ids ?? lastRender?.node.children ?? [], id: id, frame: frame)
        needsDisplay = false
        if let last = lastRender, !last.inTree {
            pass.inserts.append((id, node))
            last.node = node
            if let children { last.subviews = children.views }
            last.inTree = true
            last.setKept(in: nil)
        } else if let last = lastRender {
            if let children { last.subviews = children.views }
            // Compared in place, through the reference: no copy of the last node.
            if last.node == node { return id }
            pass.update(id: id, from: last.node, to: node)
            last.node = node
        } else {
            pass.inserts.append((id, node))
            let record = RenderRecord(node: node)
            record.subviews = children?.views ?? []
            lastRender = record
        }
        return id
    }

    /// Draws the subviews this view draws; returns their node ids and views, or nil when
    /// they are the ones it drew last, in the same order (the usual case: no array is
    /// built). `marked` is set when one of them must be visited again next pass. The views
    /// it drew last and no longer draws are handed to the pass, which takes them out of
    /// the tree unless another view draws them.
    private func renderChildren(
        into pass: inout RenderPass, ids: inout IdGenerator, marked: inout Bool
    ) -> (ids: [String], views: [View])? {
        let lastIDs = lastRender?.node.children ?? []
        let lastViews = lastRender?.subviews ?? []
        // A record out of the tree let its views go (they may be gone for good): its ids
        // alone are compared, and the views drawn are gathered again.
        let viewsKept = lastViews.count == lastIDs.count
        var gathered: [View] = []
        var children: (ids: [String], views: [View])?
        var count = 0
        if !isHidden {
            for subview in subviews where drawsSubview(subview) {
                let id = subview.render(into: &pass, ids: &ids)
                if subview.subtreeNeedsRender { marked = true }
                if children == nil, count < lastIDs.count, lastIDs[count] == id,
                    !viewsKept || lastViews[count] === subview
                {
                    if !viewsKept { gathered.append(subview) }
                    count += 1
                    continue
                }
                if children == nil {
                    // The first difference: the ones so far were the last ones.
                    children = (Array(lastIDs[..<count]), viewsKept ? Array(lastViews[..<count]) : gathered)
                    children?.ids.reserveCapacity(subviews.count)
                    children?.views.reserveCapacity(subviews.count)
                }
                children?.ids.append(id)
                children?.views.append(subview)
                count += 1
            }
        }
        if children == nil, count != lastIDs.count || lastRender == nil {
            children = (Array(lastIDs[..<count]), viewsKept ? Array(lastViews[..<count]) : gathered)
        }
        if children != nil {
            for view in lastViews where view.renderPass != pass.number { pass.dropped.append(view) }
            // All its subviews drawn, in their order (the usual case): the record shares
            // the subviews' array rather than holding a copy.
            if children?.views.count == subviews.count { children?.views = subviews }
        } else if !viewsKept {
            lastRender?.subviews = gathered
        }
        return children
    }

    /// Adds this view and what it draws to `tree` from scratch, leaving what it drew
    /// last alone: the reference a commit's changes are checked against in tests.
    @discardableResult
    func renderFully(into tree: inout RenderTree, ids: inout IdGenerator) -> String {
        let id = takeRenderID(&ids)
        var children: [String] = []
        if !isHidden {
            for subview in subviews where drawsSubview(subview) { children.append(subview.renderFully(into: &tree, ids: &ids)) }
        }
        tree.add(node(children: children, id: id, frame: Rect(origin: originInSuperview, size: frame.size)))
        return id
    }
}

extension View {
    /// A table cell given back for reuse will show another row under that row's element
    /// ids: it and its views give up their render ids, so the next render takes the new
    /// ids and removes the nodes drawn under the old ones. What they drew out of the tree
    /// is let go (a pool of cells keeps no records; see also `renderChanges()`).
    func forgetRenderIDs() {
        setNeedsRenderUpward()
        renderID = nil
        if let last = lastRender, !last.inTree { lastRender = nil }
        for view in subviews { view.forgetRenderIDs() }
    }
}

extension View {
    /// Asks the next render pass to visit this view's subviews: what one draws may follow
    /// what shows of this view, with nothing of its own changed (a table's section draws
    /// the rows in its scroll view's visible bounds). This view must be asked too.
    func setSubviewsNeedRender() {
        for view in subviews { view.subtreeNeedsRender = true }
    }

    /// Asks the next render pass to visit this view, and its ancestors to lead there; the
    /// walk up stops at one that is asked already (so are all above it).
    func setNeedsRenderUpward() {
        subtreeNeedsRender = true
        var current = superview
        while let view = current, !view.subtreeNeedsRender {
            view.subtreeNeedsRender = true
            current = view.superview
        }
    }
}
