import Foundation
import SwiftSyntax

/// The texts of a form: labels, titles and options, from literals, `ForEach`
/// parameters (an enum case's raw value, `.capitalized`, `String(describing:)`), states'
/// starting values and interpolations of them (Interpolation.swift).
extension SwiftUIFormReader {
    func text(_ expr: ExprSyntax?, _ scope: Scope) -> String? {
        guard let expr else { return nil }
        if let literal = Expressions.stringLiteral(expr) { return literal }
        if let literal = expr.as(StringLiteralExprSyntax.self) { return keyText(literal, scope) }
        if let ref = expr.as(DeclReferenceExprSyntax.self), let element = scope.values[ref.baseName.text] {
            return describe(element)
        }
        if let held = propertyText(expr) { return held }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if Expressions.calleeName(call) == "String", let first = call.arguments.first, first.label?.text == "describing",
                let ref = first.expression.as(DeclReferenceExprSyntax.self), let element = scope.values[ref.baseName.text]
            {
                if case .enumCase(_, let c) = element { return c.name }
                return describe(element)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, call.arguments.isEmpty,
                let inner = text(base, scope)
            {
                switch member.declName.baseName.text {
                case "uppercased": return inner.uppercased()
                case "lowercased": return inner.lowercased()
                case "capitalized": return inner.capitalized
                default: return nil
                }
            }
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if let ref = base.as(DeclReferenceExprSyntax.self), let element = scope.values[ref.baseName.text] {
                switch (element, name) {
                case (.enumCase(_, let c), "rawValue"): return c.rawValue ?? c.name
                case (.enumCase(_, let c), _): return Self.words(c.name)
                case (.string(let s), _): return s
                case (.record(let fields), _): return fields[name].map(describe)
                default: return nil
                }
            }
            if let inner = text(base, scope) {
                switch name {
                case "capitalized": return inner.capitalized
                case "localizedCapitalized": return inner.capitalized
                case "rawValue": return inner
                default: return nil
                }
            }
        }
        // A state, a computed property or a member of a record: a String it holds.
        if case .string(let s)? = value(expr, scope) { return s }
        return nil
    }

    func describe(_ element: Element) -> String {
        switch element {
        case .enumCase(_, let c): c.rawValue ?? c.name
        default: element.described
        }
    }

    /// `shippingForm` → "Shipping Form", `pro` → "Pro".
    static func words(_ name: String) -> String {
        var out = ""
        for (i, ch) in name.enumerated() {
            if i > 0, ch.isUppercase { out += " " }
            out.append(i == 0 ? Character(ch.uppercased()) : ch)
        }
        return out
    }

    /// The text a label closure or view shows: its first `Text` or `Label`.
    func labelText(_ statements: CodeBlockItemListSyntax?, _ scope: Scope) -> String? {
        guard let statements else { return nil }
        for statement in statements {
            for expr in Self.expressions(statement) {
                guard let call = ViewCall(expr) else {
                    if let t = text(expr, scope) { return t }
                    continue
                }
                if let t = labelText(call, scope) { return t }
            }
        }
        return nil
    }

    func labelText(_ call: ViewCall, _ scope: Scope) -> String? {
        switch call.name {
        case "Text" where call.argument("format") != nil || call.argument("style") != nil || call.argument("formatter") != nil:
            return formattedText(call, scope)
        case "Label" where call.closure("title") != nil || (call.trailingClosure != nil && call.arguments.isEmpty):
            // `Label { Text("Wi-Fi") } icon: { Image(…) }`, `Label(title: { … }, icon: { … })`.
            return labelText((call.closure("title") ?? call.closure(nil))?.statements, scope)
        case "Text", "Label": return text(call.firstUnlabeled ?? call.argument("title") ?? call.argument("verbatim"), scope)
        case "HStack", "VStack", "Group", "LabeledContent": return labelText(call.closure(nil)?.statements, scope) ?? text(call.firstUnlabeled, scope)
        default: return nil
        }
    }
}
