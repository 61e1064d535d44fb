import SimCore

/// Submitting (F9).
extension FormScene {
    /// F9: every required row not filled (empty; a switch: off) is marked invalid and the first takes the focus (or
    /// is scrolled into view); with none, input ends and the form shows `submitted`.
    func submit() {
        invalidRows = []
        var firstInvalid: IndexPath?
        for (section, rows) in sectionRows.enumerated() {
            for (index, row) in rows.enumerated() where row.required && !isFilled(row) {
                invalidRows.insert(row.id)
                if firstInvalid == nil { firstInvalid = IndexPath(row: index, section: section) }
            }
        }
        for section in table.sections {
            for case let cell as FormCell in section.cells { cell.isInvalid = invalidRows.contains(cell.row.id) }
        }
        guard let firstInvalid else {
            _ = view.window?.endEditing(force: true)
            table.isSubmitted = true
            return
        }
        table.isSubmitted = false
        focusRow(at: firstInvalid)
    }

    /// Whether a required row is filled in: a switch when it is on (a required switch is
    /// terms to accept), a row that shows text when it shows some, any other always.
    func isFilled(_ row: FormRow) -> Bool {
        switch row.definition.filled {
        case .whenOn: value(of: row) == "on"
        case .whenShowingText: !(value(of: row) ?? "").isEmpty
        case .always: true
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
