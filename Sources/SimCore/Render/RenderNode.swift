/// One node of the render tree being built: a typed front for the property map the
/// wire carries (docs/RENDER_PROTOCOL.md). Defaults are left out of the map.
/// Deviation from a plain struct of fields, for speed: its fields live in one shared
/// storage, copied on write, so a node copied into an op, a record and the tree costs a
/// retain, not a copy of seventeen fields (a sheet inserts forty nodes).
public struct RenderNode: Equatable, Sendable {
    public enum Kind: String, Sendable { case rect, text, symbol, wheel }

    private final class Storage: @unchecked Sendable {
        let id: String
        var kind: Kind = .rect
        var frame: Rect
        var children: [String] = []
        var fill: Color? = nil
        var cornerRadius: Double = 0
        var borderWidth: Double = 0
        var borderColor: Color? = nil
        var alpha: Double = 1
        var hidden: Bool = false
        var clip: Bool = false
        var text: String? = nil
        var font: Font? = nil
        var color: Color? = nil
        var align: String? = nil
        var symbol: String? = nil
        var extra: [String: RenderValue] = [:]

        init(id: String, frame: Rect) {
            self.id = id
            self.frame = frame
        }

        init(copying other: Storage) {
            id = other.id
            kind = other.kind
            frame = other.frame
            children = other.children
            fill = other.fill
            cornerRadius = other.cornerRadius
            borderWidth = other.borderWidth
            borderColor = other.borderColor
            alpha = other.alpha
            hidden = other.hidden
            clip = other.clip
            text = other.text
            font = other.font
            color = other.color
            align = other.align
            symbol = other.symbol
            extra = other.extra
        }
    }

    /// Shared by copies until one of them changes (`unique`); safe to send, as no two
    /// values ever change one storage.
    private var storage: Storage

    private var unique: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
            return storage
        }
    }

    public var id: String { storage.id }
    public var kind: Kind {
        get { storage.kind }
        _modify { yield &unique.kind }
        set { unique.kind = newValue }
    }
    public var frame: Rect {
        get { storage.frame }
        _modify { yield &unique.frame }
        set { unique.frame = newValue }
    }
    public var children: [String] {
        get { storage.children }
        _modify { yield &unique.children }
        set { unique.children = newValue }
    }
    public var fill: Color? {
        get { storage.fill }
        _modify { yield &unique.fill }
        set { unique.fill = newValue }
    }
    public var cornerRadius: Double {
        get { storage.cornerRadius }
        _modify { yield &unique.cornerRadius }
        set { unique.cornerRadius = newValue }
    }
    public var borderWidth: Double {
        get { storage.borderWidth }
        _modify { yield &unique.borderWidth }
        set { unique.borderWidth = newValue }
    }
    public var borderColor: Color? {
        get { storage.borderColor }
        _modify { yield &unique.borderColor }
        set { unique.borderColor = newValue }
    }
    public var alpha: Double {
        get { storage.alpha }
        _modify { yield &unique.alpha }
        set { unique.alpha = newValue }
    }
    public var hidden: Bool {
        get { storage.hidden }
        _modify { yield &unique.hidden }
        set { unique.hidden = newValue }
    }
    public var clip: Bool {
        get { storage.clip }
        _modify { yield &unique.clip }
        set { unique.clip = newValue }
    }
    public var text: String? {
        get { storage.text }
        _modify { yield &unique.text }
        set { unique.text = newValue }
    }
    public var font: Font? {
        get { storage.font }
        _modify { yield &unique.font }
        set { unique.font = newValue }
    }
    public var color: Color? {
        get { storage.color }
        _modify { yield &unique.color }
        set { unique.color = newValue }
    }
    public var align: String? {
        get { storage.align }
        _modify { yield &unique.align }
        set { unique.align = newValue }
    }
    public var symbol: String? {
        get { storage.symbol }
        _modify { yield &unique.symbol }
        set { unique.symbol = newValue }
    }
    /// Extra properties (the root's device facts).
    public var extra: [String: RenderValue] {
        get { storage.extra }
        _modify { yield &unique.extra }
        set { unique.extra = newValue }
    }

    public init(id: String, frame: Rect) {
        storage = Storage(id: id, frame: frame)
    }

    public static func == (lhs: RenderNode, rhs: RenderNode) -> Bool {
        let a = lhs.storage, b = rhs.storage
        if a === b { return true }
        return a.id == b.id && a.kind == b.kind && a.frame == b.frame && a.children == b.children && a.fill == b.fill
            && a.cornerRadius == b.cornerRadius && a.borderWidth == b.borderWidth && a.borderColor == b.borderColor
            && a.alpha == b.alpha && a.hidden == b.hidden && a.clip == b.clip && a.text == b.text && a.font == b.font
            && a.color == b.color && a.align == b.align && a.symbol == b.symbol && a.extra == b.extra
    }

    public var properties: RenderProps {
        // Room for every property at once: growing a dictionary rehashes what it holds.
        // (Made at its size: `reserveCapacity` on a copy of `extra` ran Swift's
        // unspecialized generic code, a third of the cost of a node.)
        var p = RenderProps(minimumCapacity: extra.count + 8)
        for (key, value) in propertyList { p[key] = value }
        return p
    }

    /// `properties` as a list, each key once, in no order: what a writer that sorts the
    /// keys reads without a map hashed.
    public var propertyList: [(key: String, value: RenderValue)] {
        var p: [(key: String, value: RenderValue)] = []
        p.reserveCapacity(extra.count + 8)
        if kind != .rect { p.append(("kind", .string(kind.rawValue))) }
        p.append(("frame", .rect(frame)))
        if !children.isEmpty { p.append(("children", .array(children.map(RenderValue.string)))) }
        if let fill { p.append(("fill", .string(fill.css))) }
        if cornerRadius != 0 { p.append(("cornerRadius", .number(cornerRadius))) }
        if borderWidth != 0, let borderColor {
            p.append(("borderWidth", .number(borderWidth)))
            p.append(("borderColor", .string(borderColor.css)))
        }
        if alpha != 1 { p.append(("alpha", .number(alpha))) }
        if hidden { p.append(("hidden", .bool(true))) }
        if clip { p.append(("clip", .bool(true))) }
        if let text { p.append(("text", .string(text))) }
        if let font { p.append(("font", font.value)) }
        if let color { p.append(("color", .string(color.css))) }
        if let align { p.append(("align", .string(align))) }
        if let symbol { p.append(("symbol", .string(symbol))) }
        // An extra of a field's name (the screen's corner radius) stands where its field
        // is at the default; a field that is set wins.
        let fields = p.count
        for (key, value) in extra where !p[..<fields].contains(where: { $0.key == key }) { p.append((key, value)) }
        return p
    }
}
