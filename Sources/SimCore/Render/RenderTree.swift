/// A node's properties as the wire carries them.
public typealias RenderProps = [String: RenderValue]

/// What the device shows, as a flat map from node id to properties, rooted at `screen`
/// (docs/RENDER_PROTOCOL.md).
public struct RenderTree: Equatable, Sendable {
    public static let rootID = "screen"

    public var nodes: [String: RenderProps]

    public init(nodes: [String: RenderProps] = [:]) {
        self.nodes = nodes
    }

    public mutating func add(_ node: RenderNode) {
        nodes[node.id] = node.properties
    }

    /// The ids reachable from the root, depth first, back to front (painting order).
    public func paintOrder() -> [String] {
        var out: [String] = []
        var stack = [Self.rootID]
        while let id = stack.popLast() {
            guard let props = nodes[id] else { continue }
            out.append(id)
            if case .array(let children)? = props["children"] {
                for child in children.reversed() { if let c = child.stringValue { stack.append(c) } }
            }
        }
        return out
    }

    /// The whole tree for a reset: `{"nodes": {...}}`.
    public var snapshot: RenderValue {
        .object(["nodes": .object(nodes.mapValues(RenderValue.object))])
    }
}
