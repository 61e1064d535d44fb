/// One render of the views against what each drew in the last commit: only the nodes
/// that changed are built into properties and looked up, so a commit costs a walk of
/// the drawn views plus its changes, not a new tree and a diff of two.
struct RenderPass {
    /// A node whose properties changed: `old` is nil for a node new to the tree.
    struct Change {
        var id: String
        var old: RenderProps?
        var new: RenderProps
    }

    /// Numbers the passes: a view drawn in this one carries it (`View.renderPass`).
    let number: Int
    /// Every view drawn, in painting order.
    var drawn: [View] = []
    var changes: [Change] = []
    /// A node that only moved: its frame, before and now.
    struct Move {
        var id: String
        var old: RenderValue?
        var new: RenderValue
    }

    var moves: [Move] = []
    /// Nodes whose views now draw under other ids (reused cells): they leave the tree.
    var retired: [String: RenderProps] = [:]

    init(number: Int, expectedViews: Int) {
        self.number = number
        drawn.reserveCapacity(expectedViews)
    }

    /// The ops that take the committed tree to this pass: nodes of views no longer drawn
    /// (`removed`, with their last properties) are removed, new ones inserted, changed ones
    /// updated with only the properties that changed; by id within each kind, as
    /// `RenderTree.diff(to:animations:)` orders them.
    func ops(removed: [String: RenderProps], animations: [String: Animation]) -> [RenderOp] {
        var removed = removed
        var inserts: [(id: String, props: RenderProps)] = []
        var updates: [Change] = []
        for change in changes {
            if let old = change.old {
                updates.append(change)
            } else if let old = removed.removeValue(forKey: change.id) {
                // Another view drew this id last time (a screen rebuilt with the same ids).
                updates.append(Change(id: change.id, old: old, new: change.new))
            } else {
                inserts.append((change.id, change.new))
            }
        }
        var ops: [RenderOp] = []
        for id in removed.keys.sorted() { ops.append(.remove(id: id)) }
        for insert in inserts.sorted(by: { $0.id < $1.id }) { ops.append(.insert(id: insert.id, props: insert.props)) }
        // Updates and moves, each sorted by id (small records, not ops), merged in id order.
        updates.sort { $0.id < $1.id }
        let moves = self.moves.sorted { $0.id < $1.id }
        ops.reserveCapacity(ops.count + updates.count + moves.count)
        var next = 0
        for update in updates {
            while next < moves.count, moves[next].id < update.id {
                ops.append(moveOp(moves[next], animations: animations))
                next += 1
            }
            guard let old = update.old,
                let op = RenderTree.update(id: update.id, from: old, to: update.new, animation: animations[update.id])
            else { continue }
            ops.append(op)
        }
        while next < moves.count {
            ops.append(moveOp(moves[next], animations: animations))
            next += 1
        }
        return ops
    }

    /// The op of a node whose frame alone changed, as RenderTree.update gives it.
    private func moveOp(_ move: Move, animations: [String: Animation]) -> RenderOp {
        var animation = animations.isEmpty ? nil : animations[move.id]
        if var declared = animation {
            declared.from = ["frame": declared.from["frame"] ?? move.old ?? .null]
            animation = declared
        }
        return .update(id: move.id, props: ["frame": move.new], animation: animation)
    }
}
