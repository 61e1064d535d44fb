import Scenes
import SwiftSyntax

/// `Picker` and `DatePicker`: options from the content (`Text(…).tag(…)`, `ForEach` over
/// an array literal or `E.allCases`), the style from `.pickerStyle`/`.datePickerStyle`.
extension SwiftUIFormReader {
    mutating func picker(_ call: ViewCall, title: String?, _ scope: Scope) -> FormDraft.Row? {
        let binding = bound(call.argument("selection"))
        var options: [(text: String, tag: String?)] = []
        if let content = call.closure(nil) ?? call.closure("content") { collectOptions(content.statements, scope, into: &options) }
        guard !options.isEmpty else {
            warn(call.node, "the picker's options cannot be read: left out")
            return nil
        }
        var texts: [String] = []
        var cases: [String: String] = [:]
        for option in options.prefix(1000) where !texts.contains(option.text) {
            texts.append(option.text)
            if let tag = option.tag { cases[tag] = option.text }
        }
        var value: String?
        if let initial = binding.flatMap(initial) {
            if let c = Expressions.enumCase(initial) { value = cases[c.name] }
            if let s = Expressions.stringLiteral(initial) { value = cases[s] ?? (texts.contains(s) ? s : nil) }
            if let n = Expressions.number(initial) { value = cases[Self.numberText(n)] }
        }
        let styleModifier = (scope.modifiers + call.modifiers).last { $0.name == "pickerStyle" }
        let style = styleModifier.map { StyleNames.name($0.firstArgument) ?? "" } ?? "automatic"
        let entry = FormControl.Options(options: texts, value: value)
        var row: FormDraft.Row
        switch style {
        case "segmented" where (2...5).contains(texts.count):
            row = draftRow(.segmented(entry), label: title, binding: binding, call)
        case "segmented":
            warn(call.node, "a segmented picker takes 2 to 5 options; this one has \(texts.count): shown as a list")
            row = draftRow(.choice(entry), label: title, binding: binding, call)
        case "wheel": row = draftRow(.picker(entry, valueView: .label), label: title, binding: binding, call)
        case "navigationLink": row = draftRow(.choice(entry), label: title, binding: binding, call)
        case "inline", "radioGroup":
            row = draftRow(.choice(entry), label: title, binding: binding, call)
            row.isRadio = true
        case "menu", "automatic":
            row = draftRow(PendingKinds.menu(entry), label: title, binding: binding, call)
        default:
            let written = styleModifier?.firstArgument?.trimmedDescription.prefix(40) ?? ""
            warn(styleModifier?.firstArgument.map(Syntax.init) ?? call.node, "\(written) is not a picker style FormSim draws: shown as a menu")
            row = draftRow(PendingKinds.menu(entry), label: title, binding: binding, call)
        }
        row.optionCases = cases
        return row
    }

    static func numberText(_ n: Double) -> String { Expressions.integer(n).flatMap { Double($0) == n ? String($0) : nil } ?? String(n) }

    /// A picker's options in order, each with the tag (an enum case's or literal's
    /// name) that picks it.
    func collectOptions(_ statements: CodeBlockItemListSyntax, _ scope: Scope, into options: inout [(text: String, tag: String?)]) {
        guard scope.depth < Self.maxDepth else { return }
        for statement in statements {
            for expr in Self.expressions(statement) {
                guard let call = ViewCall(expr) else { continue }
                if call.name == "ForEach", let source = call.firstUnlabeled, let closure = call.closure(nil), let elements = elements(source, scope) {
                    let names = Self.parameterNames(closure)
                    for element in elements {
                        var inner = deeper(scope)
                        Self.bind(element, to: names, in: &inner)
                        let before = options.count
                        collectOptions(closure.statements, inner, into: &options)
                        // Without `.tag`, the element itself selects its row.
                        for i in before..<options.count where options[i].tag == nil {
                            switch element {
                            case .enumCase(_, let c): options[i].tag = c.name
                            case .record(let fields): options[i].tag = (fields["id"] ?? fields["name"]).map(describe)
                            default: options[i].tag = describe(element)
                            }
                        }
                    }
                    continue
                }
                if ["Group", "Section"].contains(call.name), let closure = call.closure(nil) {
                    collectOptions(closure.statements, deeper(scope), into: &options)
                    continue
                }
                guard let title = labelText(call, scope) else { continue }
                var tag: String?
                if let t = call.modifier("tag")?.firstArgument {
                    if let ref = t.as(DeclReferenceExprSyntax.self), let element = scope.values[ref.baseName.text] {
                        if case .enumCase(_, let c) = element { tag = c.name } else { tag = describe(element) }
                    } else if let c = Expressions.enumCase(t) {
                        tag = c.name
                    } else if let n = Expressions.number(t) {
                        tag = Self.numberText(n)
                    } else if let s = text(t, scope) {
                        tag = s
                    }
                }
                options.append((title, tag))
            }
        }
    }

    /// `DatePicker`: `displayedComponents` give the mode, `in:` the bounds when they are
    /// dates written in the file, `.datePickerStyle` the style.
    mutating func datePicker(_ call: ViewCall, title: String?, _ scope: Scope) -> FormDraft.Row? {
        let binding = bound(call.argument("selection"))
        var entry = FormControl.DateEntry()
        let components = call.argument("displayedComponents")?.trimmedDescription ?? "[.date, .hourAndMinute]"
        let date = components.contains("date"), time = components.contains("hourAndMinute")
        entry.mode = date && time ? .dateAndTime : time ? .time : .date
        if let range = call.argument("in").flatMap(Expressions.range) {
            let bound = { (end: ExprSyntax) -> String? in
                if case .date(let instant)? = self.value(end, scope) { return DeviceNow.rowValue(instant, date: date, time: time) }
                return entry.mode == .date ? Expressions.date(end) : nil
            }
            entry.min = range.lower.flatMap(bound)
            entry.max = range.upper.flatMap(bound)
            if (range.lower != nil && entry.min == nil) || (range.upper != nil && entry.max == nil) {
                warn(call.node, "a bound of the date range is not a date the file gives: left open")
            }
            if let lo = entry.min, let hi = entry.max, lo > hi { entry.max = nil }
        }
        if let initial = binding.flatMap(initial) {
            // `Date()`, `Date.now`, `Calendar.current.date(byAdding:…, to: Date())`: from the device's now.
            if case .date(let instant)? = value(initial, Scope()) {
                entry.value = DeviceNow.rowValue(instant, date: date, time: time)
            } else if entry.mode == .date {
                entry.value = Expressions.date(initial)
            }
            // A UIDatePicker shows a date outside its range as the nearest bound, as
            // SwiftUI's does with `Date()` past `in: …lastDay`.
            if let v = entry.value, let lo = entry.min, v < lo { entry.value = lo }
            if let v = entry.value, let hi = entry.max, v > hi { entry.value = hi }
        }
        let styleModifier = (scope.modifiers + call.modifiers).last { $0.name == "datePickerStyle" }
        let style = styleModifier.map { StyleNames.name($0.firstArgument) ?? "" } ?? "automatic"
        if !["graphical", "wheel", "compact", "automatic"].contains(style), let styleModifier {
            let written = styleModifier.firstArgument?.trimmedDescription.prefix(40) ?? ""
            warn(styleModifier.firstArgument.map(Syntax.init) ?? call.node, "\(written) is not a date picker style iOS draws: shown compact")
        }
        let control = PendingKinds.date(entry, style: style)
        return draftRow(control, label: title, binding: binding, call)
    }
}
