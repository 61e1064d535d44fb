extension Simulator {
    /// The render tree of the current state: the screen, the app's window, then the
    /// system's status bar and home indicator on top.
    func render() -> RenderTree {
        layoutIfNeeded()
        statusBar.layoutTree()
        var tree = RenderTree()
        tree.nodes.reserveCapacity(renderTree.nodes.count)  // about as many as last time: no regrowth
        let size = device.screenSize(in: orientation)
        var screen = RenderNode(id: RenderTree.rootID, frame: Rect(origin: .zero, size: size))
        screen.fill = .black
        screen.children = [
            window.render(into: &tree, ids: &ids),
            inputPanel.render(into: &tree, ids: &ids),
            statusBar.render(into: &tree, ids: &ids),
            homeIndicator.render(into: &tree, ids: &ids),
        ]
        screen.extra = [
            "device": .string(device.id), "idiom": .string(device.idiom.rawValue),
            "orientation": .string(orientation.rawValue), "cornerRadius": .number(device.cornerRadius),
            "safeArea": .numbers(device.safeArea(in: orientation).array),
        ]
        if let cutout = device.cutout { screen.extra["cutout"] = .string(cutout.rawValue) }
        tree.add(screen)
        return tree
    }

    /// The animatable properties of what `render()` would draw now, after the same layout,
    /// with the same node ids: what an animation block compares.
    func presentationSnapshot() -> PresentationSnapshot {
        layoutIfNeeded()
        statusBar.layoutTree()
        var snapshot = PresentationSnapshot()
        for view in [window, inputPanel, statusBar, homeIndicator] as [View] { snapshot.add(view, ids: &ids) }
        return snapshot
    }

    /// The TREE of API.md for the current state.
    public func semanticTree() -> SemanticTree {
        window.layoutTree()
        let size = device.screenSize(in: orientation)
        var root =
            window.semanticNodes().first
            ?? SemanticNode(id: "window", role: .window, frame: Rect(origin: .zero, size: size))
        root.children += inputPanel.semanticNodesIfUp()
        return SemanticTree(
            version: version, device: device.id, idiom: device.idiom, orientation: orientation,
            screen: .init(width: size.width, height: size.height), firstResponder: firstResponderID, pasteboard: pasteboard,
            root: root)
    }
}
