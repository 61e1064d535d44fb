extension Simulator {
    /// The element a finger at `point` would go down on (the hit test of B1, then the
    /// nearest element at or above the view hit), without touching anything: what the
    /// page asks before it records an expectation about the element under the pointer.
    public func element(at point: Point) -> String? {
        layoutIfNeeded()
        var current = hitTest(point)
        while let view = current, !view.isElement { current = view.superview }
        return current?.elementID
    }
}
