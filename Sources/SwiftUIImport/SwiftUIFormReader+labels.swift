import SwiftSyntax

/// The labels of controls however they are written: a title, a `label:` closure or
/// view (`Picker(selection:label:content:)`), a trailing closure, and a button showing
/// only a symbol, named as VoiceOver names it unless `.accessibilityLabel` says.
extension SwiftUIFormReader {
    /// A control's label from `label: { … }`, `label: Text("…")`, or its trailing
    /// closure where that is the label (`Toggle(isOn:) { Text("…") }`).
    func controlLabel(_ call: ViewCall, trailingIsLabel: Bool, _ scope: Scope) -> String? {
        if let closure = call.closure("label") { return labelText(closure.statements, scope) }
        if let view = call.argument("label").flatMap(ViewCall.init) { return labelText(view, scope) }
        if trailingIsLabel, let closure = call.closure(nil) { return labelText(closure.statements, scope) }
        return nil
    }

    /// A button's title: its title argument or its label's text as drawn; for a button
    /// showing only a symbol, its `.accessibilityLabel("…")` (on the button or the image),
    /// else the symbol's spoken name.
    mutating func buttonTitle(_ call: ViewCall, _ scope: Scope) -> String? {
        if let title = text(call.firstUnlabeled, scope) { return title }
        // `Button("Save") { action }`, `Button(action: save) { label }`, `Button { action } label: { label }`.
        let labelClosure = call.closure("label") ?? (call.argument("action") != nil ? call.closure(nil) : nil)
        if let title = labelText(labelClosure?.statements, scope) { return title }
        if let spoken = call.modifier("accessibilityLabel")?.firstArgument.flatMap({ viewText($0) }) { return spoken }
        guard let statements = labelClosure?.statements else { return nil }
        for image in statements.flatMap(Self.expressions).compactMap(ViewCall.init) where image.name == "Image" {
            if let spoken = image.modifier("accessibilityLabel")?.firstArgument.flatMap({ viewText($0) }) { return spoken }
            guard let symbol = image.argument("systemName").flatMap(Expressions.stringLiteral) else { continue }
            let (name, known) = SymbolNames.name(symbol)
            if !known {
                warn(image.node, "the symbol \(symbol) has no spoken name FormSim knows: the button is titled \"\(name)\"; give it .accessibilityLabel")
            }
            return name
        }
        return nil
    }
}
