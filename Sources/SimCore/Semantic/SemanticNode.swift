/// One element of the semantic tree: what a screen reader or a test needs to know.
///
/// A value, its fields read and written as its own properties (`node.label`), kept in one
/// shared box (copy on write, as an array's storage): the semantic walk hands each node up
/// through every container above it, and a copy is then one reference counted, not one for
/// each of its strings and arrays. Two copies of one node compare equal without reading
/// their fields.
@dynamicMemberLookup
public struct SemanticNode: Equatable, Sendable {
    /// What a node says.
    public struct Fields: Equatable, Sendable {
        public var id: String
        public var role: Role
        public var label: String?
        public var value: String?
        /// Screen points in the current orientation.
        public var frame: Rect
        public var states: [ElementState]
        public var background: String?
        public var arrow: String?
        /// On a popover: the element its arrow points at (the nearest at or above its
        /// source view).
        public var anchor: String?
        /// On a popover: how it is presented (`popover`, `overlay`, `menu`; PresentationStyle).
        public var presentation: String?
        public var selection: [Int]?
        /// A picker column's selected row, its number of rows and whether it wraps (what an
        /// adjustable element steps through: the next row is a `pick` of row ± 1).
        public var row: Int?
        public var rowCount: Int?
        public var wraps: Bool?
        public var children: [SemanticNode]
    }

    @usableFromInline var box: Box

    public init(
        id: String, role: Role, label: String? = nil, value: String? = nil, frame: Rect,
        states: [ElementState] = [], background: String? = nil, children: [SemanticNode] = []
    ) {
        box = Box(Fields(
            id: id, role: role, label: label, value: value, frame: frame, states: states,
            background: background, children: children))
    }

    /// A field, read from the shared box; written to this node's own.
    @inlinable public subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { box.fields[keyPath: field] }
        set { unique().fields[keyPath: field] = newValue }
    }

    /// A key of the system keyboard: part of the device, not of the app's form, so checks
    /// of the form's own targets, order and text leave it out.
    public var isKeyboardKey: Bool { self.id.hasPrefix(KeyView.idPrefix) }

    /// Depth-first search by element id.
    public func find(_ id: String) -> SemanticNode? {
        if self.id == id { return self }
        for child in self.children { if let hit = child.find(id) { return hit } }
        return nil
    }

    public static func == (lhs: SemanticNode, rhs: SemanticNode) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// The box this value may write to: its own, or a copy when another value shares it.
    @usableFromInline mutating func unique() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        return box
    }

    /// Written only through `unique()`, so a box another value shares is never changed:
    /// values on other threads see what they copied.
    @usableFromInline final class Box: @unchecked Sendable {
        @usableFromInline var fields: Fields
        @usableFromInline init(_ fields: Fields) { self.fields = fields }
    }
}
