/// What one view drew in the last commit: its node and the node's wire properties. A
/// class, so that a render compares the new node with it in place instead of copying it.
final class RenderRecord {
    var node: RenderNode
    var props: RenderProps

    init(node: RenderNode, props: RenderProps) {
        self.node = node
        self.props = props
    }
}
