/// One element of the semantic tree: what a screen reader or a test needs to know.
///
/// A value, as before, with its fields kept in one shared box (copy on write, as an
/// array's storage): the semantic walk hands each node up through every container above
/// it, and a copy is then one reference counted, not one for each of its strings and
/// arrays. Two copies of one node compare equal without reading their fields.
public struct SemanticNode: Equatable, Sendable {
    private var box: Box

    public init(
        id: String, role: Role, label: String? = nil, value: String? = nil, frame: Rect,
        states: [ElementState] = [], background: String? = nil, children: [SemanticNode] = []
    ) {
        box = Box(Fields(
            id: id, role: role, label: label, value: value, frame: frame, states: states,
            background: background, children: children))
    }

    public var id: String {
        get { box.fields.id }
        set { unique().fields.id = newValue }
    }
    public var role: Role {
        get { box.fields.role }
        set { unique().fields.role = newValue }
    }
    public var label: String? {
        get { box.fields.label }
        set { unique().fields.label = newValue }
    }
    public var value: String? {
        get { box.fields.value }
        set { unique().fields.value = newValue }
    }
    /// Screen points in the current orientation.
    public var frame: Rect {
        get { box.fields.frame }
        set { unique().fields.frame = newValue }
    }
    public var states: [ElementState] {
        get { box.fields.states }
        set { unique().fields.states = newValue }
    }
    public var background: String? {
        get { box.fields.background }
        set { unique().fields.background = newValue }
    }
    public var arrow: String? {
        get { box.fields.arrow }
        set { unique().fields.arrow = newValue }
    }
    /// On a popover: the element its arrow points at (the nearest at or above its source view).
    public var anchor: String? {
        get { box.fields.anchor }
        set { unique().fields.anchor = newValue }
    }
    /// On a popover: how it is presented (`popover`, `overlay`, `menu`; PresentationStyle).
    public var presentation: String? {
        get { box.fields.presentation }
        set { unique().fields.presentation = newValue }
    }
    public var selection: [Int]? {
        get { box.fields.selection }
        set { unique().fields.selection = newValue }
    }
    /// A picker column's selected row, its number of rows and whether it wraps (what an
    /// adjustable element steps through: the next row is a `pick` of row ± 1).
    public var row: Int? {
        get { box.fields.row }
        set { unique().fields.row = newValue }
    }
    public var rowCount: Int? {
        get { box.fields.rowCount }
        set { unique().fields.rowCount = newValue }
    }
    public var wraps: Bool? {
        get { box.fields.wraps }
        set { unique().fields.wraps = newValue }
    }
    public var children: [SemanticNode] {
        get { box.fields.children }
        set { unique().fields.children = newValue }
    }

    /// A key of the system keyboard: part of the device, not of the app's form, so checks
    /// of the form's own targets, order and text leave it out.
    public var isKeyboardKey: Bool { id.hasPrefix(KeyView.idPrefix) }

    /// Depth-first search by element id.
    public func find(_ id: String) -> SemanticNode? {
        if self.id == id { return self }
        for child in children { if let hit = child.find(id) { return hit } }
        return nil
    }

    public static func == (lhs: SemanticNode, rhs: SemanticNode) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// The box this value may write to: its own, or a copy when another value shares it.
    private mutating func unique() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        return box
    }

    private struct Fields: Equatable, Sendable {
        var id: String
        var role: Role
        var label: String?
        var value: String?
        var frame: Rect
        var states: [ElementState]
        var background: String?
        var arrow: String? = nil
        var anchor: String? = nil
        var presentation: String? = nil
        var selection: [Int]? = nil
        var row: Int? = nil
        var rowCount: Int? = nil
        var wraps: Bool? = nil
        var children: [SemanticNode]
    }

    /// Written only through `unique()`, so a box another value shares is never changed:
    /// values on other threads see what they copied.
    private final class Box: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }
}
