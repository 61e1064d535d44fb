/// Mirrors UIResponder: the chain that touches nobody handled, nil-target actions and
/// edit commands walk (BEHAVIOR.md B2).
open class Responder {
    public init() {}

    /// The next responder in the chain (B2.1).
    open var next: Responder? { nil }

    /// The window this responder lives in (UIKit finds it through the view; here every
    /// responder says so, so becoming first responder needs no view cast).
    open var responderWindow: Window? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    public var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// B2.2. Subclasses override and call super, as in UIKit.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        return window.makeFirstResponder(self)
    }

    /// B2.3: a responder that is not first answers true and does nothing.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = responderWindow, window.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        window.clearFirstResponder()
        return true
    }

    /// Called after this responder stopped being first, whether it resigned or was made
    /// to (B2.4, endEditing(force:)). Deviation: UIKit has no such hook; subclasses there
    /// override resignFirstResponder(), which a forced end does not call.
    open func didResignFirstResponder() {}

    /// The custom input view shown while this responder is first (B3.1).
    open var inputView: View? { nil }

    /// Mirrors inputAccessoryView: a bar the input panel shows above the input view or
    /// the keyboard while this responder is first (E5.K1); its height counts in the
    /// panel's, so keyboard avoidance clears it too.
    open var inputAccessoryView: View? { nil }

    // MARK: Touches (B2.5: what a responder does not handle goes to `next`)

    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Edit actions (B2.5, B6.2)

    /// Mirrors canPerformAction(_:withSender:) for the standard edit actions.
    open func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool { false }

    /// Carries out an edit action this responder said it can perform.
    open func perform(_ action: EditAction, withSender sender: Any?) {}

    /// Mirrors target(forAction:withSender:): the first responder from here along
    /// `next` that can perform the action.
    public func target(forAction action: EditAction, withSender sender: Any?) -> Responder? {
        var current: Responder? = self
        while let responder = current {
            if responder.canPerformAction(action, withSender: sender) { return responder }
            current = responder.next
        }
        return nil
    }
}
