/// Submitting (F9): every required row that shows and is not filled in is marked
/// invalid and the first takes the focus; with none, input ends and the form is
/// submitted.
extension FormRules {
    func submit(_ state: inout FormState) -> [FormEffect] {
        state.invalidRows = []
        var firstInvalid: String?
        for (_, rows) in shownSections(state) {
            for row in rows where row.required && !isFilled(row, in: state) {
                state.invalidRows.insert(row.id)
                if firstInvalid == nil { firstInvalid = row.id }
            }
        }
        state.isSubmitted = firstInvalid == nil
        guard let firstInvalid else { return [.markInvalid, .endEditing] }
        return [.markInvalid, .focus(firstInvalid)]
    }

    /// Whether a required row is filled in: a switch when it is on (a required switch is
    /// terms to accept), a row that shows text when it shows some, any other always.
    public func isFilled(_ row: FormRow, in state: FormState) -> Bool {
        switch row.definition.filled {
        case .whenOn: value(of: row, in: state) == .isOn(true)
        case .whenShowingText: !(value(of: row, in: state)?.text ?? "").isEmpty
        case .always: true
        }
    }
}
