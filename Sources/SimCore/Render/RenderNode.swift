/// One node of the render tree being built: a typed front for the property map the
/// wire carries (docs/RENDER_PROTOCOL.md). Defaults are left out of the map.
public struct RenderNode: Equatable, Sendable {
    public enum Kind: String, Sendable { case rect, text, symbol, wheel }

    public let id: String
    public var kind: Kind = .rect
    public var frame: Rect
    public var children: [String] = []
    public var fill: Color?
    public var cornerRadius: Double = 0
    public var borderWidth: Double = 0
    public var borderColor: Color?
    public var alpha: Double = 1
    public var hidden = false
    public var clip = false
    public var text: String?
    public var font: Font?
    public var color: Color?
    public var align: String?
    public var symbol: String?
    /// Extra properties (the root's device facts).
    public var extra: [String: RenderValue] = [:]

    public init(id: String, frame: Rect) {
        self.id = id
        self.frame = frame
    }

    public var properties: RenderProps {
        // Room for every property at once: growing a dictionary rehashes what it holds.
        // (Made at its size: `reserveCapacity` on a copy of `extra` ran Swift's
        // unspecialized generic code, a third of the cost of a node.)
        var p = RenderProps(minimumCapacity: extra.count + 8)
        for (key, value) in extra { p[key] = value }
        if kind != .rect { p["kind"] = .string(kind.rawValue) }
        p["frame"] = .rect(frame)
        if !children.isEmpty { p["children"] = .array(children.map(RenderValue.string)) }
        if let fill { p["fill"] = .string(fill.css) }
        if cornerRadius != 0 { p["cornerRadius"] = .number(cornerRadius) }
        if borderWidth != 0, let borderColor {
            p["borderWidth"] = .number(borderWidth)
            p["borderColor"] = .string(borderColor.css)
        }
        if alpha != 1 { p["alpha"] = .number(alpha) }
        if hidden { p["hidden"] = .bool(true) }
        if clip { p["clip"] = .bool(true) }
        if let text { p["text"] = .string(text) }
        if let font { p["font"] = font.value }
        if let color { p["color"] = .string(color.css) }
        if let align { p["align"] = .string(align) }
        if let symbol { p["symbol"] = .string(symbol) }
        return p
    }
}
