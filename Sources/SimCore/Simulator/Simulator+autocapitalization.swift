extension Simulator {
    /// B7.11: the keyboard's shift follows the field it types into.
    func updateKeyboardShift() {
        let typing = inputPanel.isUp && inputPanel.content === keyboard
        keyboard.followAutocapitalization(of: typing ? window.firstResponder as? TextField : nil)
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
