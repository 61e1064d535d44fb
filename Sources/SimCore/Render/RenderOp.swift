/// One change to a render tree (docs/RENDER_PROTOCOL.md, "Ops").
public enum RenderOp: Equatable, Sendable {
    case insert(id: String, props: RenderProps)
    /// A new node as a view drew it. On the wire it is the same `insert`, and it equals
    /// the insert of its properties (`RenderNode.properties`).
    ///
    /// Deviation from a plain insert, for speed: the map of a node is built only where
    /// something reads it (a committed tree read, the writer), not by the render that
    /// draws it (a sheet draws forty new nodes).
    case insertNode(id: String, node: RenderNode)
    /// `.null` values remove the property.
    case update(id: String, props: RenderProps, animation: Animation?)
    /// A node whose frame alone changed. On the wire it is the `update` whose props are
    /// `{"frame": frame}` (Wire writes it so), and it is the only form that update
    /// takes here: every op maker returns a move for it, so equal changes are equal ops.
    ///
    /// Deviation from a plain update, for speed: a rotation or a scroll step moves nearly
    /// every view, and a move builds, applies and writes no property map
    /// (docs/PERFORMANCE.md, "What the figures rest on").
    case move(id: String, frame: Rect, animation: Animation?)
    /// A node whose text alone changed to a string. On the wire it is the `update` whose
    /// props are `{"text": text}`; like a move, it is the only form that update takes here.
    ///
    /// Deviation from a plain update, for speed, as a move: a key cap changing case or a
    /// value label following a picker builds, applies and writes no property map. Text
    /// does not animate, so it carries no animation.
    case text(id: String, text: String)
    case remove(id: String)

    public var id: String {
        switch self {
        case .insert(let id, _), .insertNode(let id, _), .update(let id, _, _), .move(let id, _, _), .text(let id, _),
            .remove(let id):
            id
        }
    }

    /// The properties an insert sets or an update changes (a move's frame among them);
    /// none for a remove.
    public var props: RenderProps {
        switch self {
        case .insert(_, let props), .update(_, let props, _): props
        case .insertNode(_, let node): node.properties
        case .move(_, let frame, _): ["frame": .rect(frame)]
        case .text(_, let text): ["text": .string(text)]
        case .remove: [:]
        }
    }

    /// The animation an update or a move carries.
    public var animation: Animation? {
        switch self {
        case .update(_, _, let animation), .move(_, _, let animation): animation
        case .insert, .insertNode, .text, .remove: nil
        }
    }

    /// The update op of `changed` properties: a move when the frame alone changed, a text
    /// op when the text alone changed to a string.
    static func update(id: String, changed: RenderProps, animation: Animation?) -> RenderOp {
        if changed.count == 1, let frame = changed["frame"].flatMap(Rect.init(wire:)) {
            return .move(id: id, frame: frame, animation: animation)
        }
        if changed.count == 1, animation == nil, case .string(let text)? = changed["text"] {
            return .text(id: id, text: text)
        }
        return .update(id: id, props: changed, animation: animation)
    }

    /// Equal ops make the same change: an insert of a node equals the insert of its
    /// properties.
    public static func == (lhs: RenderOp, rhs: RenderOp) -> Bool {
        switch (lhs, rhs) {
        case (.insertNode(let a, let x), .insertNode(let b, let y)): a == b && x == y
        case (.insert, .insert), (.insert, .insertNode), (.insertNode, .insert): lhs.id == rhs.id && lhs.props == rhs.props
        case (.update(let a, let x, let p), .update(let b, let y, let q)): a == b && x == y && p == q
        case (.move(let a, let x, let p), .move(let b, let y, let q)): a == b && x == y && p == q
        case (.text(let a, let x), .text(let b, let y)): a == b && x == y
        case (.remove(let a), .remove(let b)): a == b
        default: false
        }
    }
}
