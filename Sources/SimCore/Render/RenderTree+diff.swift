extension RenderTree {
    /// The ops that turn `self` into `new`: removals, then insertions, then updates
    /// (only the properties that changed). `animations` maps a node id to the animation
    /// its update carries; the animation's `from` is filled with the old values of the
    /// properties it animates.
    public func diff(to new: RenderTree, animations: [String: Animation] = [:]) -> [RenderOp] {
        var ops: [RenderOp] = []
        // One pass over each tree finds what left, what came and what changed; only those
        // few ids are sorted (the ops' order is by id, so equal trees give equal ops).
        var removed: [String] = []
        for id in nodes.keys where new.nodes[id] == nil { removed.append(id) }
        var inserted: [String] = []
        var updated: [(id: String, old: RenderNode, now: RenderNode)] = []
        for (id, now) in new.nodes {
            guard let old = nodes[id] else {
                inserted.append(id)
                continue
            }
            // Nodes a view reused from its last render share storage: equal at once.
            if old != now { updated.append((id, old, now)) }
        }
        for id in removed.sorted() { ops.append(.remove(id: id)) }
        for id in inserted.sorted() {
            if let node = new.nodes[id] { ops.append(.insert(id: id, node: node)) }
        }
        for (id, old, now) in updated.sorted(by: { $0.id < $1.id }) {
            if let op = Self.update(id: id, from: old, to: now, animation: animations[id]) { ops.append(op) }
        }
        return ops
    }

    /// The update op from `old` to `now` (nil when they draw the same): the properties
    /// that changed, and the declared animation with its `from` narrowed to the animatable
    /// properties that changed.
    static func update(id: String, from old: RenderNode, to now: RenderNode, animation: Animation?) -> RenderOp? {
        let changed = now.changedProperties(since: old)
        guard !changed.isEmpty else { return nil }
        return .change(id: id, node: now, changed: changed, animation: narrowed(animation, to: changed, old: old.fields.animationStart))
    }

    /// A declared animation narrowed to the animatable properties `changed` holds, each
    /// from its declared start, else its old value (`old`), else its default; nil when
    /// none of them changed.
    static func narrowed(_ animation: Animation?, to changed: RenderNode.Properties, old: Animation.Start?) -> Animation? {
        guard var declared = animation else { return nil }
        declared.from = declared.from.narrowed(to: changed.intersection(.animatable), old: old)
        return declared.from.isEmpty ? nil : declared
    }

    /// Applies ops in order, the way the client does.
    public mutating func apply(_ ops: [RenderOp]) {
        // Room to spare: a dictionary near its load limit probes long runs at every insert
        // and shifts them at every delete (a push inserts and a pop removes a whole screen).
        let room = nodes.count + ops.count
        if nodes.capacity < room * 3 / 2 { nodes.reserveCapacity(room * 2) }
        // By index: each op is read where it lies (a `for op in ops` copied every op out).
        for position in ops.indices {
            switch ops[position] {
            case .insert(let id, let node):
                nodes[id] = node
            case .remove(let id):
                nodes[id] = nil
            case .update(let id, let node, let changed, _):
                // Patched in place: a copy taken out of the dictionary would be copied whole
                // on its first change.
                guard let index = nodes.index(forKey: id) else { continue }
                nodes.values[index].take(changed, from: node)
            case .move(let id, let frame, _):
                guard let index = nodes.index(forKey: id) else { continue }
                nodes.values[index].frame = frame
            case .text(let id, let text):
                guard let index = nodes.index(forKey: id) else { continue }
                nodes.values[index].text = text
            }
        }
    }
}
