import Foundation
import SwiftSyntax

/// Reading the few kinds of expression a form's declaration holds: literals, ranges,
/// bindings and enum cases. Nothing is evaluated beyond these.
enum Expressions {
    /// A string literal without interpolation; `LocalizedStringKey("…")`,
    /// `String(localized: "…")` and `NSLocalizedString("…", comment:)` read as their key.
    static func stringLiteral(_ expr: ExprSyntax) -> String? {
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in literal.segments {
                guard let part = segment.as(StringSegmentSyntax.self) else { return nil }
                text += part.content.text
            }
            return unescape(text)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = calleeName(call),
            ["LocalizedStringKey", "String", "NSLocalizedString", "LocalizedStringResource"].contains(name),
            let first = call.arguments.first, first.label == nil || first.label?.text == "localized"
        {
            return stringLiteral(first.expression)
        }
        return nil
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        return text.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\"", with: "\"")
            .replacingOccurrences(of: "\\t", with: "\t").replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// The name called: `Toggle` in `Toggle(…)`, `DatePicker` in `SwiftUI.DatePicker(…)`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        name(of: call.calledExpression)
    }

    static func name(of expr: ExprSyntax) -> String? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let generic = expr.as(GenericSpecializationExprSyntax.self) { return name(of: generic.expression) }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
            let ref = base.as(DeclReferenceExprSyntax.self), ref.baseName.text == "SwiftUI"
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The type an initial value constructs: `SignUpModel()` → SignUpModel, `Plan.pro` → Plan.
    static func constructedType(_ expr: ExprSyntax) -> String? {
        if let call = expr.as(FunctionCallExprSyntax.self) { return calleeName(call) }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            base.baseName.text.first?.isUppercase == true
        {
            return base.baseName.text
        }
        if expr.is(StringLiteralExprSyntax.self) { return "String" }
        if expr.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        return nil
    }

    /// A whole number a Double holds, when it is one an Int holds exactly (|n| < 10^15):
    /// `Int(_:)` of a number past Int's range stops the process.
    static func integer(_ n: Double) -> Int? {
        n.isFinite && abs(n) < 1e15 ? Int(n) : nil
    }

    /// A number literal, negative ones too.
    static func number(_ expr: ExprSyntax) -> Double? {
        if let int = expr.as(IntegerLiteralExprSyntax.self) { return Double(int.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let float = expr.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression).map { -$0 }
        }
        return nil
    }

    /// `a...b`, `a..<b`, `a...`, `...b` as its two ends (each nil where open or not a
    /// literal) and whether it was a range at all.
    static func range(_ expr: ExprSyntax) -> (lower: ExprSyntax?, upper: ExprSyntax?, halfOpen: Bool)? {
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let items = Array(sequence.elements)
            guard items.count == 3, let op = items[1].as(BinaryOperatorExprSyntax.self), ["...", "..<"].contains(op.operator.text) else {
                return nil
            }
            return (items[0], items[2], op.operator.text == "..<")
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self),
            ["...", "..<"].contains(op.operator.text)
        {
            return (infix.leftOperand, infix.rightOperand, op.operator.text == "..<")
        }
        if let postfix = expr.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." { return (postfix.expression, nil, false) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), ["...", "..<"].contains(prefix.operator.text) {
            return (nil, prefix.expression, prefix.operator.text == "..<")
        }
        return nil
    }

    /// The root of the path a `.constant(…)` binding gets: no property has this name.
    static let constantRoot = "\u{1}constant"

    /// A binding's path: `$firstName` → [firstName], `$model.email` → [model, email];
    /// `self.` and `.constant(…)` give nothing to bind.
    static func bindingPath(_ expr: ExprSyntax) -> [String]? {
        // `$flag.animation()`, `$flag.animation(.default)`: the same binding, animated.
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "animation", call.arguments.count <= 1, call.trailingClosure == nil, let base = member.base
        {
            return bindingPath(base)
        }
        guard let (root, names) = memberPath(expr), root.hasPrefix("$") else { return nil }
        let name = String(root.dropFirst())
        if name == "self" { return names.isEmpty ? nil : names }
        return [name] + names
    }

    /// A state path read in a condition: `isOn`, `self.isOn`, `model.plan`.
    static func statePath(_ expr: ExprSyntax) -> [String]? {
        guard let (root, names) = memberPath(expr) else { return nil }
        guard root != "self" else { return names.isEmpty ? nil : names }
        guard root.first?.isLowercase == true || root.first == "_" else { return nil }
        return [root] + names
    }

    /// `a.b.c` as its root name and the names after it, without recursion.
    private static func memberPath(_ expr: ExprSyntax) -> (root: String, names: [String])? {
        var names: [String] = []
        var current = expr
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            names.insert(member.declName.baseName.text, at: 0)
            current = base
        }
        guard let ref = current.as(DeclReferenceExprSyntax.self) else { return nil }
        return (ref.baseName.text, names)
    }

    /// An enum case written `.pro` or `Plan.pro`.
    static func enumCase(_ expr: ExprSyntax) -> (type: String?, name: String)? {
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            guard let ref = base.as(DeclReferenceExprSyntax.self), ref.baseName.text.first?.isUppercase == true else { return nil }
            return (ref.baseName.text, member.declName.baseName.text)
        }
        return (nil, member.declName.baseName.text)
    }

    /// A date written as a literal a form can keep: `DateComponents(year:month:day:)`
    /// anywhere inside (`Calendar.current.date(from: DateComponents(…))!`), or a
    /// `"YYYY-MM-DD"` string (`formatter.date(from: "2026-01-01")`).
    static func date(_ expr: ExprSyntax) -> String? {
        var stack = [Syntax(expr)]
        var visited = 0
        while let node = stack.popLast(), visited < 200 {
            visited += 1
            if let call = node.as(FunctionCallExprSyntax.self), calleeName(call) == "DateComponents" {
                var parts: [String: Int] = [:]
                for argument in call.arguments {
                    if let label = argument.label?.text, let n = number(argument.expression).flatMap(integer) { parts[label] = n }
                }
                guard let y = parts["year"], let m = parts["month"], let d = parts["day"] else { return nil }
                return String(format: "%04d-%02d-%02d", y, m, d)
            }
            if let literal = node.as(StringLiteralExprSyntax.self), let text = stringLiteral(ExprSyntax(literal)),
                text.count == 10, text.split(separator: "-").count == 3
            {
                return text
            }
            stack += node.children(viewMode: .sourceAccurate).reversed()
        }
        return nil
    }
}
