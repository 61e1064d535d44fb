import SwiftSyntax

/// A model that makes itself: `class Node { var next = Node() }` never finishes being
/// made — the app stops there — so a form that holds one is refused, naming the chain.
extension SourceIndex {
    /// The types made, in order, from `type` by its stored properties' initial values
    /// until one already being made comes back (`["Node", "Node"]`, or `["Order",
    /// "Customer", "Order"]`), the property that makes it again (`Customer.order`), and
    /// its initial value; nil when every model finishes.
    func selfMadeChain(from type: String) -> (types: [String], property: String, node: Syntax)? {
        var making: [String] = []
        var chain: [String] = []
        var closing = ""
        var finished: Set<String> = []
        func visit(_ name: String) -> Syntax? {
            guard let decl = types[name], !finished.contains(name) else { return nil }
            making.append(name)
            defer { making.removeLast() }
            for property in decl.properties.values.sorted(by: { $0.name < $1.name }) {
                // Only what the initial value constructs is made with the type: a declared
                // type with no initial value, or an optional left nil, makes nothing.
                guard let initial = property.initial, let made = Expressions.constructedType(initial), types[made] != nil else {
                    continue
                }
                chain.append(made)
                if making.contains(made) {
                    closing = "\(name).\(property.name)"
                    return Syntax(initial)
                }
                if let node = visit(made) { return node }
                chain.removeLast()
            }
            finished.insert(name)
            return nil
        }
        guard let node = visit(type), let again = chain.last, let start = chain.firstIndex(of: again) else { return nil }
        return (Array(chain[start...]), closing, node)
    }
}
