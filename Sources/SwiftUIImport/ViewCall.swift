import SwiftSyntax

/// A view expression taken apart: the view constructed (`Toggle(…)`, or a bare name such
/// as a `some View` property) and the modifiers applied to it, innermost first.
struct ViewCall {
    struct Modifier {
        var name: String
        var arguments: LabeledExprListSyntax
        var trailingClosure: ClosureExprSyntax?
        var additionalClosures: MultipleTrailingClosureElementListSyntax?
        var node: Syntax

        func argument(_ label: String?) -> ExprSyntax? { ViewCall.argument(label, in: arguments) }
        var firstArgument: ExprSyntax? { arguments.first?.expression }
        func closure(_ label: String?) -> ClosureExprSyntax? {
            ViewCall.closure(label, arguments: arguments, trailing: trailingClosure, additional: additionalClosures)
        }
    }

    var name: String
    var arguments: LabeledExprListSyntax
    var trailingClosure: ClosureExprSyntax?
    var additionalClosures: MultipleTrailingClosureElementListSyntax?
    var modifiers: [Modifier]
    var node: Syntax
    /// A bare name (`header`, `content`), not a call.
    var isReference: Bool

    /// Nil for an expression that is no view: a literal, an operator, a closure.
    init?(_ expr: ExprSyntax) {
        var modifiers: [Modifier] = []
        var current = expr
        while true {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let base = member.base, Expressions.name(of: call.calledExpression) == nil
            {
                modifiers.append(Modifier(
                    name: member.declName.baseName.text, arguments: call.arguments, trailingClosure: call.trailingClosure,
                    additionalClosures: call.additionalTrailingClosures, node: Syntax(call)))
                current = base
                continue
            }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base,
                base.is(FunctionCallExprSyntax.self) || base.is(MemberAccessExprSyntax.self)
            {
                modifiers.append(Modifier(name: member.declName.baseName.text, arguments: [], node: Syntax(member)))
                current = base
                continue
            }
            break
        }
        self.modifiers = modifiers.reversed()
        node = Syntax(expr)
        if let call = current.as(FunctionCallExprSyntax.self), let name = Expressions.calleeName(call) {
            self.name = name
            arguments = call.arguments
            trailingClosure = call.trailingClosure
            additionalClosures = call.additionalTrailingClosures
            isReference = false
        } else if let ref = current.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
            arguments = []
            isReference = true
        } else {
            return nil
        }
    }

    func argument(_ label: String?) -> ExprSyntax? { Self.argument(label, in: arguments) }

    /// A `some View` property of the view being read (`account`), or one of its view
    /// functions called with nothing (`footerSection()`): not a type.
    var isOwnView: Bool {
        isReference || (arguments.isEmpty && trailingClosure == nil && name.first?.isLowercase == true)
    }

    /// The first argument without a label.
    var firstUnlabeled: ExprSyntax? { arguments.first { $0.label == nil }?.expression }

    /// A closure argument by label (nil: the trailing closure), written in the call or after it.
    func closure(_ label: String?) -> ClosureExprSyntax? {
        Self.closure(label, arguments: arguments, trailing: trailingClosure, additional: additionalClosures)
    }

    func modifier(_ name: String) -> Modifier? { modifiers.last { $0.name == name } }

    static func argument(_ label: String?, in arguments: LabeledExprListSyntax) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    static func closure(
        _ label: String?, arguments: LabeledExprListSyntax, trailing: ClosureExprSyntax?,
        additional: MultipleTrailingClosureElementListSyntax?
    ) -> ClosureExprSyntax? {
        guard let label else { return trailing }
        if let closure = argument(label, in: arguments)?.as(ClosureExprSyntax.self) { return closure }
        return additional?.first { $0.label.text == label }?.closure
    }
}
