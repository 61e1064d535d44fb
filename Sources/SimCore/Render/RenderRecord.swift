/// What one view drew in the last commit: its node. A class, so that a render compares
/// the new node with it in place instead of copying it. The node's wire properties are
/// built only when it is new to the tree; a change is read field by field
/// (`RenderNode.changedProperties(since:)`).
///
/// A view that leaves the tree (a covered screen, a keyboard put away) keeps its record,
/// out of the tree, with the property map it was inserted with if nothing changed since:
/// drawn again unchanged, it is inserted with that map instead of building one (a pop
/// brings a whole screen back).
final class RenderRecord {
    var node: RenderNode
    /// False once the node has left the tree.
    var inTree = true
    /// The node's properties as its insert gave them, until the node changes (the same
    /// storage as the op's and the tree's map, so keeping it costs no copy).
    var insertedProps: RenderProps?
    /// The count it is in while kept out of the tree for a view still on the screen
    /// (`setKept(in:)`).
    var keptCount: KeptRecordCount?

    init(node: RenderNode, props: RenderProps) {
        self.node = node
        insertedProps = props
    }

    deinit { setKept(in: nil) }
}
