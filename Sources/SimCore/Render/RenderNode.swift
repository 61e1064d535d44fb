/// One node of the render tree: what one view draws, every property typed
/// (docs/RENDER_PROTOCOL.md names them; the Wire target writes them as JSON, leaving out
/// those at their defaults).
/// Deviation from a plain struct of fields, for speed: its fields live in one shared
/// storage, copied on write, so a node copied into an op, a record and the tree costs a
/// retain, not a copy of its fields (a sheet inserts forty nodes).
public struct RenderNode: Equatable, Sendable {
    public enum Kind: String, Sendable { case rect, text, symbol, wheel }

    /// What a node draws, each field at its default until set.
    public struct Fields: Sendable {
        public var kind: Kind = .rect
        public var frame: Rect
        public var children: [String] = []
        public var fill: Color?
        public var cornerRadius: Double = 0
        /// Drawn (and sent) only with a colour.
        public var borderWidth: Double = 0
        public var borderColor: Color?
        /// The border's dash pattern; nil: solid.
        public var dash: [Double]?
        public var alpha: Double = 1
        /// A view's transform scale, drawing only.
        public var scale: Double = 1
        /// A drop shadow's blur radius; 0: none.
        public var shadow: Double = 0
        public var hidden = false
        public var clip = false
        /// Shown half of a period, hidden the other half (a caret).
        public var blink = false
        public var text: String?
        /// Text laid out with a right-to-left base direction.
        public var rtl = false
        public var font: Font?
        public var color: Color?
        public var align: String?
        public var symbol: String?
        /// A picker column's rows and turn (kind `wheel`).
        public var wheel: Wheel?
        /// The device's facts, on the root alone.
        public var screen: Screen?

        /// Every field at its default.
        public init(frame: Rect) { self.frame = frame }
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

    /// The fields, read in place (a `Fields` value taken out is a copy of all of them).
    public var fields: Fields { _read { yield storage.fields } _modify { yield &unique.fields } }

    // Each field read in place and written through `unique` (named, not reached by a key
    // path: a render reads a frame and children for every view).
    public var kind: Kind { get { storage.fields.kind } _modify { yield &unique.fields.kind } }
    public var frame: Rect { get { storage.fields.frame } _modify { yield &unique.fields.frame } }
    public var children: [String] { get { storage.fields.children } _modify { yield &unique.fields.children } }
    public var fill: Color? { get { storage.fields.fill } _modify { yield &unique.fields.fill } }
    public var cornerRadius: Double { get { storage.fields.cornerRadius } _modify { yield &unique.fields.cornerRadius } }
    public var borderWidth: Double { get { storage.fields.borderWidth } _modify { yield &unique.fields.borderWidth } }
    public var borderColor: Color? { get { storage.fields.borderColor } _modify { yield &unique.fields.borderColor } }
    public var dash: [Double]? { get { storage.fields.dash } _modify { yield &unique.fields.dash } }
    public var alpha: Double { get { storage.fields.alpha } _modify { yield &unique.fields.alpha } }
    public var scale: Double { get { storage.fields.scale } _modify { yield &unique.fields.scale } }
    public var shadow: Double { get { storage.fields.shadow } _modify { yield &unique.fields.shadow } }
    public var hidden: Bool { get { storage.fields.hidden } _modify { yield &unique.fields.hidden } }
    public var clip: Bool { get { storage.fields.clip } _modify { yield &unique.fields.clip } }
    public var blink: Bool { get { storage.fields.blink } _modify { yield &unique.fields.blink } }
    public var text: String? { get { storage.fields.text } _modify { yield &unique.fields.text } }
    public var rtl: Bool { get { storage.fields.rtl } _modify { yield &unique.fields.rtl } }
    public var font: Font? { get { storage.fields.font } _modify { yield &unique.fields.font } }
    public var color: Color? { get { storage.fields.color } _modify { yield &unique.fields.color } }
    public var align: String? { get { storage.fields.align } _modify { yield &unique.fields.align } }
    public var symbol: String? { get { storage.fields.symbol } _modify { yield &unique.fields.symbol } }
    public var wheel: Wheel? { get { storage.fields.wheel } _modify { yield &unique.fields.wheel } }
    public var screen: Screen? { get { storage.fields.screen } _modify { yield &unique.fields.screen } }

    public init(id: String, frame: Rect) {
        storage = Storage(id: id, fields: Fields(frame: frame))
    }

    /// Equal nodes draw the same: equal ids and no property changed
    /// (`changedProperties(since:)`).
    public static func == (lhs: RenderNode, rhs: RenderNode) -> Bool {
        lhs.storage === rhs.storage || (lhs.storage.id == rhs.storage.id && lhs.storage.fields == rhs.storage.fields)
    }

    /// The properties that differ from `old`'s (`Fields.changedProperties(since:)`),
    /// read in place.
    public func changedProperties(since old: RenderNode) -> Properties {
        storage.fields.changedProperties(since: old.storage.fields)
    }

    /// The properties not at their defaults: what an insert sets.
    public var setProperties: Properties { storage.fields.changedProperties(since: Fields(frame: storage.fields.frame)).union(.frame) }

    /// Takes `properties` from `other`, leaving the rest: an update applied.
    public mutating func take(_ properties: Properties, from other: RenderNode) {
        unique.fields.take(properties, from: other.storage.fields)
    }
}
