/// One change to a render tree (docs/RENDER_PROTOCOL.md, "Ops").
public enum RenderOp: Equatable, Sendable {
    case insert(id: String, props: RenderProps)
    /// `.null` values remove the property.
    case update(id: String, props: RenderProps, animation: Animation?)
    /// A node whose frame alone changed. On the wire it is the `update` whose props are
    /// `{"frame": frame}` (Wire writes it so), and it is the only form that update
    /// takes here: every op maker returns a move for it, so equal changes are equal ops.
    ///
    /// Deviation from a plain update, for speed: a rotation or a scroll step moves nearly
    /// every view, and a move builds, applies and writes no property map
    /// (docs/PERFORMANCE.md, "Sixth pass").
    case move(id: String, frame: Rect, animation: Animation?)
    case remove(id: String)

    public var id: String {
        switch self {
        case .insert(let id, _), .update(let id, _, _), .move(let id, _, _), .remove(let id): id
        }
    }

    /// The properties an insert sets or an update changes (a move's frame among them);
    /// none for a remove.
    public var props: RenderProps {
        switch self {
        case .insert(_, let props), .update(_, let props, _): props
        case .move(_, let frame, _): ["frame": .rect(frame)]
        case .remove: [:]
        }
    }

    /// The animation an update or a move carries.
    public var animation: Animation? {
        switch self {
        case .update(_, _, let animation), .move(_, _, let animation): animation
        case .insert, .remove: nil
        }
    }

    /// The update op of `changed` properties: a move when the frame alone changed.
    static func update(id: String, changed: RenderProps, animation: Animation?) -> RenderOp {
        if changed.count == 1, let frame = changed["frame"].flatMap(Rect.init(wire:)) {
            return .move(id: id, frame: frame, animation: animation)
        }
        return .update(id: id, props: changed, animation: animation)
    }
}
