/// One element of the semantic tree: what a screen reader or a test needs to know.
public struct SemanticNode: Equatable, Sendable {
    public var id: String
    public var role: Role
    public var label: String?
    public var value: String?
    /// Screen points in the current orientation.
    public var frame: Rect
    public var states: [ElementState]
    public var background: String?
    public var arrow: String?
    /// On a popover: the element its arrow points at (the nearest at or above its source view).
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

    public init(
        id: String, role: Role, label: String? = nil, value: String? = nil, frame: Rect,
        states: [ElementState] = [], background: String? = nil, children: [SemanticNode] = []
    ) {
        self.id = id
        self.role = role
        self.label = label
        self.value = value
        self.frame = frame
        self.states = states
        self.background = background
        self.children = children
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
}
