/// What one view drew in the last commit: its node. A class, so that a render compares
/// the new node with it in place instead of copying it. A new node is inserted as it is
/// (`RenderOp.insert`, the node shared, not copied); a change is read field by field
/// (`RenderNode.changedProperties(since:)`).
///
/// A view that leaves the tree (a covered screen, a keyboard put away) keeps its record,
/// out of the tree: drawn again unchanged, its node is inserted again with nothing built
/// (a pop brings a whole screen back).
final class RenderRecord {
    var node: RenderNode
    /// The views drawn as the node's children, in its order: a pass that no longer draws
    /// one of them takes it and what it drew out of the tree (`Simulator.renderChanges()`).
    var subviews: [View] = []
    /// False once the node has left the tree.
    var inTree = true
    /// The count it is in while kept out of the tree for a view still on the screen
    /// (`setKept(in:)`).
    var keptCount: KeptRecordCount?

    init(node: RenderNode) {
        self.node = node
    }

    deinit { setKept(in: nil) }
}
