/// A SwiftUI form's program run over its state (docs/FORMS.md, Programs; BEHAVIOR.md E8):
/// an action runs in the interpreter, then what its changes mean for the screen is
/// worked out as SwiftUI re-evaluates `body` — the rows bound to a changed name show
/// it, `.onChange` observers run, conditions show and hide rows, labels and `.disabled`
/// are evaluated again, an alert whose state turned true is presented, a focus state
/// moves the first responder. An action that stops (its budget, a trap) changes nothing.
extension FormRules {
    /// How many rounds of `.onChange` one event runs (an observer that changes what
    /// another observes): SwiftUI's own limit is a runtime warning, not a number.
    static let observerRounds = 4

    /// A name's value now, computed properties evaluated; `unknown` where it has none.
    public func evaluate(_ expression: ProgramExpression, in state: FormState, locals: [String: ProgramValue] = [:]) -> ProgramValue {
        var interpreter = ProgramInterpreter(program: document.program, values: state.values, types: types, evaluationBudget: ProgramInterpreter.displayBudget)
        return interpreter.evaluate(expression, locals: locals)
    }

    /// A row's label as the code computes it now; nil where it is the file's text.
    public func liveLabel(of row: FormRow, in state: FormState) -> String? {
        guard let label = row.program.label else { return nil }
        let value = evaluate(label, in: state, locals: row.program.locals)
        if case .unknown = value { return nil }
        return value.description
    }

    /// Whether the row is disabled now: as the file says, or as its `.disabled(…)`
    /// condition evaluates.
    public func isDisabled(_ row: FormRow, in state: FormState) -> Bool {
        row.disabled || (row.program.disabledWhen.map { evaluate($0, in: state, locals: row.program.locals).isTrue } ?? false)
    }

    /// Runs `statements` as one event.
    func perform(_ state: inout FormState, _ statements: [ProgramStatement], locals: [String: ProgramValue] = [:],
                 then finish: (inout ProgramInterpreter) -> Void = { _ in }) -> [FormEffect] {
        guard !document.program.isEmpty || !statements.isEmpty else { return [] }
        var interpreter = ProgramInterpreter(program: document.program, values: state.values, types: types)
        interpreter.run(statements, locals: locals)
        finish(&interpreter)
        return settle(&state, interpreter, ranStatements: true)
    }

    /// A bound control took a value: the state follows, and what depends on it.
    func bind(_ state: inout FormState, _ name: String, _ value: ProgramValue) -> [FormEffect] {
        var interpreter = ProgramInterpreter(program: document.program, values: state.values, types: types)
        interpreter.values[name] = value
        return settle(&state, interpreter, ranStatements: false)
    }

    /// Return in a text row: its `.onSubmit` runs; then the focus moves to the row the
    /// focus state names, else editing ends, as a SwiftUI `TextField` ends it.
    func returnKey(_ state: inout FormState, _ id: String) -> [FormEffect] {
        guard let row = shownRow(id, in: state) else { return [] }
        let before = focusTarget(in: state)
        var effects = perform(&state, row.program.onSubmit ?? [])
        let after = focusTarget(in: state)
        if after == nil || after == before || after == id, !effects.contains(.endEditing) {
            effects.removeAll { if case .focus = $0 { true } else { false } }
            effects.append(.endEditing)
        }
        return effects
    }

    /// The first responder moved: the focus states follow it, with no focus effect back.
    func focused(_ state: inout FormState, _ id: String?) -> [FormEffect] {
        guard !focusRows.isEmpty else { return [] }
        var interpreter = ProgramInterpreter(program: document.program, values: state.values, types: types)
        for (name, rows) in focusRows {
            if let row = rows.first(where: { $0.id == id }) {
                interpreter.values[name] = row.program.focusEquals ?? .bool(true)
            } else if interpreter.values[name]?.isTrue ?? false {
                interpreter.values[name] = cleared(name)
            }
        }
        return settle(&state, interpreter, ranStatements: false, followFocus: false)
    }

    /// An alert's action: its statements run, then the alert's state is set back.
    func alertAction(_ state: inout FormState, _ index: Int, _ action: Int?) -> [FormEffect] {
        guard document.program.alerts.indices.contains(index) else { return [] }
        let alert = document.program.alerts[index]
        state.presentedAlert = nil
        let statements = action.flatMap { alert.actions.indices.contains($0) ? alert.actions[$0].statements : nil } ?? []
        return perform(&state, statements) { interpreter in
            if interpreter.failure == nil { interpreter.values[alert.presentedBy] = cleared(alert.presentedBy) }
        }
    }

    /// A sheet went: the state that presented it is set back, as SwiftUI's binding is.
    func sheetDismissed(_ state: inout FormState, _ index: Int) -> [FormEffect] {
        guard state.presentedSheet == index, document.program.sheets.indices.contains(index) else { return [] }
        state.presentedSheet = nil
        return setBack(&state, document.program.sheets[index].presentedBy)
    }

    /// A pushed form left: the state that pushed it is set back.
    func popped(_ state: inout FormState, _ index: Int) -> [FormEffect] {
        guard state.pushed == index, document.program.pushes.indices.contains(index) else { return [] }
        state.pushed = nil
        return setBack(&state, document.program.pushes[index].presentedBy)
    }

    /// A presentation's state set back to false (nil for an optional), and what follows.
    private func setBack(_ state: inout FormState, _ name: String) -> [FormEffect] {
        var interpreter = ProgramInterpreter(program: document.program, values: state.values, types: types)
        interpreter.values[name] = cleared(name)
        return settle(&state, interpreter, ranStatements: false)
    }

    /// What a presentation's or focus's state is when nothing shows: false for a Bool,
    /// nil for an optional.
    func cleared(_ name: String) -> ProgramValue {
        (types[name] ?? "Bool").hasPrefix("Bool") ? .bool(false) : ProgramValue.none
    }

    /// Takes what an event changed into the state and says what the screen must do.
    private func settle(_ state: inout FormState, _ run: ProgramInterpreter, ranStatements: Bool, followFocus: Bool = true) -> [FormEffect] {
        var interpreter = run
        var effects: [FormEffect] = []
        let before = state.values
        // Observers run on what changed, and again on what they changed.
        var seen = before
        for _ in 0..<Self.observerRounds where interpreter.failure == nil {
            let changed = Set(interpreter.values.keys.filter { seen[$0] != interpreter.values[$0] })
            guard !changed.isEmpty else { break }
            seen = interpreter.values
            for observer in document.program.onChange where changed.contains(observer.name) { interpreter.run(observer.statements) }
        }
        for skipped in interpreter.skipped {
            let key = skipped.at ?? skipped.text
            if state.loggedSkips.insert(key).inserted {
                effects.append(.log("skipped \(skipped.text)\(skipped.at.map { " (\($0))" } ?? ""): FormSim does not run it"))
            }
        }
        if let failure = interpreter.failure { return effects + [.log(failure)] }
        if ranStatements { state.lastRun = interpreter.ran }
        let changed = Set(interpreter.values.keys.filter { before[$0] != interpreter.values[$0] })
        let oldFocus = followFocus ? focusTarget(in: state) : nil
        state.values = interpreter.values
        for name in changed {
            for row in bindings[name] ?? [] {
                if let shown = formValue(interpreter.values[name] ?? .none, for: row) { state.changed[row.id] = shown }
            }
        }
        if !customRows.isEmpty { showCustomBindings(&state) }
        if updateHidden(&state) || (!repeatedRows.isEmpty && !changed.isEmpty) { effects.append(.showSections) }
        if !changed.isEmpty {
            if ranStatements || !changed.isDisjoint(with: liveNames) || changed.contains(where: { (bindings[$0]?.count ?? 0) > 1 }) { effects.append(.refill) }
            effects += presentationEffects(&state)
        }
        if followFocus, !changed.isDisjoint(with: Set(focusRows.keys)) {
            let newFocus = focusTarget(in: state)
            if newFocus != oldFocus { effects.append(newFocus.map(FormEffect.focus) ?? .endEditing) }
        }
        if interpreter.dismissed { effects.append(.dismiss) }
        return effects
    }

    /// What one kind of presentation does for the values now: the one shown goes when its
    /// state turned false, else the first whose state is true is shown — one at a time,
    /// and none while `blocked` (UIKit presents one controller at a time).
    private static func follow(
        _ shown: inout Int?, _ names: [String], _ values: [String: ProgramValue], blocked: Bool = false,
        show: (Int) -> FormEffect, hide: FormEffect
    ) -> [FormEffect] {
        if let index = shown, names.indices.contains(index), !(values[names[index]]?.isTrue ?? false) {
            shown = nil
            return [hide]
        }
        guard shown == nil, !blocked, let index = names.indices.first(where: { values[names[$0]]?.isTrue ?? false }) else { return [] }
        shown = index
        return [show(index)]
    }

    /// The alert, sheet and pushed form to show or take down for the state now.
    private func presentationEffects(_ state: inout FormState) -> [FormEffect] {
        let program = document.program
        let values = state.values
        var effects = Self.follow(
            &state.presentedAlert, program.alerts.map(\.presentedBy), values, show: FormEffect.presentAlert, hide: .dismissAlert)
        effects += Self.follow(
            &state.presentedSheet, program.sheets.map(\.presentedBy), values, blocked: state.presentedAlert != nil,
            show: FormEffect.presentSheet, hide: .dismissSheet)
        effects += Self.follow(&state.pushed, program.pushes.map(\.presentedBy), values, show: FormEffect.push, hide: .pop)
        return effects
    }

    /// Rows bound through `Binding(get:set:)` show what their `get` gives now.
    func showCustomBindings(_ state: inout FormState) {
        for row in customRows.values {
            guard let binding = row.program.binding, let shown = formValue(evaluate(binding.get, in: state), for: row) else { continue }
            state.changed[row.id] = shown
        }
    }

    /// The text row the focus states name now, if any.
    func focusTarget(in state: FormState) -> String? {
        for (name, rows) in focusRows.sorted(by: { $0.key < $1.key }) {
            guard let value = state.values[name], value.isTrue else { continue }
            if let row = rows.first(where: { ($0.program.focusEquals ?? .bool(true)) == value }) { return row.id }
        }
        return nil
    }
}
