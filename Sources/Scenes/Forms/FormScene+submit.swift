import SimCore

/// Submitting (F9).
extension FormScene {
    /// F9: every empty required row is marked invalid and the first takes the focus (or
    /// is scrolled into view); with none, input ends and the form shows `submitted`.
    func submit() {
        var firstInvalid: FormCell?
        for cell in cells {
            cell.isInvalid = cell.row.required && isEmpty(cell)
            if cell.isInvalid, firstInvalid == nil { firstInvalid = cell }
        }
        guard let firstInvalid else {
            _ = view.window?.endEditing(force: true)
            table.isSubmitted = true
            return
        }
        table.isSubmitted = false
        if let field = firstInvalid.field {
            field.becomeFirstResponder()
        } else {
            table.scrollRectToVisible(firstInvalid.convert(firstInvalid.bounds, to: table), animated: true)
        }
    }

    func isEmpty(_ cell: FormCell) -> Bool {
        switch cell.detailTextLabel ?? cell.textField {
        case let field as TextField: !field.hasText
        case let label as Label: (label.text ?? "").isEmpty
        default: false
        }
    }
}

extension ReturnKeyType {
    /// A form file's `returnKey` name (docs/FORMS.md); `default` is the plain return key.
    init?(formName: String) {
        switch formName {
        case "next": self = .next
        case "done": self = .done
        case "go": self = .go
        case "send": self = .send
        case "search": self = .search
        case "join": self = .join
        case "default": self = .default
        default: return nil
        }
    }
}
