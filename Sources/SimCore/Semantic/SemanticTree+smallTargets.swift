/// The one rule for a small touch target (API.md, TREE `smallTargets`): what the page's
/// 44 pt overlay outlines and the flow report lists. The audit's target-size check starts
/// from the same elements and then asks the engine's hit test how far a finger reaches
/// (AuditScreen.targetSizes).
extension SemanticTree {
    /// Apple's Human Interface Guidelines: a hit target of at least 44 × 44 pt.
    public static let minimumTargetSize = 44.0

    /// Each node's part on screen: its frame cut by the screen and by every ancestor's
    /// frame but the window's (a table clips the rows scrolled out of it). A node none of
    /// which shows has none. By element id; the first node of an id wins.
    public func visibleFrames() -> [String: Rect] {
        var out: [String: Rect] = [:]
        func walk(_ node: SemanticNode, clip: Rect) {
            let visible = clip.intersection(node.frame)
            if !visible.isEmpty, out[node.id] == nil { out[node.id] = visible }
            let inner = node.role == .window ? clip : visible
            for child in node.children { walk(child, clip: inner) }
        }
        walk(root, clip: Rect(x: 0, y: 0, width: screen.width, height: screen.height))
        return out
    }

    /// The ids, in tree order, of the tappable elements (`Role.tappable`) whose frame is
    /// under `minimumTargetSize` in width or height and some of which shows on screen
    /// (`visibleFrames`). The system keyboard's keys are the device's, not the form's, and
    /// are left out.
    public var smallTargets: [String] {
        let visible = visibleFrames()
        let (covers, covering) = inputPanels()
        return allNodes.compactMap { node in
            guard Role.tappable.contains(node.role), !node.isKeyboardKey,
                node.frame.width < Self.minimumTargetSize || node.frame.height < Self.minimumTargetSize,
                let shown = visible[node.id],
                covering.contains(node.id) || !covers.contains(where: { $0.covers(shown) })
            else { return nil }
            return node.id
        }
    }

    /// The keyboard's and the input views' frames, which cover what lies under them (a
    /// row scrolled under the keyboard shows nowhere), and the ids of what is in them.
    private func inputPanels() -> (frames: [Rect], inside: Set<String>) {
        var frames: [Rect] = []
        var inside = Set<String>()
        func walk(_ node: SemanticNode, inPanel: Bool) {
            let isPanel = node.role == .keyboard || node.role == .inputView
            if isPanel { frames.append(node.frame) }
            if inPanel || isPanel { inside.insert(node.id) }
            for child in node.children { walk(child, inPanel: inPanel || isPanel) }
        }
        walk(root, inPanel: false)
        return (frames, inside)
    }
}

extension Rect {
    /// Whether `other` lies wholly inside this rect.
    func covers(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}
