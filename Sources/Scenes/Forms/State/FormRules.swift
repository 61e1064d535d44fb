/// A form's rows on one device and what they make of a person's actions: the pure
/// transitions of `FormState` (docs/FORMS.md). Each action changes the state and returns
/// what the screen must then do, so the rules are tested with no view, cell or clock
/// (FormRulesTests), and the scene only carries the effects out.
///
/// A row's value is what the person set or else what its file says; values read as text
/// where the file's format and the conditions write text (`on`/`off`, an option).
public struct FormRules: Sendable {
    public let document: FormDocument
    /// Each section's rows on this device, in form order (shown or hidden by
    /// `visibleWhen`): the document's own array (shared by every session, not copied)
    /// when every row shows on every idiom.
    public let deviceRows: [[FormRow]]
    let strings: FormStrings
    /// Whether any row has `visibleWhen`: then a change of value may show or hide rows.
    let hasConditions: Bool
    /// The rows bound to each state name.
    let bindings: [String: [FormRow]]
    /// The bound rows by row id.
    let boundRows: [String: FormRow]
    /// The rows bound through `Binding(get:set:)`, by row id.
    let customRows: [String: FormRow]
    /// The text rows whose focus each state name drives.
    let focusRows: [String: [FormRow]]
    /// The names whose change may change what rows show (labels, conditions, being
    /// enabled, alerts), computed properties' inputs included.
    let liveNames: Set<String>
    /// The ids of the rows made once per element of a list (`forEach`).
    let repeatedRows: Set<String>
    /// Declared types by name.
    let types: [String: String]

    /// The rules of `document` (a variant already applied) on a device of `idiom`, its
    /// texts in `locale`.
    public init(document: FormDocument, idiom: String, locale: String) {
        self.document = document
        strings = FormStrings(document: document, locale: locale)
        deviceRows = document.sections.map { section in
            let rows = section.rows(for: locale)
            guard rows.contains(where: { !($0.idioms?.contains(idiom) ?? true) }) else { return rows }
            return rows.filter { $0.idioms?.contains(idiom) ?? true }
        }
        hasConditions = document.rows.contains { $0.visibleWhen != nil }
        bindings = Dictionary(grouping: deviceRows.joined().filter { $0.program.bind != nil }, by: { $0.program.bind ?? "" })
        customRows = Dictionary(deviceRows.joined().filter { $0.program.binding != nil }.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        boundRows = Dictionary(deviceRows.joined().filter { $0.program.bind != nil }.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        focusRows = Dictionary(grouping: deviceRows.joined().filter { $0.program.focusState != nil }, by: { $0.program.focusState ?? "" })
        liveNames = Self.liveNames(of: document)
        repeatedRows = Set(document.rows.filter { $0.program.repeats != nil }.map(\.id))
        types = Dictionary(document.program.state.map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
    }

    /// The state before the person did anything: the file's values, and the rows their
    /// conditions hide.
    public func initialState() -> FormState {
        var state = FormState()
        state.values = Dictionary(document.program.state.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        for (name, rows) in bindings {
            guard let value = state.values[name] else { continue }
            for row in rows { if let shown = formValue(value, for: row) { state.changed[row.id] = shown } }
        }
        showCustomBindings(&state)
        _ = updateHidden(&state)
        return state
    }

    /// Carries out an action; what the screen must do about it, in order.
    public func reduce(_ state: inout FormState, _ action: FormAction) -> [FormEffect] {
        switch action {
        case .set(let id, let value):
            // Stored without comparing: a text row sends its whole text at each
            // character, and comparing it with the last would make typing quadratic.
            state.changed[id] = value
            if let row = boundRows[id], let name = row.program.bind {
                return bind(&state, name, programValue(value, for: row))
            }
            if let row = customRows[id], let binding = row.program.binding {
                return perform(&state, binding.set, locals: [binding.parameter: programValue(value, for: row)])
            }
            return updateHidden(&state) ? [.showSections] : []
        case .submit:
            return submit(&state)
        case .restore(let saved):
            restore(&state, from: saved)
            return (updateHidden(&state) ? [.showSections] : []) + [.refill]
        case .appear: return perform(&state, document.program.onAppear)
        case .tap(let id):
            guard let row = shownRow(id, in: state) else { return [] }
            return perform(&state, row.program.action, locals: row.program.locals)
        case .returnKey(let id): return returnKey(&state, id)
        case .barButton(let done): return perform(&state, (done ? document.program.doneAction : document.program.cancelAction) ?? [])
        case .focused(let id): return focused(&state, id)
        case .alertAction(let index, let action): return alertAction(&state, index, action)
        case .sheetDismissed(let index): return sheetDismissed(&state, index)
        case .popped(let index): return popped(&state, index)
        }
    }

    /// A row's value now, nil where it has none (an empty text, a date not picked).
    public func value(of row: FormRow, in state: FormState) -> FormValue? {
        let definition = row.definition
        if let saved = state.changed[row.id] { return saved.text.isEmpty && !definition.keepsEmptyValue ? nil : saved }
        return definition.fileValue(row.control, strings).flatMap { FormValue(definition.holds, text: $0) }
    }

    /// A radio group's option now.
    public func option(of radio: FormRadio, in state: FormState) -> String? {
        state.changed[radio.id]?.text ?? radio.value
    }

    /// The document's sections that show now, with the rows that show in each. A section
    /// whose rows are all hidden goes, header and footer with it.
    public func shownSections(_ state: FormState) -> [(index: Int, rows: [FormRow])] {
        let sections = repeatedRows.isEmpty ? deviceRows : deviceRows.map { expanded($0, in: state) }
        guard !state.hiddenRows.isEmpty else { return sections.enumerated().map { ($0.offset, $0.element) } }
        var shown: [(index: Int, rows: [FormRow])] = []
        for (index, rows) in sections.enumerated() {
            let visible = rows.filter { !state.hiddenRows.contains($0.id) }
            if visible.isEmpty, !rows.isEmpty, document.sections[index].radio == nil { continue }
            shown.append((index, visible))
        }
        return shown
    }

    /// The values as the screen's restorable state writes them: each radio group's
    /// option and each saved row's value, shown or hidden, as text.
    public func savedState(_ state: FormState) -> [String: String] {
        var coder: [String: String] = [:]
        for radio in document.sections.compactMap(\.radio) {
            if let option = option(of: radio, in: state), radio.options.contains(option) { coder[radio.id] = option }
        }
        for row in deviceRows.joined() where row.definition.savesValue {
            if let value = value(of: row, in: state) { coder[row.id] = value.text }
        }
        return coder
    }

    /// A row's value as a condition reads it: a switch `true`/`false`, an option its
    /// text as the file writes it (not translated), a radio group its option.
    func conditionValue(_ id: String, in state: FormState) -> String? {
        for (index, section) in document.sections.enumerated() {
            if let radio = section.radio, radio.id == id { return option(of: radio, in: state) }
            guard let row = deviceRows[index].first(where: { $0.id == id }) else { continue }
            return row.definition.conditionValue(row.control, value(of: row, in: state)?.text, strings)
        }
        return nil
    }

    /// Works out which rows hide for the values now; whether that changed.
    func updateHidden(_ state: inout FormState) -> Bool {
        guard hasConditions else { return false }
        var hidden: Set<String> = []
        // One interpreter for every row's condition: they share one budget and what they
        // work out, so a form of many rows under one costly `if` pays for it once.
        var interpreter = ProgramInterpreter(program: document.program, values: state.values, types: types)
        for row in deviceRows.joined() {
            if let condition = row.visibleWhen,
                !condition.holds({ conditionValue($0, in: state) }, evaluate: { interpreter.evaluate($0).isTrue })
            {
                hidden.insert(row.id)
            }
        }
        guard hidden != state.hiddenRows else { return false }
        state.hiddenRows = hidden
        return true
    }

    private func restore(_ state: inout FormState, from saved: [String: String]) {
        for radio in document.sections.compactMap(\.radio) {
            if let option = saved[radio.id], radio.options.contains(option) { state.changed[radio.id] = .option(option) }
        }
        for row in deviceRows.joined() {
            guard let text = saved[row.id], let taken = row.definition.restore(row.control, text, strings),
                let value = FormValue(row.definition.holds, text: taken)
            else { continue }
            state.changed[row.id] = value
            // A bound row's state takes the value back too, so what reads it agrees.
            if let name = row.program.bind { state.values[name] = programValue(value, for: row) }
        }
    }
}
