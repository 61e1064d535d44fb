/// What the device shows, as a flat map from node id to node, rooted at `screen`
/// (docs/RENDER_PROTOCOL.md).
public struct RenderTree: Equatable, Sendable {
    public static let rootID = "screen"

    public var nodes: [String: RenderNode]

    public init(nodes: [String: RenderNode] = [:]) {
        self.nodes = nodes
    }

    public mutating func add(_ node: RenderNode) {
        nodes[node.id] = node
    }

    /// The ids reachable from the root, depth first, back to front (painting order).
    public func paintOrder() -> [String] {
        var out: [String] = []
        var stack = [Self.rootID]
        while let id = stack.popLast() {
            guard let node = nodes[id] else { continue }
            out.append(id)
            for child in node.children.reversed() { stack.append(child) }
        }
        return out
    }
}
