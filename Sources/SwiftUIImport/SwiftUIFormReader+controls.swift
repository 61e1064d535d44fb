import Foundation
import Scenes
import SwiftSyntax

/// The controls of the mapping table, each a row (docs/FORMS.md, SwiftUI).
extension SwiftUIFormReader {
    func draftRow(_ control: FormControl, label: String?, binding: [String]?, _ call: ViewCall) -> FormDraft.Row {
        var row = FormRow(id: "row", control: control)
        row.label = label.flatMap { $0.isEmpty ? nil : $0 }
        row.program.binding = customBinding(call)
        let placeholder: String? = switch control {
        case .text(let entry): entry.placeholder
        case .textView(let area): area.placeholder
        default: nil
        }
        let named = binding?.first == Expressions.constantRoot ? nil : binding?.last
        let source = named ?? row.label ?? placeholder ?? call.name
        return FormDraft.Row(row: row, idSource: source, binding: binding, node: call.node)
    }

    /// How a view the importer knows reads as a row.
    typealias RowView = @Sendable (inout SwiftUIFormReader, ViewCall, _ title: String?, Scope) -> FormDraft.Row?

    /// The views read as rows, by name: the one list of them, which `view(_:_:)` asks
    /// before it makes a placeholder (a test imports each and finds a row kind).
    static let rowViews: [String: RowView] = [
        "TextField": { reader, call, title, scope in reader.textField(call, title: title, scope) },
        "SecureField": { reader, call, title, scope in reader.textField(call, title: title, scope) },
        "TextEditor": { reader, call, _, _ in reader.textEditor(call) },
        "Toggle": { reader, call, title, scope in reader.toggle(call, title: title, scope) },
        "Picker": { reader, call, title, scope in
            let label = title ?? reader.controlLabel(call, trailingIsLabel: false, scope)
            return reader.picker(call, title: label, scope)
        },
        "DatePicker": { reader, call, title, scope in
            let label = title ?? reader.controlLabel(call, trailingIsLabel: true, scope)
            return reader.datePicker(call, title: label, scope)
        },
        "Stepper": { reader, call, title, scope in reader.numbers(call, title: title, scope) },
        "Slider": { reader, call, title, scope in reader.numbers(call, title: title, scope) },
        "Button": { reader, call, title, scope in reader.button(call, title: title, scope) },
        "Link": { reader, call, title, scope in reader.button(call, title: title, scope) },
        "ShareLink": { reader, call, title, scope in reader.button(call, title: title, scope) },
        "NavigationLink": { reader, call, title, scope in reader.navigationLink(call, title: title, scope) },
        "LabeledContent": { reader, call, title, scope in reader.labeledContent(call, title: title, scope) },
        "Text": { reader, call, title, scope in
            reader.draftRow(.value(detail: nil), label: title ?? reader.labelText(call, scope), binding: nil, call)
        },
        "Label": { reader, call, title, scope in
            reader.draftRow(.value(detail: nil), label: title ?? reader.labelText(call, scope), binding: nil, call)
        },
        "HStack": { reader, call, _, scope in reader.stack(call, scope) },
        "ColorPicker": { reader, call, title, scope in reader.colorPicker(call, title: title, scope) },
    ]

    mutating func row(_ call: ViewCall, _ scope: Scope) -> FormDraft.Row? {
        guard let read = Self.rowViews[call.name] else { return nil }
        var scope = scope
        if call.name == "Stepper" { scope.shownBeside = call.argument("value").flatMap(Expressions.bindingPath) }
        guard var row = read(&self, call, text(call.firstUnlabeled, scope), scope) else { return nil }
        if call.name != "Stepper" { row.row.program.label = liveLabel(call) }
        return row
    }

    /// `TextField` and `SecureField`: a text row, or with `axis: .vertical` a text view row.
    mutating func textField(_ call: ViewCall, title: String?, _ scope: Scope) -> FormDraft.Row {
        let binding = bound(call.argument("text") ?? call.argument("value"))
        let prompt = call.argument("prompt").flatMap { ViewCall($0).flatMap { labelText($0, scope) } }
        let placeholder = (prompt ?? title).flatMap { $0.isEmpty ? nil : $0 }
        let value = call.argument("value") != nil ? formattedEntry(call, binding) :
            binding.flatMap(initial).flatMap(Expressions.stringLiteral).flatMap { $0.isEmpty ? nil : $0 }
        if call.name == "TextField", let axis = call.argument("axis"), axis.trimmedDescription.hasSuffix("vertical") {
            var area = FormControl.TextArea()
            area.placeholder = placeholder
            area.value = value
            return draftRow(.textView(area), label: nil, binding: binding, call)
        }
        var entry = FormControl.TextEntry()
        entry.placeholder = placeholder
        entry.value = value
        entry.secure = call.name == "SecureField"
        // SwiftUI's Return key reads "return" and ends editing unless `.submitLabel` says otherwise.
        entry.returnKey = .default
        return draftRow(.text(entry), label: nil, binding: binding, call)
    }

    mutating func textEditor(_ call: ViewCall) -> FormDraft.Row {
        let binding = bound(call.argument("text"))
        var area = FormControl.TextArea()
        area.value = binding.flatMap(initial).flatMap(Expressions.stringLiteral).flatMap { $0.isEmpty ? nil : $0 }
        return draftRow(.textView(area), label: nil, binding: binding, call)
    }

    mutating func toggle(_ call: ViewCall, title: String?, _ scope: Scope) -> FormDraft.Row {
        let binding = bound(call.argument("isOn"))
        let isOn = binding.flatMap(initial)?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        let label = title ?? controlLabel(call, trailingIsLabel: true, scope)
        return draftRow(.switch(isOn: isOn), label: label, binding: binding, call)
    }

    /// `Stepper` and `Slider`: bounds from `in:`, `step:`, the bound state's starting value.
    mutating func numbers(_ call: ViewCall, title: String?, _ scope: Scope) -> FormDraft.Row? {
        let binding = bound(call.argument("value"))
        let isStepper = call.name == "Stepper"
        var min = isStepper ? 0.0 : 0, max = isStepper ? 100.0 : 1
        // A range a property holds (`let range = 1...5`, or one a custom view's use gives
        // it) is read where it is written.
        let rangeExpr = call.argument("in").map { statePath($0).flatMap(initial) ?? $0 }
        if let range = rangeExpr.flatMap(Expressions.range) {
            min = range.lower.flatMap(Expressions.number) ?? min
            max = range.upper.flatMap(Expressions.number).map { range.halfOpen ? $0 - 1 : $0 } ?? max
        } else if let other = call.argument("in") {
            warn(Syntax(other), "the range \(other.trimmedDescription.prefix(40)) is not literal numbers: \(Self.numberText(min))…\(Self.numberText(max)) is used")
        }
        guard min < max else {
            warn(call.node, "the range is empty: left out")
            return nil
        }
        var step = isStepper ? call.argument("step").flatMap(Expressions.number) : nil
        var value = binding.flatMap(initial).flatMap(Expressions.number)
        if let v = value, !(min...max).contains(v) {
            warn(call.node, "the starting value \(v) is outside \(min)…\(max): the bound is used")
            value = Swift.min(Swift.max(v, min), max)
        }
        if let s = step, !(s > 0 && s <= max - min) { step = nil }
        let range = FormControl.NumberRange(min: min, max: max, step: step, value: value)
        let label = title ?? labelText(call.closure(nil)?.statements ?? call.closure("label")?.statements, scope)
        return draftRow(isStepper ? .stepper(range) : .slider(range), label: label, binding: binding, call)
    }

    /// `Button`: a title, a role, and the Bool its action sets (a dialog, alert or sheet
    /// may show on it).
    mutating func button(_ call: ViewCall, title: String?, _ scope: Scope) -> FormDraft.Row? {
        let label = title ?? buttonTitle(call, scope)
        var role = FormRow.ButtonRole.default
        if call.argument("role")?.trimmedDescription.hasSuffix("destructive") == true { role = .destructive }
        if call.modifier("keyboardShortcut")?.firstArgument?.trimmedDescription.hasSuffix("defaultAction") == true { role = .submit }
        var row = draftRow(.button(title: label, role: role), label: nil, binding: nil, call)
        row.idSource = label ?? "button"
        let action = call.argument("action")?.as(ClosureExprSyntax.self) ?? (call.argument("action") == nil ? call.closure(nil) : nil)
        row.presents = action.flatMap(Self.setsTrue)
        row.row.program.action = buttonAction(call)
        return row
    }

    /// The Bool an action sets true or toggles: `showDelete = true`, `isPresented.toggle()`.
    static func setsTrue(_ closure: ClosureExprSyntax) -> String? {
        for statement in closure.statements {
            for expr in expressions(statement) {
                if let sequence = expr.as(SequenceExprSyntax.self) {
                    let items = Array(sequence.elements)
                    if items.count == 3, items[1].is(AssignmentExprSyntax.self), items[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true),
                        let path = Expressions.statePath(items[0])
                    {
                        return path.joined(separator: ".")
                    }
                }
                if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    member.declName.baseName.text == "toggle", let base = member.base, let path = Expressions.statePath(base)
                {
                    return path.joined(separator: ".")
                }
            }
        }
        return nil
    }

    /// `NavigationLink`: a child row opening the destination's form, when the
    /// destination is a struct of the file with one.
    /// `NavigationLink(_:value:)` and `NavigationLink(value:) { label }`: a child row
    /// whose destination the form's `.navigationDestination(for:)` of the value's type
    /// gives, as the form is finished.
    mutating func navigationLink(_ call: ViewCall, title: String?, _ scope: Scope) -> FormDraft.Row? {
        let value = call.argument("value")
        let trailingIsLabel = call.argument("destination") != nil || value != nil
        let label = title ?? labelText(call.closure("label")?.statements ?? (trailingIsLabel ? call.closure(nil)?.statements : nil), scope)
        var destination: ViewCall?
        if let d = call.argument("destination") { destination = ViewCall(d) }
        if destination == nil, value == nil, let closure = call.closure("destination") ?? (call.closure("label") != nil || title != nil ? call.closure(nil) : nil) {
            destination = closure.statements.lazy.flatMap(Self.expressions).compactMap(ViewCall.init).first
        }
        let target = destination.map(\.name)
        var row = draftRow(.child(form: target.map(SwiftUIImporter.formID) ?? ""), label: label, binding: nil, call)
        row.idSource = label ?? target ?? "link"
        if let value { row.valueLink = .init(type: valueType(value), caseName: Expressions.enumCase(value)?.name) }
        return row
    }

    /// The type of a link's value when the value says it: a string literal `String`, an
    /// integer `Int`, `E.x` (or `.x`, a case of one enum of the file) `E`.
    func valueType(_ value: ExprSyntax) -> String? {
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        guard let (type, name) = Expressions.enumCase(value) else { return nil }
        if let type { return type }
        let owners = index.enums.filter { $0.value.contains { $0.name == name } }.map(\.key)
        return owners.count == 1 ? owners[0] : nil
    }

    /// `LabeledContent("Name") { TextField(…) }` is that control with a label;
    /// `LabeledContent("Version", value: "1.0")` or with a Text inside, a value row.
    mutating func labeledContent(_ call: ViewCall, title: String?, _ scope: Scope) -> FormDraft.Row? {
        let label = title ?? labelText(call.closure("label")?.statements, scope)
        if let value = call.argument("value") {
            let detail = call.argument("format") != nil ? formattedText(call, scope, valueLabel: "value") : text(value, scope) ?? stateText(value)
            return draftRow(.value(detail: detail), label: label, binding: nil, call)
        }
        let inner = call.closure(nil).flatMap { $0.statements.lazy.flatMap(Self.expressions).compactMap(ViewCall.init).first }
        guard let inner else { return draftRow(.value(detail: nil), label: label, binding: nil, call) }
        if inner.name == "Text" {
            return draftRow(.value(detail: labelText(inner, scope) ?? inner.firstUnlabeled.flatMap(stateText)), label: label, binding: nil, call)
        }
        guard var row = self.row(inner, scope) else {
            // A view of the project inside gives its own rows.
            _ = expandProjectView(inner, scope)
            return nil
        }
        if row.row.kind != .button { row.row.label = label ?? row.row.label }
        for modifier in inner.modifiers { rowModifier(modifier, &row) }
        return row
    }

    /// A state's starting text: `Text(version)` where `let version = "1.0"`.
    func stateText(_ expr: ExprSyntax) -> String? {
        statePath(expr).flatMap(initial).flatMap(Expressions.stringLiteral)
    }

    /// An `HStack` is one row: its control with the text beside it as the label, or
    /// `Text("Label"); Spacer(); Text("value")` as a value row.
    mutating func stack(_ call: ViewCall, _ scope: Scope) -> FormDraft.Row? {
        let views = (call.closure(nil)?.statements).map { $0.flatMap(Self.expressions).compactMap(ViewCall.init) } ?? []
        let texts = views.filter { $0.name == "Text" || $0.name == "Label" }
        if let control = views.first(where: { !["Text", "Label", "Spacer", "Image", "Divider"].contains($0.name) }) {
            guard var row = self.row(control, scope) else {
                // A view of the project beside a text gives its own rows.
                if !expandProjectView(control, scope) { placeholder(control, scope) }
                return nil
            }
            if row.row.label == nil, row.row.kind != .button, let first = texts.first { row.row.label = labelText(first, scope) }
            for modifier in control.modifiers { rowModifier(modifier, &row) }
            return row
        }
        guard let first = texts.first else { return nil }
        let detail = texts.count > 1 ? (labelText(texts[texts.count - 1], scope) ?? texts[texts.count - 1].firstUnlabeled.flatMap(stateText)) : nil
        return draftRow(.value(detail: detail), label: labelText(first, scope), binding: nil, call)
    }
}
