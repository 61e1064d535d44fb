/// What the inspector reads off a view: its name and its node of the hierarchy.
extension View {
    /// The element id, else the class name.
    var inspectorName: String { inspectorName(typeName: { String(describing: $0) }) }

    var inspectorClassName: String { customClassName ?? String(describing: type(of: self)) }

    /// The same, with the Swift type named by `typeName` (the log names each type once).
    func inspectorName(typeName: (Any.Type) -> String) -> String {
        elementID ?? customClassName ?? typeName(type(of: self))
    }

    /// The nearest element id at or above this view.
    var nearestElementID: String? {
        var current: View? = self
        while let view = current {
            if let id = view.elementID { return id }
            current = view.superview
        }
        return nil
    }

    func inspectorNode() -> InspectorSnapshot.ViewNode {
        InspectorSnapshot.ViewNode(
            className: inspectorClassName, id: elementID, frame: frameInScreen, hidden: isHidden, alpha: alpha,
            interaction: isUserInteractionEnabled, children: subviews.map { $0.inspectorNode() })
    }
}
