import SimCore

extension SimHarness {
    /// The element with this id in the semantic tree, if it shows.
    public func node(_ id: String) -> SemanticNode? { sim.node(id) }

    /// The value an element reads out (a field's text, a switch's on/off), if it shows.
    public func value(of id: String) -> String? { node(id)?.value }

    /// An element's frame in the semantic tree, if it shows.
    public func frame(of id: String) -> Rect? { node(id)?.frame }

    /// The id of the element that has the keyboard focus, if any.
    public var firstResponderID: String? { sim.firstResponderID }
}
