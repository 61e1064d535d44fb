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
        return allNodes.compactMap { node in
            guard Role.tappable.contains(node.role), !node.isKeyboardKey,
                node.frame.width < Self.minimumTargetSize || node.frame.height < Self.minimumTargetSize,
                visible[node.id] != nil
            else { return nil }
            return node.id
        }
    }
}
