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
            let isLast = index == textFields.count - 1
            field.chainReturn(
                for: textRows[index], isLast: isLast, canSubmit: document.hasSubmit,
                next: { [weak self] in _ = self?.textFields[index + 1].becomeFirstResponder() },
                submit: { [weak self] in self?.submit() })
        }
    }
}

extension TextField {
    /// What Return does in a form's text row (F2), for the stacked form and the table
    /// form alike: the row's `returnKey`, by default `next` but on the last text row,
    /// where it is `go` when the form can be submitted and `done` otherwise. Next moves
    /// on (`next`; on the last row it does nothing, as a field with no delegate), Go,
    /// Send, Join and Search submit, the others resign.
    func chainReturn(
        for row: FormRow, isLast: Bool, canSubmit: Bool, next: @escaping () -> Void, submit: @escaping () -> Void
    ) {
        let fallback: ReturnKeyType = isLast ? (canSubmit ? .go : .done) : .next
        let chosen = if case .text(let entry) = row.control { entry.returnKey } else { ReturnKeyType?.none }
        returnKeyType = chosen ?? fallback
        shouldReturn = { field in
            switch field.returnKeyType {
            case .next where !isLast: next()
            case .next: break
            case .go, .send, .join, .search: submit()
            default: _ = field.resignFirstResponder()
            }
            return false
        }
    }
}
