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

extension Simulator {
    /// Text that would take the first responder's field past
    /// `TextField.maximumLength` is refused with a clear error, before any of it is typed.
    func checkRoom(for text: String) throws(InputError) {
        guard let field = window.firstResponder as? TextField, field.isTextChangeable else { return }
        let length = field.length
        let after = length - field.selectedRange.clamped(to: 0..<length).count + text.utf16.count
        guard after > TextField.maximumLength else { return }
        throw InputError(.textTooLong(field: field.elementID, length: length, after: after))
    }
}
