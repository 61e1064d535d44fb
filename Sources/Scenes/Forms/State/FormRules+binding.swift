/// A bound row's value and its state's value, one from the other (docs/FORMS.md,
/// Programs): a switch and a Bool, a stepper and an Int or a Double, a text and a
/// String, a picker's option and an enum case (the row's `cases`) or a String.
extension FormRules {
    func programValue(_ value: FormValue, for row: FormRow) -> ProgramValue {
        let type = row.program.bind.flatMap { types[$0] } ?? ""
        let base = type.hasSuffix("?") ? String(type.dropLast()) : type
        switch value {
        case .text(let text), .date(let text): return .string(text)
        case .isOn(let isOn): return .bool(isOn)
        case .number(let number):
            if base == "Int", number.isFinite, abs(number) < 1e15 { return .int(Int(number.rounded())) }
            return .double(number)
        case .index(let index):
            guard let options = Self.options(of: row), options.indices.contains(index) else { return .int(index) }
            return option(options[index], for: row, base: base) ?? .int(index)
        case .option(let text): return option(text, for: row, base: base) ?? .string(text)
        }
    }

    /// The value as the row shows it; nil where the row cannot show it.
    func formValue(_ value: ProgramValue, for row: FormRow) -> FormValue? {
        switch row.definition.holds {
        case .text:
            if case .none = value { return .text("") }
            return .text(value.description)
        case .date:
            if case .string(let text) = value { return .date(text) }
            return nil
        case .isOn:
            if case .bool(let isOn) = value { return .isOn(isOn) }
            return nil
        case .number: return value.number.map(FormValue.number)
        case .index:
            let options = Self.options(of: row) ?? []
            if case .int(let index) = value, options.indices.contains(index) { return .index(index) }
            return optionText(value, for: row).flatMap(options.firstIndex(of:)).map(FormValue.index)
        case .option: return optionText(value, for: row).map(FormValue.option)
        }
    }

    private func option(_ text: String, for row: FormRow, base: String) -> ProgramValue? {
        if let name = row.program.cases.first(where: { $0.value == text })?.key { return .symbol(name) }
        return nil
    }

    private func optionText(_ value: ProgramValue, for row: FormRow) -> String? {
        switch value {
        case .symbol(let name): row.program.cases[name] ?? name
        case .string(let text): text
        case .int(let n): String(n)
        default: nil
        }
    }

    static func options(of row: FormRow) -> [String]? {
        switch row.control {
        case .picker(let o, _), .choice(let o), .segmented(let o), .menu(let o): o.options
        default: nil
        }
    }

    /// The names labels, conditions, `.disabled` and alerts read, with what the
    /// computed properties among them read in turn.
    static func liveNames(of document: FormDocument) -> Set<String> {
        var names = Set<String>()
        func conditionNames(_ condition: FormCondition) -> Set<String> {
            switch condition {
            case .when(let e): e.names
            case .not(let c): conditionNames(c)
            case .all(let cs), .any(let cs): cs.reduce(into: []) { $0.formUnion(conditionNames($1)) }
            case .row: []
            }
        }
        for row in document.rows {
            if let label = row.program.label { names.formUnion(label.names) }
            if let disabled = row.program.disabledWhen { names.formUnion(disabled.names) }
            if let condition = row.visibleWhen { names.formUnion(conditionNames(condition)) }
        }
        for alert in document.program.alerts {
            names.insert(alert.presentedBy)
            for e in [alert.title, alert.message].compactMap({ $0 }) + alert.actions.map(\.title) { names.formUnion(e.names) }
        }
        // Computed properties read other names: follow them to a fixed point.
        var frontier = names
        while !frontier.isEmpty {
            var next = Set<String>()
            for name in frontier { if let e = document.program.computed[name] { next.formUnion(e.names.subtracting(names)) } }
            names.formUnion(next)
            frontier = next
        }
        return names
    }
}
