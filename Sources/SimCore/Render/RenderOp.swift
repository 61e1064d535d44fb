/// One change to a render tree (docs/RENDER_PROTOCOL.md, "Ops").
public enum RenderOp: Equatable, Sendable {
    /// A new node, its properties those not at their defaults (`setProperties`).
    case insert(id: String, node: RenderNode)
    /// The node's `changed` properties take `node`'s values; one gone back to its default
    /// is removed (on the wire, `null`).
    case update(id: String, node: RenderNode, changed: RenderNode.Properties, animation: Animation?)
    /// A node whose frame alone changed. On the wire it is the `update` whose props are
    /// `{"frame": frame}`, and it is the only form that update takes here: every op maker
    /// returns a move for it, so equal changes are equal ops.
    ///
    /// Deviation from a plain update, for speed: a rotation or a scroll step moves nearly
    /// every view, and a move carries no node (docs/PERFORMANCE.md, "What the figures
    /// rest on").
    case move(id: String, frame: Rect, animation: Animation?)
    /// A node whose text alone changed to a string. On the wire it is the `update` whose
    /// props are `{"text": text}`; like a move, it is the only form that update takes here.
    /// Text does not animate, so it carries no animation.
    case text(id: String, text: String)
    case remove(id: String)

    public var id: String {
        switch self {
        case .insert(let id, _), .update(let id, _, _, _), .move(let id, _, _), .text(let id, _), .remove(let id): id
        }
    }

    /// The properties an insert sets or an update changes (a move's frame, a text op's
    /// text); none for a remove.
    public var changed: RenderNode.Properties {
        switch self {
        case .insert(_, let node): node.setProperties
        case .update(_, _, let changed, _): changed
        case .move: .frame
        case .text: .text
        case .remove: []
        }
    }

    /// The node whose values an insert or an update carries.
    public var node: RenderNode? {
        switch self {
        case .insert(_, let node), .update(_, let node, _, _): node
        case .move, .text, .remove: nil
        }
    }

    /// The frame the op sets, if it sets one.
    public var frame: Rect? {
        switch self {
        case .move(_, let frame, _): frame
        case .insert(_, let node): node.frame
        case .update(_, let node, let changed, _): changed.contains(.frame) ? node.frame : nil
        case .text, .remove: nil
        }
    }

    /// The animation an update or a move carries.
    public var animation: Animation? {
        switch self {
        case .update(_, _, _, let animation), .move(_, _, let animation): animation
        case .insert, .text, .remove: nil
        }
    }

    /// The op that changes `changed` properties to `node`'s: a move when the frame alone
    /// changed, a text op when the text alone changed to a string, else an update.
    static func change(id: String, node: RenderNode, changed: RenderNode.Properties, animation: Animation?) -> RenderOp {
        if changed == .frame { return .move(id: id, frame: node.frame, animation: animation) }
        if changed == .text, animation == nil, let text = node.text { return .text(id: id, text: text) }
        return .update(id: id, node: node, changed: changed, animation: animation)
    }

    /// Equal ops make the same change: updates are compared on the properties they
    /// change alone.
    public static func == (lhs: RenderOp, rhs: RenderOp) -> Bool {
        switch (lhs, rhs) {
        case (.insert(let a, let x), .insert(let b, let y)): a == b && x == y
        case (.update(let a, let x, let c, let p), .update(let b, let y, let d, let q)):
            a == b && c == d && p == q && x.changedProperties(since: y).isDisjoint(with: c)
        case (.move(let a, let x, let p), .move(let b, let y, let q)): a == b && x == y && p == q
        case (.text(let a, let x), .text(let b, let y)): a == b && x == y
        case (.remove(let a), .remove(let b)): a == b
        default: false
        }
    }
}
