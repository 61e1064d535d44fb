extension Window {
    /// B2.2: already first → true; cannot become → false with the current one untouched;
    /// current one refuses to resign → false; else the old resigns and the new becomes
    /// first, and the input system swaps input views.
    func makeFirstResponder(_ responder: Responder) -> Bool {
        if firstResponder === responder { return true }
        guard responder.canBecomeFirstResponder else { return false }
        let old = firstResponder
        if let old {
            guard old.canResignFirstResponder else { return false }
        }
        firstResponder = responder
        old?.didResignFirstResponder()
        firstResponderDidChange?(old, responder)
        return true
    }

    /// Ends the current first responder's turn without asking it (its resign already said yes,
    /// or it left the window, B2.4).
    func clearFirstResponder() {
        guard let old = firstResponder else { return }
        firstResponder = nil
        old.didResignFirstResponder()
        firstResponderDidChange?(old, nil)
    }

    /// Mirrors UIView.endEditing(_:) with force: the first responder resigns.
    @discardableResult
    public func endEditing(force: Bool = true) -> Bool {
        guard let responder = firstResponder else { return true }
        if responder.resignFirstResponder() { return true }
        if force { clearFirstResponder() }
        return force
    }
}
