import SimCore

/// An element named by a plain word, as a person names it: its id, or, where no element
/// has that id, what it says (its label or its value).
extension Reach {
    /// The element with id `name` on `tree`; where no element on this screen has that id
    /// (scrolled out of a table or not), the element whose label or value is `name`.
    public static func element(named name: String, in tree: SemanticTree, on sim: Simulator) -> SemanticNode? {
        if let node = tree.root.find(name) { return node }
        return sim.hasElement(name) ? nil : element(withText: name, in: tree)
    }

    /// The element with an id whose label or value is `text`: the first a person sees,
    /// else the first in the tree's order.
    public static func element(withText text: String, in tree: SemanticTree) -> SemanticNode? {
        let named = tree.allNodes.filter { !$0.id.isEmpty && ($0.label == text || $0.value == text) }
        return named.first { isVisible($0, in: tree) } ?? named.first
    }
}
