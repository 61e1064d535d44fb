/// The views of a window and its input panel by element id, as the depth-first search of
/// `Simulator.view(withElementID:)` finds them (the first found for an id wins), made
/// for one `Window.hierarchyGeneration`: a lookup costs a hash, not a walk of every view.
/// It holds the views strongly, so it is dropped at every commit whose hierarchy changed.
struct ElementIndex {
    private(set) var generation: Int
    private var views: [String: View] = [:]

    /// Walks `roots` in order, each depth first: the views out of the hierarchy and the
    /// last subviews first.
    init(roots: [View], generation: Int) {
        self.generation = generation
        for root in roots { add(root) }
    }

    private mutating func add(_ view: View) {
        if let id = view.elementID, views[id] == nil { views[id] = view }
        for detached in view.detachedSubviews.reversed() { add(detached) }
        for subview in view.subviews.reversed() { add(subview) }
    }

    subscript(id: String) -> View? { views[id] }
}
