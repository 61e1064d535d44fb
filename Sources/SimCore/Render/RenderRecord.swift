/// What one view drew in the last commit: its node. A class, so that a render compares
/// the new node with it in place instead of copying it. The node's wire properties are
/// built only when it is new to the tree; a change is read field by field
/// (`RenderNode.changedProperties(since:)`).
final class RenderRecord {
    var node: RenderNode

    init(node: RenderNode) {
        self.node = node
    }
}
