import Scenes
import SwiftSyntax

/// The spellings of iOS 13 and 14 that forms still use, read as today's: the list
/// styles, `.navigationBarTitle(_:displayMode:)`, `.navigationBarItems(leading:trailing:)`,
/// and `Alert(…)` and `ActionSheet(…)` returned from `.alert(isPresented:)` and
/// `.actionSheet(isPresented:)`.
extension SwiftUIFormReader {
    /// `.listStyle(…)` and `.formStyle(…)`, in either spelling (StyleNames); a style
    /// FormSim does not draw is shown as the nearest, with a warning.
    mutating func listStyle(_ modifier: ViewCall.Modifier) {
        let written = modifier.firstArgument?.trimmedDescription ?? ""
        let at = modifier.firstArgument.map(Syntax.init) ?? modifier.node
        switch StyleNames.name(modifier.firstArgument) {
        case "grouped" where modifier.name == "listStyle": draft.style = .grouped
        // A Form's grouped style is the inset one: iOS draws `.formStyle(.grouped)` so.
        case "grouped", "insetGrouped": draft.style = .insetGrouped
        case "plain": draft.style = .plain
        case "automatic": return
        case "inset":
            draft.style = .plain
            warn(at, "\(written): FormSim has no inset list style: shown plain")
        case "sidebar":
            draft.style = .insetGrouped
            warn(at, "\(written): a sidebar list is shown inset grouped, without collapsible sections")
        default:
            warn(at, "\(written.prefix(40)) is not a \(modifier.name == "listStyle" ? "list" : "form") style FormSim reads: the form keeps its \(draft.style.rawValue) style")
        }
    }

    /// `.toggleStyle(.switch)` or `SwitchToggleStyle()` is what a Toggle in a form is
    /// already; another style (`.button`, `.checkbox`) is shown as a switch, with a warning.
    mutating func toggleStyle(_ modifier: ViewCall.Modifier) {
        guard !["switch", "automatic"].contains(StyleNames.name(modifier.firstArgument) ?? "") else { return }
        let written = modifier.firstArgument?.trimmedDescription ?? ""
        warn(modifier.firstArgument.map(Syntax.init) ?? modifier.node, "\(written.prefix(40)) is not a toggle style FormSim draws: shown as a switch")
    }

    /// `.inline`, `.large` or `.automatic` (the iOS default, large at a stack's root).
    mutating func displayMode(_ mode: ExprSyntax) {
        switch mode.trimmedDescription.split(separator: ".").last {
        case "inline": draft.largeTitle = false
        case "large": draft.largeTitle = true
        case "automatic": draft.largeTitle = nil
        default: warn(Syntax(mode), "the title display mode \(mode.trimmedDescription.prefix(40)) cannot be read: the iOS default is shown")
        }
    }

    /// `.navigationBarItems(leading:trailing:)`: a leading button is the bar's Cancel, a
    /// trailing one its Done, as the toolbar's placements are.
    mutating func navigationBarItems(_ modifier: ViewCall.Modifier) {
        for (label, side) in [("leading", true), ("trailing", false)] {
            guard let item = modifier.argument(label), let call = ViewCall(item) else { continue }
            let buttons = call.name == "Button" ? [call] : (call.closure(nil)?.statements).map { $0.flatMap(Self.expressions).compactMap(ViewCall.init) } ?? []
            guard let button = buttons.first(where: { $0.name == "Button" }) else {
                warn(call.node, "\(call.name) in the navigation bar is not a button FormSim reads: left out")
                continue
            }
            if buttons.filter({ $0.name == "Button" }).count > 1 {
                warn(call.node, "the bar's \(label) side has several buttons: only the first is shown")
            }
            let title = buttonTitle(button, Scope())
            if side {
                draft.cancel = title
                draft.program.cancelAction = buttonAction(button)
            } else {
                draft.done = title
                draft.program.doneAction = buttonAction(button)
            }
        }
    }

    /// An `Alert(…)` or `ActionSheet(…)` returned by the modifier's closure: the alert or
    /// action sheet the button that sets the watched Bool shows. False when the closure
    /// holds neither (today's `.alert(_:isPresented:actions:)`).
    mutating func legacyDialog(_ modifier: ViewCall.Modifier) -> Bool {
        let closure = modifier.closure("content") ?? modifier.closure(nil)
        guard let made = closure?.statements.lazy.flatMap(Self.expressions).compactMap(ViewCall.init).first,
            made.name == "Alert" || made.name == "ActionSheet"
        else { return false }
        guard let watched = modifier.argument("isPresented").flatMap(Expressions.bindingPath) else {
            // The program shows it when the item is state it holds (SwiftUIFormReader+alerts.swift).
            let item = modifier.argument("item").flatMap(Expressions.bindingPath)?.joined(separator: ".")
            if let item, draft.program.state.contains(where: { $0.name == item }) { return true }
            warn(modifier.node, ".\(modifier.name)(item:) shows when its item is set, which no row of the form does: left out")
            return true
        }
        let isSheet = made.name == "ActionSheet"
        var actions: [FormAlert.Action] = []
        if isSheet {
            for element in made.argument("buttons")?.as(ArrayExprSyntax.self)?.elements ?? [] {
                if let action = alertButton(element.expression) { actions.append(action) }
            }
            if made.argument("buttons") != nil, made.argument("buttons")?.is(ArrayExprSyntax.self) == false {
                warn(made.node, "the action sheet's buttons are not an array written here: only Cancel is shown")
            }
        } else {
            for label in ["primaryButton", "secondaryButton", "dismissButton"] {
                if let action = made.argument(label).flatMap(alertButton) { actions.append(action) }
            }
        }
        // An alert with no button has OK, as SwiftUI gives it; an action sheet with none
        // could not be dismissed, so it gets the Cancel SwiftUI adds.
        if actions.isEmpty { actions = [isSheet ? .init(title: "Cancel", style: .cancel) : .init(title: "OK")] }
        var alert = FormAlert(style: isSheet ? .actionSheet : .alert, title: viewText(made.argument("title")), actions: Array(actions.prefix(10)))
        alert.message = viewText(made.argument("message"))
        draft.presentations[watched.joined(separator: ".")] = .dialog(alert)
        return true
    }

    /// `.default(Text("Save")) { … }`, `.destructive(Text("Delete"))`, `.cancel()`,
    /// `.cancel(Text("Keep"))`, also spelled `Alert.Button.default(…)`.
    func alertButton(_ expr: ExprSyntax) -> FormAlert.Action? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let title = call.arguments.first.flatMap { viewText($0.expression) }
        switch member.declName.baseName.text {
        case "cancel": return .init(title: title ?? "Cancel", style: .cancel)
        case "destructive": return title.map { .init(title: $0, style: .destructive) }
        case "default": return title.map { .init(title: $0, style: .default) }
        default: return nil
        }
    }

    /// The text of `"T"`, `Text("T")` or `Text("T").bold()`.
    func viewText(_ expr: ExprSyntax?) -> String? {
        guard let expr else { return nil }
        return text(expr, Scope()) ?? ViewCall(expr).flatMap { labelText($0, Scope()) }
    }
}
