/// One node of the render tree being built: a typed front for the property map the
/// wire carries (docs/RENDER_PROTOCOL.md). Defaults are left out of the map.
/// Deviation from a plain struct of fields, for speed: its fields live in one shared
/// storage, copied on write, so a node copied into an op, a record and the tree costs a
/// retain, not a copy of seventeen fields (a sheet inserts forty nodes).
public struct RenderNode: Equatable, Sendable {
    public enum Kind: String, Sendable { case rect, text, symbol, wheel }

    /// What a node draws, each field at its default until set.
    public struct Fields: Equatable, Sendable {
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
    }

    private final class Storage: @unchecked Sendable {
        let id: String
        var fields: Fields

        init(id: String, fields: Fields) {
            self.id = id
            self.fields = fields
        }
    }

    /// Shared by copies until one of them changes (`unique`); safe to send, as no two
    /// values ever change one storage.
    private var storage: Storage

    private var unique: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(id: storage.id, fields: storage.fields) }
            return storage
        }
    }

    public var id: String { storage.id }

    // Each field read in place and written through `unique` (named, not reached by a key
    // path: a render reads a frame and children for every view).
    public var kind: Kind { get { storage.fields.kind } _modify { yield &unique.fields.kind } }
    public var frame: Rect { get { storage.fields.frame } _modify { yield &unique.fields.frame } }
    public var children: [String] { get { storage.fields.children } _modify { yield &unique.fields.children } }
    public var fill: Color? { get { storage.fields.fill } _modify { yield &unique.fields.fill } }
    public var cornerRadius: Double { get { storage.fields.cornerRadius } _modify { yield &unique.fields.cornerRadius } }
    public var borderWidth: Double { get { storage.fields.borderWidth } _modify { yield &unique.fields.borderWidth } }
    public var borderColor: Color? { get { storage.fields.borderColor } _modify { yield &unique.fields.borderColor } }
    public var alpha: Double { get { storage.fields.alpha } _modify { yield &unique.fields.alpha } }
    public var hidden: Bool { get { storage.fields.hidden } _modify { yield &unique.fields.hidden } }
    public var clip: Bool { get { storage.fields.clip } _modify { yield &unique.fields.clip } }
    public var text: String? { get { storage.fields.text } _modify { yield &unique.fields.text } }
    public var font: Font? { get { storage.fields.font } _modify { yield &unique.fields.font } }
    public var color: Color? { get { storage.fields.color } _modify { yield &unique.fields.color } }
    public var align: String? { get { storage.fields.align } _modify { yield &unique.fields.align } }
    public var symbol: String? { get { storage.fields.symbol } _modify { yield &unique.fields.symbol } }
    public var extra: [String: RenderValue] { get { storage.fields.extra } _modify { yield &unique.fields.extra } }

    public init(id: String, frame: Rect) {
        storage = Storage(id: id, fields: Fields(frame: frame))
    }

    public static func == (lhs: RenderNode, rhs: RenderNode) -> Bool {
        lhs.storage === rhs.storage || (lhs.storage.id == rhs.storage.id && lhs.storage.fields == rhs.storage.fields)
    }

    // What follows reads the storage's fields in place: a `Fields` value taken out of it
    // would be a copy of seventeen fields.

    public var properties: RenderProps { storage.fields.properties }

    /// `properties` as a list, each key once, in no order: what a writer that sorts the
    /// keys reads without a map hashed.
    public var propertyList: [(key: String, value: RenderValue)] { storage.fields.propertyList }

    /// What changed since `old` (`Fields.changedProperties(since:)`).
    func changedProperties(since old: RenderNode) -> RenderProps {
        storage.fields.changedProperties(since: old.storage.fields)
    }

    /// An animatable property's value on the wire (nil at its default).
    func wireValue(ofAnimatable key: String) -> RenderValue? { storage.fields.wireValue(ofAnimatable: key) }
}

extension RenderNode.Fields {
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
