extension RenderTree {
    /// The ops that turn `self` into `new`: removals, then insertions, then updates
    /// (only the properties that changed; removed ones as `null`). `animations` maps a
    /// node id to the animation its update carries; the animation's `from` is filled
    /// with the old values of the properties it animates.
    public func diff(to new: RenderTree, animations: [String: Animation] = [:]) -> [RenderOp] {
        var ops: [RenderOp] = []
        // One pass over each tree finds what left, what came and what changed; only those
        // few ids are sorted (the ops' order is by id, so equal trees give equal ops).
        var removed: [String] = []
        for id in nodes.keys where new.nodes[id] == nil { removed.append(id) }
        var inserted: [String] = []
        var updated: [(id: String, old: RenderProps, now: RenderProps)] = []
        for (id, now) in new.nodes {
            guard let old = nodes[id] else {
                inserted.append(id)
                continue
            }
            // Props a view reused from its last render share storage: equal at once.
            if old != now { updated.append((id, old, now)) }
        }
        for id in removed.sorted() { ops.append(.remove(id: id)) }
        for id in inserted.sorted() {
            if let props = new.nodes[id] { ops.append(.insert(id: id, props: props)) }
        }
        for (id, old, now) in updated.sorted(by: { $0.id < $1.id }) {
            if let op = Self.update(id: id, from: old, to: now, animation: animations[id]) { ops.append(op) }
        }
        return ops
    }

    /// The update op from `old` to `now` properties of one node (nil when equal): the
    /// properties that changed, removed ones as `null`, and the declared animation with
    /// its `from` narrowed to the animatable properties that changed.
    static func update(id: String, from old: RenderProps, to now: RenderProps, animation: Animation?) -> RenderOp? {
        var changed: RenderProps = [:]
        for (key, value) in now where old[key] != value { changed[key] = value }
        if old.count != now.count || !changed.isEmpty {
            for key in old.keys where now[key] == nil { changed[key] = .null }
        }
        guard !changed.isEmpty else { return nil }
        return .update(id: id, changed: changed, animation: narrowed(animation, to: changed) { old[$0] })
    }

    /// The same op from two nodes, compared field by field (`changedProperties(since:)`).
    static func update(id: String, from old: RenderNode, to now: RenderNode, animation: Animation?) -> RenderOp? {
        let changed = now.changedProperties(since: old)
        guard !changed.isEmpty else { return nil }
        return .update(
            id: id, changed: changed, animation: narrowed(animation, to: changed) { old.wireValue(ofAnimatable: $0) })
    }

    /// A declared animation narrowed to the animatable properties `changed` holds, each
    /// from its declared start, else its old value (`old`), else its default; nil when
    /// none of them changed.
    static func narrowed(_ animation: Animation?, to changed: RenderProps, old: (String) -> RenderValue?) -> Animation? {
        guard var declared = animation else { return nil }
        var from: RenderProps = [:]
        for key in changed.keys where Self.animatable.contains(key) {
            from[key] = declared.from[key] ?? old(key) ?? Self.defaults[key]
        }
        declared.from = from
        return from.isEmpty ? nil : declared
    }

    /// Applies ops in order, the way the client does.
    public mutating func apply(_ ops: [RenderOp]) {
        // Room to spare: a dictionary near its load limit probes long runs at every insert
        // and shifts them at every delete (a push inserts and a pop removes a whole screen).
        let room = nodes.count + ops.count
        if nodes.capacity < room * 3 / 2 { nodes.reserveCapacity(room * 2) }
        // By index: each op is read where it lies (a `for op in ops` copied every op out,
        // retaining its id, properties and animation, and destroyed the copy).
        for position in ops.indices {
            switch ops[position] {
            case .insert(let id, let props):
                nodes[id] = props
            case .insertNode(let id, let node):
                nodes[id] = node.properties
            case .remove(let id):
                nodes[id] = nil
            case .update(let id, let props, _):
                // Patched in place: a copy taken out of the dictionary would be copied whole
                // on its first change.
                guard let index = nodes.index(forKey: id) else { continue }
                for (key, value) in props {
                    if case .null = value { nodes.values[index][key] = nil } else { nodes.values[index][key] = value }
                }
            case .move(let id, let frame, _):
                guard let index = nodes.index(forKey: id) else { continue }
                nodes.values[index]["frame"] = .rect(frame)
            case .text(let id, let text):
                guard let index = nodes.index(forKey: id) else { continue }
                nodes.values[index]["text"] = .string(text)
            }
        }
    }

    /// `fill` animates only where a view declares it (a switch's track, B12.6): animation
    /// blocks compare the other four.
    static let animatable: Set<String> = ["frame", "alpha", "cornerRadius", "selected", "fill", "scale"]
    static let defaults: RenderProps = ["alpha": 1, "cornerRadius": 0, "scale": 1]
}
