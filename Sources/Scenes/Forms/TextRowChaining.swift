import SimCore

/// A form screen whose fields all exist at once and Return walks through (F2): the
/// stacked form. (A table form's rows may have no cell yet: FormScene+textRows.swift.)
protocol TextRowChaining: ViewController {
    var document: FormDocument { get }
    /// The text inputs shown on this device, in form order.
    var textFields: [TextField] { get }
    /// Their rows, in the same order.
    var textRows: [FormRow] { get }
    func submit()
}

extension TextRowChaining {
    /// Return in a text row: on to the next text row (`next`), submit (`go`), or resign
    /// (`done`); in a text view it is a newline; Next on the last row stays. The default
    /// is `next` but on the last text row, where it is `go` when the form can be
    /// submitted and `done` otherwise.
    func connectTextFields() {
        for (index, field) in textFields.enumerated() where !(field is TextView) {
            let row = textRows[index]
            let isLast = index == textFields.count - 1
            let fallback: ReturnKeyType = isLast ? (document.hasSubmit ? .go : .done) : .next
            field.returnKeyType = row.returnKey.flatMap(ReturnKeyType.init(formName:)) ?? fallback
            field.shouldReturn = { [unowned self] field in
                switch field.returnKeyType {
                case .next where !isLast: self.textFields[index + 1].becomeFirstResponder()
                // Next with nowhere to go does nothing, as a field with no delegate.
                case .next: break
                case .go, .send, .join, .search: self.submit()
                default: _ = field.resignFirstResponder()
                }
                return false
            }
        }
    }
}
