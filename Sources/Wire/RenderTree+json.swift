import SimCore

extension RenderTree {
    /// The whole tree for a reset: `{"nodes": {...}}`.
    public var snapshot: JSONValue {
        .object(["nodes": .object(nodes.mapValues { .object($0.json) })])
    }
}

extension RenderOp {
    /// The props the op carries on the wire: an insert's set properties, an update's
    /// changes (`null` for one back at its default); none for a remove.
    public var props: [String: JSONValue] {
        switch self {
        case .insert(_, let node): return node.json
        case .update(_, let node, let changed, _):
            var out: [String: JSONValue] = [:]
            for entry in RenderNode.Properties.named where changed.contains(entry.property) {
                out[entry.name] = node.fields.json(entry.property) ?? .null
            }
            return out
        case .move(_, let frame, _): return ["frame": .rect(frame)]
        case .text(_, let text): return ["text": .string(text)]
        case .remove: return [:]
        }
    }
}
