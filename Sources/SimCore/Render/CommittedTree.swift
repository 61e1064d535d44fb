/// The committed render tree, kept up when it is read rather than at every commit: a
/// session's events hand their ops on (the POST's answer, the long polls) and seldom
/// read the whole tree (a reset, a flow's step), and patching its maps at every event
/// was a large share of the event.
struct CommittedTree {
    /// The tree as of the last read; nil once the commits since held too many ops to keep.
    private(set) var tree: RenderTree? = RenderTree()
    /// The ops of the commits since, oldest first (each commit's array kept as it was
    /// returned, not copied op by op).
    private(set) var pendingOps: [[RenderOp]] = []
    private var pendingOpCount = 0
    /// Ops kept for a tree not read: beyond them, building it again from the views when it
    /// is read costs less than patching it (about a screenful of nodes against a few
    /// dozen events' ops).
    var pendingOpsLimit = 2_048

    /// A commit's ops, held until the tree is read. A tree nobody reads is let go, and
    /// built again when it is.
    mutating func commit(_ ops: [RenderOp]) {
        guard tree != nil, !ops.isEmpty else { return }
        pendingOps.append(ops)
        pendingOpCount += ops.count
        guard pendingOpCount > pendingOpsLimit else { return }
        tree = nil
        clearPending(keepingCapacity: false)
    }

    /// The tree with every commit applied; `rebuild` gives it from what the views drew
    /// when it was let go.
    mutating func read(rebuild: () -> RenderTree) -> RenderTree {
        if let tree, pendingOps.isEmpty { return tree }
        var current = tree ?? rebuild()
        // The only other reference goes first, so the ops patch the maps in place.
        tree = nil
        for ops in pendingOps { current.apply(ops) }
        clearPending(keepingCapacity: true)
        tree = current
        return current
    }

    private mutating func clearPending(keepingCapacity: Bool) {
        pendingOps.removeAll(keepingCapacity: keepingCapacity)
        pendingOpCount = 0
    }
}
