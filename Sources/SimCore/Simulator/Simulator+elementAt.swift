extension Simulator {
    /// The element a finger at `point` would go down on (the hit test of B1, then the
    /// nearest element at or above the view hit), without touching anything.
    public func element(at point: Point) -> String? {
        layoutIfNeeded()
        var current = hitTest(point)
        while let view = current, !view.isElement { current = view.superview }
        return current?.elementID
    }

    /// The element a check of what is at `point` names (the page's Alt-click while it
    /// records): the element a finger would go down on, or the deepest element inside it
    /// under the point — a key rather than the keyboard, the field rather than its row
    /// (whose label takes no touch) — stopping at a control a person picks as a whole
    /// (the field, not its clear button).
    public func elementToCheck(at point: Point) -> String? {
        guard let id = element(at: point) else { return nil }
        guard var node = semanticTree().root.find(id) else { return id }
        while !Self.pickedWhole.contains(node.role),
            let inner = node.children.last(where: { !$0.id.isEmpty && $0.frame.contains(point) })
        {
            node = inner
        }
        return node.id
    }

    /// Roles a person picks as a whole: a check names them, not a part inside them.
    static let pickedWhole: Set<Role> = [
        .textField, .textView, .button, .control, .switch, .menuItem, .segment, .slider, .pickerColumn,
    ]
}
