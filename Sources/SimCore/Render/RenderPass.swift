/// One render of the views against what each drew in the last commit: only the nodes
/// that changed are built into properties and looked up, so a commit costs a walk of
/// the drawn views plus its changes, not a new tree and a diff of two.
struct RenderPass {
    /// Numbers the passes: a view visited by this one carries it (`View.renderPass`).
    let number: Int
    /// The animations declared since the last commit, by node id.
    let animations: [String: Animation]
    /// The same, as a list while there are few: every moved node asks for its animation
    /// (a window change moves them all), and comparing a few ids costs less than hashing one.
    private let fewAnimations: [(id: String, animation: Animation)]?
    /// Views the last commit drew that their superviews no longer draw, in the order they
    /// were met: out of the tree at the end of the pass, with what they drew, unless this
    /// pass draws them elsewhere.
    var dropped: [View] = []
    /// Nodes new to the tree.
    var inserts: [(id: String, node: RenderNode)] = []
    /// The ops of nodes that changed (read field by field as they were drawn).
    var updates: [RenderOp] = []
    /// A node that only moved: its frame, before and now.
    struct Move {
        var id: String
        var old: Rect
        var new: Rect
    }

    var moves: [Move] = []
    /// Nodes whose views now draw under other ids (reused cells): they leave the tree,
    /// in the order they were met.
    var retired: [RenderRecord] = []

    init(number: Int, animations: [String: Animation]) {
        self.number = number
        self.animations = animations
        fewAnimations = animations.count <= 8 ? animations.map { ($0.key, $0.value) } : nil
    }

    /// The animation declared for the node `id`, if any.
    func animation(for id: String) -> Animation? {
        guard let fewAnimations else { return animations[id] }
        for entry in fewAnimations where entry.id == id { return entry.animation }
        return nil
    }

    /// A node drawn again that changed since `old`.
    mutating func update(id: String, from old: RenderNode, to now: RenderNode) {
        let animation = animation(for: id)
        if let op = RenderTree.update(id: id, from: old, to: now, animation: animation) { updates.append(op) }
    }

    /// A node drawn again whose text and frame alone may have changed: the op
    /// `update(id:from:to:)` would give, and the record's node takes them in place.
    mutating func update(id: String, text: String, frame: Rect, of record: RenderRecord) {
        let textChanged = record.node.text != text, frameChanged = record.node.frame != frame
        guard textChanged || frameChanged else { return }
        guard textChanged else {
            moves.append(Move(id: id, old: record.node.frame, new: frame))
            record.node.frame = frame
            return
        }
        let oldFrame = record.node.frame
        record.node.text = text
        record.node.frame = frame
        if frameChanged {
            // Of the two, the frame alone animates.
            let animation = animation(for: id).flatMap {
                RenderTree.narrowed($0, to: .frame, old: Animation.Start(frame: oldFrame))
            }
            updates.append(.update(id: id, node: record.node, changed: [.text, .frame], animation: animation))
        } else {
            updates.append(.text(id: id, text: text))
        }
    }

    /// The ops that take the committed tree to this pass: nodes of views no longer drawn
    /// (`removed`, each node once) are removed (by id), new ones inserted, changed ones
    /// updated with only the properties that changed, then moved ones. Each group is in
    /// the order the views were met (the same for the same state, with no sorting).
    func ops(removed: [RenderRecord]) -> [RenderOp] {
        var inserts: [(id: String, node: RenderNode)] = []
        var updates = self.updates
        // A removed node whose id is inserted again (another view drew it last time: a
        // screen rebuilt with the same ids) is updated instead.
        var reinserted: [Bool] = []
        if !removed.isEmpty, !self.inserts.isEmpty {
            var index: [String: Int] = [:]
            index.reserveCapacity(removed.count)
            for position in removed.indices { index[removed[position].node.id] = position }
            reinserted = Array(repeating: false, count: removed.count)
            inserts.reserveCapacity(self.inserts.count)
            for insert in self.inserts {
                guard let position = index[insert.id] else {
                    inserts.append(insert)
                    continue
                }
                reinserted[position] = true
                if let op = RenderTree.update(
                    id: insert.id, from: removed[position].node, to: insert.node, animation: animation(for: insert.id))
                {
                    updates.append(op)
                }
            }
        } else {
            inserts = self.inserts
        }
        var ops: [RenderOp] = []
        ops.reserveCapacity(removed.count + inserts.count + updates.count + moves.count)
        for position in removed.indices where reinserted.isEmpty || !reinserted[position] {
            ops.append(.remove(id: removed[position].node.id))
        }
        for insert in inserts { ops.append(.insert(id: insert.id, node: insert.node)) }
        // A node that enters with an animation declared (a sheet sliding up, a popover
        // fading in) is inserted where it ends, then updated to the same values with the
        // animation from where it starts: the wire animates updates only.
        if !animations.isEmpty {
            for insert in inserts {
                guard let animation = animation(for: insert.id) else { continue }
                let starts = Self.startsElsewhere(insert.node, animation.from)
                guard !starts.isEmpty else { continue }
                ops.append(
                    RenderOp.change(
                        id: insert.id, node: insert.node, changed: starts,
                        animation: RenderTree.narrowed(animation, to: starts, old: nil)))
            }
        }
        ops.append(contentsOf: updates)
        for move in moves { ops.append(moveOp(move)) }
        return ops
    }

    /// The op of a node whose frame alone changed, as RenderTree.update gives it: no
    /// property map unless an animation was declared for the node.
    private func moveOp(_ move: Move) -> RenderOp {
        guard let animation = animation(for: move.id) else {
            return .move(id: move.id, frame: move.new, animation: nil)
        }
        return .move(
            id: move.id, frame: move.new,
            animation: RenderTree.narrowed(animation, to: .frame, old: Animation.Start(frame: move.old)))
    }

    /// The animatable properties of a new node whose declared start differs from where
    /// it is inserted (a property with no value and no default, a fill or a turn, is left
    /// where it is).
    static func startsElsewhere(_ node: RenderNode, _ start: Animation.Start) -> RenderNode.Properties {
        var out: RenderNode.Properties = []
        if let frame = start.frame, frame != node.frame { out.insert(.frame) }
        if let alpha = start.alpha, alpha != node.alpha { out.insert(.alpha) }
        if let cornerRadius = start.cornerRadius, cornerRadius != node.cornerRadius { out.insert(.cornerRadius) }
        if let scale = start.scale, scale != node.scale { out.insert(.scale) }
        if let selected = start.selected, let now = node.wheel?.selected, selected != now { out.insert(.selected) }
        if let fill = start.fill, let now = node.fill, fill.css != now.css { out.insert(.fill) }
        return out
    }
}
