extension Window {
    /// The responders Tab moves among (B7.4): views that take key input and can become
    /// first responder, not hidden, in a depth-first walk of the window's subviews (for
    /// the forms, top to bottom). While a popover is up only its content counts, as
    /// UIKit keeps keyboard focus inside a presented popover.
    /// Deviation: UIKit's key view loop comes from its focus system, which also orders by
    /// position on screen; the built-in forms are laid out in subview order, so the walk
    /// gives the same order. A non-editable text view takes no part, as in UIKit.
    public var keyInputsInFormOrder: [View] {
        var found: [View] = []
        func walk(_ view: View) {
            if view.isHidden || view.alpha < 0.01 { return }
            let isReadOnlyText = view is SelectableTextView || (view as? TextView)?.isEditable == false
            if view is any KeyInput, !isReadOnlyText, view.canBecomeFirstResponder { found.append(view) }
            for subview in view.subviews { walk(subview) }
        }
        walk(presentations.last?.popover ?? self)
        return found
    }

    /// Tab / Shift-Tab with a hardware keyboard (B7.4): the next or previous key input
    /// after the current first responder, cycling at either end; the first (Shift-Tab: the
    /// last) when no key input is first responder.
    @discardableResult
    public func moveKeyFocus(backward: Bool) -> Bool {
        let inputs = keyInputsInFormOrder
        guard !inputs.isEmpty else { return false }
        let target: View
        if let current = inputs.firstIndex(where: { $0 === firstResponder }) {
            let step = backward ? inputs.count - 1 : 1
            target = inputs[(current + step) % inputs.count]
        } else {
            target = backward ? inputs[inputs.count - 1] : inputs[0]
        }
        return target.becomeFirstResponder()
    }
}
