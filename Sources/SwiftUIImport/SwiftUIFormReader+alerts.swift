import Scenes
import SimCore
import SwiftSyntax

/// Alerts and dialogs a Bool or an optional presents, as the program's (docs/FORMS.md,
/// Programs): `.alert(_:isPresented:actions:message:)`, `.alert(item:)`,
/// `.confirmationDialog`, and the legacy `Alert(…)`/`ActionSheet(…)` returned from
/// `.alert(isPresented:)`/`.actionSheet(isPresented:)`. The runtime shows one while its
/// state is true (set), each button running its closure; none: SwiftUI's OK.
extension SwiftUIFormReader {
    mutating func addProgramAlert(_ modifier: ViewCall.Modifier) {
        guard frames.isEmpty,
            let bound = (modifier.argument("isPresented") ?? modifier.argument("item")).flatMap(Expressions.bindingPath),
            !draft.program.alerts.contains(where: { $0.presentedBy == bound.joined(separator: ".") })
        else { return }
        let closure = modifier.closure("actions") ?? modifier.closure("content") ?? modifier.closure(nil)
        // `{ item in … }`: names of the presented item, which the form's state does not hold.
        var syntax = programSyntax
        let parameters = closure.flatMap { $0.signature == nil ? nil : Set(Self.parameterNames($0)) } ?? []
        let notes = self.notes
        func expression(_ expr: ExprSyntax) -> ProgramExpression {
            // The program's title follows its state: no warning that it shows the starting value.
            if expr.is(StringLiteralExprSyntax.self) { notes.live.insert(expr.position.utf8Offset) }
            let read = expr.as(StringLiteralExprSyntax.self).map { syntax.text($0, depth: 0) } ?? syntax.expression(expr)
            return read.names.contains(where: { parameters.contains(String($0.split(separator: ".").first ?? "")) }) ? syntax.opaque(expr) : read
        }
        func viewText(_ expr: ExprSyntax?) -> ProgramExpression? {
            guard let expr else { return nil }
            if let text = ViewCall(expr), text.name == "Text", let inner = text.firstUnlabeled { return expression(inner) }
            return expression(expr)
        }
        syntax.locals.formUnion(parameters)
        let style: AlertController.Style = modifier.name == "alert" ? .alert : .actionSheet
        var alert = FormProgram.Alert(presentedBy: bound.joined(separator: "."), style: style)
        let made = closure?.statements.lazy.flatMap(Self.expressions).compactMap(ViewCall.init).first
        if let made, made.name == "Alert" || made.name == "ActionSheet" {
            alert.style = made.name == "Alert" ? .alert : .actionSheet
            alert.title = viewText(made.argument("title"))
            alert.message = viewText(made.argument("message"))
            let buttons = made.name == "Alert" ? ["primaryButton", "secondaryButton", "dismissButton"].compactMap(made.argument)
                : made.argument("buttons")?.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? []
            for button in buttons { if let action = legacyAction(button, syntax, viewText) { alert.actions.append(action) } }
        } else {
            if let first = modifier.arguments.first, first.label == nil { alert.title = viewText(first.expression) }
            let views = closure?.statements.flatMap(Self.expressions).compactMap(ViewCall.init) ?? []
            for button in views where button.name == "Button" {
                guard let title = viewText(button.firstUnlabeled ?? button.closure("label").flatMap(Self.firstText)) else { continue }
                let role = button.argument("role")?.trimmedDescription.split(separator: ".").last
                let actionStyle: AlertAction.Style = role == "destructive" ? .destructive : role == "cancel" ? .cancel : .default
                alert.actions.append(.init(title: title, style: actionStyle, statements: buttonAction(button)))
            }
            alert.message = modifier.closure("message").flatMap(Self.firstText).flatMap(viewText)
        }
        alert.actions = Array(alert.actions.prefix(10))
        draft.program.alerts.append(alert)
    }

    /// `.default(Text("Save")) { … }`, `.destructive(Text("Delete"), action: delete)`,
    /// `.cancel()`: a legacy alert's button.
    private func legacyAction(_ expr: ExprSyntax, _ syntax: ProgramSyntax, _ viewText: (ExprSyntax?) -> ProgramExpression?) -> FormProgram.Alert.Action? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let title = call.arguments.first { $0.label == nil }.flatMap { viewText($0.expression) }
        var statements = syntax.statements(call.trailingClosure ?? call.arguments.first { $0.label?.text == "action" }?.expression.as(ClosureExprSyntax.self))
        if let named = call.arguments.first(where: { $0.label?.text == "action" })?.expression, let path = ProgramSyntax.path(named),
            let method = syntax.name(path), syntax.methods.contains(method)
        {
            statements = [ProgramStatement(.call(method), at: syntax.at(named))]
        }
        switch member.declName.baseName.text {
        case "cancel": return .init(title: title ?? .value(.string("Cancel")), style: .cancel, statements: statements)
        case "destructive": return title.map { .init(title: $0, style: .destructive, statements: statements) }
        case "default": return title.map { .init(title: $0, style: .default, statements: statements) }
        default: return nil
        }
    }
}
