/// One change to a render tree (docs/RENDER_PROTOCOL.md, "Ops").
public enum RenderOp: Equatable, Sendable {
    case insert(id: String, props: RenderProps)
    /// `.null` values remove the property.
    case update(id: String, props: RenderProps, animation: Animation?)
    case remove(id: String)

    public var id: String {
        switch self {
        case .insert(let id, _), .update(let id, _, _), .remove(let id): id
        }
    }

    public var value: RenderValue {
        switch self {
        case .insert(let id, let props):
            return .object(["op": "insert", "id": .string(id), "props": .object(props)])
        case .update(let id, let props, let animation):
            var o: [String: RenderValue] = ["op": "update", "id": .string(id), "props": .object(props)]
            if let animation { o["animation"] = animation.value }
            return .object(o)
        case .remove(let id):
            return .object(["op": "remove", "id": .string(id)])
        }
    }
}
