/// Touches by element id that must reach their element, and what typing went to: what
/// the page needs to replay one device's input on another without acting on anything
/// else (docs/BEHAVIOR.md, D1).
extension Simulator {
    /// The point a touch by element id goes down at: the centre of the element's visible
    /// part. `exclusive`: refused (`target_covered`) when the hit test there would land
    /// on something in front of the element, not on it, a view inside it, or a view it
    /// lies in (a label's touches go to its cell).
    func touchPoint(of target: String, exclusive: Bool) throws(InputError) -> Point {
        guard let view = view(withElementID: target) else { throw InputError(.unknownTarget(target)) }
        let point = try visibleCentre(of: view, target: target)
        guard exclusive, let hit = hitTest(point) else { return point }
        guard !hit.isDescendant(of: view), !view.isDescendant(of: hit) else { return point }
        throw InputError(.targetCovered(target, by: covering(hit), at: point))
    }

    /// Whether a view has this element id, on screen or not (a table's cell scrolled away):
    /// what a flow asks before it reads an id as the text of an element.
    public func hasElement(_ id: String) -> Bool { view(withElementID: id) != nil }

    /// The front-most thing a hit view belongs to: a popover, a popover's dimming view,
    /// the input panel, the edit menu, or else its nearest element.
    func covering(_ hit: View) -> Covering {
        if hit.isDescendant(of: inputPanel) { return Covering(kind: .inputPanel, id: inputPanel.elementID) }
        if hit.isDescendant(of: window.editMenu) { return Covering(kind: .editMenu, id: window.editMenu.elementID) }
        for presentation in window.presentations {
            if hit === presentation.dismissal { return Covering(kind: .dimmingView, id: presentation.popover.elementID) }
            if hit.isDescendant(of: presentation.popover) { return Covering(kind: .popover, id: presentation.popover.elementID) }
        }
        var current: View? = hit
        while let view = current, !view.isElement { current = view.superview }
        return Covering(kind: .view, id: current?.elementID)
    }

    /// Notes the first responder the round's first key or text event goes to (the input
    /// answer's `typing`).
    func noteTyping() {
        if typing == nil { typing = TypingSummary(firstResponder: firstResponderID) }
    }
}
