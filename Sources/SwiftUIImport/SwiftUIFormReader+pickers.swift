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
        let style = (scope.modifiers + call.modifiers).last { $0.name == "pickerStyle" }?.firstArgument?.trimmedDescription ?? ".automatic"
        var entry = FormControl.Options(options: texts, value: value)
        if entry.value == nil, style.hasSuffix("segmented") || style.hasSuffix("inline") || style.hasSuffix("wheel") { entry.value = nil }
        var row: FormDraft.Row
        switch style.split(separator: ".").last.map(String.init) ?? "" {
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
        default:
            row = draftRow(PendingKinds.menu(entry), label: title, binding: binding, call)
        }
        row.optionCases = cases
        return row
    }

    static func numberText(_ n: Double) -> String { n == n.rounded() ? String(Int(n)) : String(n) }

    /// A picker's options in order, each with the tag (an enum case's or literal's
    /// name) that picks it.
    func collectOptions(_ statements: CodeBlockItemListSyntax, _ scope: Scope, into options: inout [(text: String, tag: String?)]) {
        guard scope.depth < Self.maxDepth else { return }
        for statement in statements {
            for expr in Self.expressions(statement) {
                guard let call = ViewCall(expr) else { continue }
                if call.name == "ForEach", let source = call.firstUnlabeled, let closure = call.closure(nil), let elements = elements(source, scope) {
                    let parameter = Self.parameterName(closure)
                    for element in elements {
                        var inner = deeper(scope)
                        inner.values[parameter] = element
                        let before = options.count
                        collectOptions(closure.statements, inner, into: &options)
                        // Without `.tag`, the element itself selects its row.
                        for i in before..<options.count where options[i].tag == nil {
                            switch element {
                            case .enumCase(_, let c): options[i].tag = c.name
                            case .string(let s): options[i].tag = s
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
            entry.min = range.lower.flatMap(Expressions.date)
            entry.max = range.upper.flatMap(Expressions.date)
            if entry.mode != .date { entry.min = nil; entry.max = nil }
            if (range.lower != nil && entry.min == nil) || (range.upper != nil && entry.max == nil) {
                warn(call.node, "a bound of the date range is not a date written in the file (Date() is the session's today): left open")
            }
            if let lo = entry.min, let hi = entry.max, lo > hi { entry.max = nil }
        }
        if entry.mode == .date, let initial = binding.flatMap(initial) { entry.value = Expressions.date(initial) }
        let style = (scope.modifiers + call.modifiers).last { $0.name == "datePickerStyle" }?.firstArgument?.trimmedDescription ?? ".automatic"
        let control = PendingKinds.date(entry, style: style.split(separator: ".").last.map(String.init) ?? "automatic")
        return draftRow(control, label: title, binding: binding, call)
    }
}
