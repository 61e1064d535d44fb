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
        case .insert(let id, _), .update(let id, _, _), .move(let id, _, _), .text(let id, _), .remove(let id): id
        }
    }

    /// The properties an insert sets or an update changes (a move's frame among them);
    /// none for a remove.
    public var props: RenderProps {
        switch self {
        case .insert(_, let props), .update(_, let props, _): props
        case .move(_, let frame, _): ["frame": .rect(frame)]
        case .text(_, let text): ["text": .string(text)]
        case .remove: [:]
        }
    }

    /// The animation an update or a move carries.
    public var animation: Animation? {
        switch self {
        case .update(_, _, let animation), .move(_, _, let animation): animation
        case .insert, .text, .remove: nil
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
}
