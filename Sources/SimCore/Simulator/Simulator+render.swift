extension Simulator {
    /// Lays out, draws the views against the committed tree and returns the ops from it
    /// to the current state (with the animations declared since), applying them to
    /// `renderTree`. Order: the screen, the app's window, then the system's status bar
    /// and home indicator on top.
    func renderChanges() -> [RenderOp] {
        layoutIfNeeded()
        // A scroll out from under the panel lays out the scroll view's subtree in its
        // animation block; what follows a source in it follows again.
        if revealPendingResponder() { for presentation in window.presentations { presentation.followSource() } }
        renderPassNumber += 1
        var pass = RenderPass(number: renderPassNumber, animations: animator.take())
        let roots: [View] = [window, inputPanel, statusBar, homeIndicator]
        let screen = screenNode(children: roots.map { $0.render(into: &pass, ids: &ids) })
        // A root replaced (a new language's status bar) leaves with what it drew.
        for root in renderedRoots where !roots.contains(where: { $0 === root }) { pass.dropped.append(root) }
        renderedRoots = roots
        if let lastScreen, lastScreen != screen {
            pass.update(id: screen.id, from: lastScreen, to: screen)
        } else if lastScreen == nil {
            pass.inserts.append((screen.id, screen))
        }
        lastScreen = screen
        // What the last commit drew and this pass did not leaves the tree.
        var removed = pass.retired
        for view in pass.dropped { retire(view, pass: pass.number, into: &removed) }
        drawnViewCount = max(0, drawnViewCount + pass.inserts.count - removed.count)
        let ops = pass.ops(removed: removed)
        committed.commit(ops)
        return ops
    }

    /// Takes `view`, drawn last commit and not visited by this pass, out of the tree, and
    /// the views it drew (each before the one that drew it, as they were painted) unless
    /// this pass drew them elsewhere.
    private func retire(_ view: View, pass: Int, into removed: inout [RenderRecord]) {
        guard view.renderPass != pass, let last = view.lastRender, last.inTree else { return }
        for subview in last.subviews { retire(subview, pass: pass, into: &removed) }
        removed.append(last)
        // A view not drawn keeps its record, out of the tree, to be drawn again without
        // building its node: a view that left the hierarchy (a covered screen, a keyboard
        // swapped for a picker), and up to `recordsKeptOnScreenLimit` still in it (the rows
        // a rotation to landscape puts off screen, a hidden view's subviews). A cell given
        // back for reuse (its ids forgotten) keeps nothing: a session holds no nodes for
        // the rows of a long form.
        if view.renderID == nil || (view.window != nil && recordsKeptOnScreen.value >= Self.recordsKeptOnScreenLimit) {
            view.lastRender = nil
            return
        }
        last.inTree = false
        // Out of the tree, it holds no views: they may leave for good (rows scrolled past).
        last.subviews = []
        if view.window != nil { last.setKept(in: recordsKeptOnScreen) }
    }

    /// Records kept for views on the screen but not drawn, at most: about a screenful of
    /// rows (a rotation to landscape puts that many off screen). A record holds its node:
    /// a form scrolled through keeps no more than these.
    static let recordsKeptOnScreenLimit = 128

    /// The committed tree as what each view drew last holds it: the screen's node and
    /// the node of each view drawn in the last pass.
    func treeFromRecords() -> RenderTree {
        var tree = RenderTree()
        tree.nodes.reserveCapacity(drawnViewCount + 1)
        if let lastScreen { tree.nodes[lastScreen.id] = lastScreen }
        func add(_ view: View) {
            guard let last = view.lastRender, last.inTree else { return }
            tree.nodes[last.node.id] = last.node
            for subview in last.subviews { add(subview) }
        }
        for view in renderedRoots { add(view) }
        return tree
    }

    /// The render tree of the current state laid out and drawn from scratch, without
    /// touching what the views drew last: tests check the committed tree (laid out where
    /// it needed layout, drawn where it changed) against it.
    func renderFully() -> RenderTree {
        setNeedsLayoutEverywhere()
        layoutIfNeeded()
        var tree = RenderTree()
        let children = [window, inputPanel, statusBar, homeIndicator].map { $0.renderFully(into: &tree, ids: &ids) }
        tree.add(screenNode(children: children))
        return tree
    }

    /// The root: the screen's size and the device's facts.
    private func screenNode(children: [String]) -> RenderNode {
        let size = device.screenSize(in: orientation)
        var screen = RenderNode(id: RenderTree.rootID, frame: Rect(origin: .zero, size: size))
        screen.fill = .black
        screen.children = children
        var facts = RenderNode.Screen(
            device: device.id, idiom: device.idiom, orientation: orientation, cornerRadius: device.cornerRadius,
            safeArea: device.safeArea(in: orientation))
        facts.cutout = device.cutout
        // F1: the page draws the other app (or the one under a Slide Over) beside a
        // window that does not fill the screen; none when it does.
        if configuration.window != .full {
            facts.window = configuration.window.name
            facts.windowFrame = window.frame
        }
        facts.appearance = configuration.appearance
        facts.layoutDirection = configuration.localization.layoutDirection
        screen.screen = facts
        return screen
    }

    /// The animatable properties of what `render()` would draw now, after the same layout,
    /// with the same node ids: what an animation block compares.
    func presentationSnapshot() -> PresentationSnapshot {
        layoutIfNeeded()
        var snapshot = PresentationSnapshot()
        // About as many entries as views were drawn last: no growing as they are added.
        snapshot.entries.reserveCapacity(drawnViewCount + 32)
        for view in [window, inputPanel, statusBar, homeIndicator] as [View] { snapshot.add(view, ids: &ids) }
        return snapshot
    }

    /// The TREE of API.md for the current state.
    public func semanticTree() -> SemanticTree {
        window.layoutTree(everything: true)
        return semanticTreeAsLaidOut()
    }

    /// The semantic tree read afresh, no view's memo read or kept (View+semantics): what
    /// tests hold the remembered one to.
    func semanticTreeAfresh() -> SemanticTree {
        window.layoutTree(everything: true)
        return semanticTreeAsLaidOut(remembering: false)
    }

    /// The tree from the views as they are laid out now, laying out nothing more: a
    /// commit compares it without the side effects of laying out views it did not draw.
    func semanticTreeAsLaidOut(remembering: Bool = true) -> SemanticTree {
        let size = device.screenSize(in: orientation)
        var root =
            window.semanticNodes(remembering: remembering).first
            ?? SemanticNode(id: "window", role: .window, frame: Rect(origin: .zero, size: size))
        // What a modal presentation covers is left out, as VoiceOver leaves it out.
        if let modal = window.modalPresentations.last {
            let front = modal.views.flatMap { $0.semanticNodes(remembering: remembering) }
            root.children = front
        }
        if let crash {
            root.states.append(.crashed)
            root.value = "\(crash.name): \(crash.reason)"
            root.children = window.crashReport?.semanticNodes(remembering: remembering) ?? []
        }
        // Appended only when up: the window's children stay the buffer its memo shares.
        let panel = inputPanel.semanticNodesIfUp(remembering: remembering)
        if !panel.isEmpty { root.children += panel }
        let traits = window.traitCollection
        let windowSize = window.bounds.size
        return SemanticTree(
            version: version, device: device.id, idiom: device.idiom, orientation: orientation,
            appearance: configuration.appearance, contentSize: configuration.contentSize,
            locale: configuration.localization.identifier, layoutDirection: configuration.localization.layoutDirection,
            screen: .init(width: size.width, height: size.height),
            window: .init(kind: configuration.window.name, width: windowSize.width, height: windowSize.height),
            traits: .init(
                horizontalSizeClass: traits.horizontalSizeClass, verticalSizeClass: traits.verticalSizeClass,
                userInterfaceIdiom: traits.userInterfaceIdiom, accessibilityContrast: traits.accessibilityContrast),
            firstResponder: firstResponderID, pasteboard: pasteboard, root: root)
    }

    /// The semantic tree as a commit compares it (B13.1): without its version, which the
    /// comparison decides, and as laid out (reading it lays nothing out).
    func semanticsWithoutVersion() -> SemanticTree {
        var tree = semanticTreeAsLaidOut()
        tree.version = 0
        return tree
    }

    /// Takes what the semantic tree says before the first change a commit compares
    /// against; later commits keep their own.
    func noteSemanticsBeforeChange() {
        if committedSemantics == nil { committedSemantics = semanticsWithoutVersion() }
    }
}
