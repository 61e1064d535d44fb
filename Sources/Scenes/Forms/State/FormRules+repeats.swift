/// Rows made once per element of a list (`forEach`, SwiftUI's `ForEach` over state): the
/// list is read from the state each time the sections are worked out, so rows appear and
/// go as it grows and shrinks, as `body` evaluated again makes them.
extension FormRules {
    /// How many rows one `forEach` makes at most (the form's row limit keeps the rest).
    static let maxRepeats = 500

    /// A section's rows with each repeated row made for its list now: `<id>-<n>` from 0,
    /// each with its element and index as locals. A template hidden by its own
    /// `visibleWhen` makes none.
    func expanded(_ rows: [FormRow], in state: FormState) -> [FormRow] {
        guard rows.contains(where: { $0.program.repeats != nil }) else { return rows }
        var out: [FormRow] = []
        for row in rows {
            guard let repeats = row.program.repeats else {
                out.append(row)
                continue
            }
            if state.hiddenRows.contains(row.id) { continue }
            let items: [ProgramValue] = switch evaluate(repeats.collection, in: state) {
            case .list(let items): items
            case .int(let count): (0..<max(0, min(count, Self.maxRepeats))).map(ProgramValue.int)
            default: []
            }
            for (index, item) in items.prefix(Self.maxRepeats).enumerated() {
                var instance = row
                instance.id = "\(row.id)-\(index)"
                instance.program.repeats = nil
                instance.program.locals[repeats.element] = item
                if let name = repeats.index { instance.program.locals[name] = .int(index) }
                instance.visibleWhen = nil
                out.append(instance)
            }
        }
        return out
    }

    /// A row shown now by its id: a row of the form, or an instance of a repeated one.
    func shownRow(_ id: String, in state: FormState) -> FormRow? {
        if let row = deviceRows.joined().first(where: { $0.id == id }) { return row }
        guard !repeatedRows.isEmpty else { return nil }
        return shownSections(state).lazy.flatMap(\.rows).first { $0.id == id }
    }
}
