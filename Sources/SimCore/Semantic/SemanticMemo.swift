/// What a view gave the last semantic walk (View+semantics): given again, unread, while
/// nothing under the view asked to be read again (`View.semanticsNeedUpdate`) and it
/// stands where it stood. A view that gave nodes and has no subviews keeps none: read
/// again when its superview is, it costs its own node only.
enum SemanticMemo {
    /// It gave no nodes: the same wherever it stands.
    case nothing
    /// It gave these nodes, standing there.
    case nodes(Given)

    /// The nodes a view gave and where its frame was on the screen (a class: a view
    /// holds a pointer, not the nodes).
    final class Given {
        let origin: Point
        let block: (nodes: [SemanticNode], ordered: Bool)

        init(origin: Point, block: (nodes: [SemanticNode], ordered: Bool)) {
            self.origin = origin
            self.block = block
        }
    }

    /// What it gives again standing at `origin`; nil where it stood elsewhere.
    func block(at origin: Point) -> (nodes: [SemanticNode], ordered: Bool)? {
        switch self {
        case .nothing: ([], false)
        case .nodes(let given): given.origin == origin ? given.block : nil
        }
    }
}
