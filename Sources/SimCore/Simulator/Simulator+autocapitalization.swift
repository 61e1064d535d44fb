extension Simulator {
    /// B7.11: after each event, the on-screen keyboard's shift follows the first
    /// responder's autocapitalization and the text before its caret, when either changed.
    /// A secure field is never capitalized automatically.
    func updateKeyboardShift() {
        guard inputPanel.isUp, inputPanel.content === keyboard, let field = window.firstResponder as? TextField else {
            shiftContext = nil
            return
        }
        let before = field.textBeforeCaret()
        let context = (field: ObjectIdentifier(field), before: before)
        if let shiftContext, shiftContext.field == context.field, shiftContext.before == before { return }
        shiftContext = context
        let type = field.isSecureTextEntry ? .none : field.autocapitalizationType
        keyboard.setAutomaticShift(Keyboard.shiftsAutomatically(type, before: before))
    }
}
