import SwiftSyntax

/// What one use of a view of the project gives each of its stored properties: through
/// the view's own `init(…)` whose labels fit the call, else through the memberwise
/// initialiser (labels are the properties' names), the properties left out keeping the
/// defaults they are declared with.
struct ViewArguments {
    enum Source {
        /// An expression written at the use, read where the view is used.
        case caller(ExprSyntax)
        /// A starting value written in the view itself: a default, or a literal its
        /// `init` assigns.
        case own(ExprSyntax)
    }

    private(set) var values: [String: Source] = [:]

    /// `_text`, `self.text`, `self._text` all name the property `text`.
    static func propertyName(_ expr: ExprSyntax) -> String? {
        var name: String?
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = member.declName.baseName.text
        } else if let ref = expr.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
        }
        guard let name else { return nil }
        return name.hasPrefix("_") ? String(name.dropFirst()) : name
    }

    init(_ call: ViewCall, declaration: StructDeclSyntax, properties: [String: SourceIndex.Property]) {
        let inits = declaration.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        if let (initializer, given) = inits.lazy.compactMap({ initializer in Self.match(call, initializer).map { (initializer, $0) } }).first {
            read(initializer, given: given)
        } else {
            for argument in call.arguments {
                guard let label = argument.label?.text, properties[label] != nil else { continue }
                values[label] = .caller(argument.expression)
            }
        }
        for (name, property) in properties where values[name] == nil {
            if let initial = property.initial { values[name] = .own(initial) }
        }
    }

    /// The arguments of the call by the init's parameter names, when the call fits the
    /// init: its arguments in the parameters' order, by label, the ones left out having
    /// defaults.
    private static func match(_ call: ViewCall, _ initializer: InitializerDeclSyntax) -> [String: Source]? {
        let parameters = Array(initializer.signature.parameterClause.parameters)
        var given: [String: Source] = [:]
        var next = 0
        for argument in call.arguments {
            var found = false
            while next < parameters.count {
                let parameter = parameters[next]
                next += 1
                let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
                if label == argument.label?.text {
                    given[(parameter.secondName ?? parameter.firstName).text] = .caller(argument.expression)
                    found = true
                    break
                }
                guard parameter.defaultValue != nil else { return nil }
            }
            guard found else { return nil }
        }
        for (offset, parameter) in parameters.enumerated().dropFirst(next) {
            guard let value = parameter.defaultValue?.value else {
                // A trailing closure stands for the last parameter; other missing ones do not fit.
                if call.trailingClosure != nil, offset == parameters.count - 1 { continue }
                return nil
            }
            given[(parameter.secondName ?? parameter.firstName).text] = .own(value)
        }
        return given
    }

    /// `self.x = x`, `_x = State(initialValue: x)`, `self._text = text`: each property
    /// the init's body assigns, from a parameter or a literal.
    private mutating func read(_ initializer: InitializerDeclSyntax, given: [String: Source]) {
        for statement in initializer.body?.statements ?? [] {
            guard case .expr(let expr) = statement.item, let sequence = expr.as(SequenceExprSyntax.self) else { continue }
            let items = Array(sequence.elements)
            guard items.count == 3, items[1].is(AssignmentExprSyntax.self), let name = Self.propertyName(items[0]) else { continue }
            values[name] = Self.source(items[2], given: given)
        }
    }

    private static func source(_ expr: ExprSyntax, given: [String: Source]) -> Source {
        if let ref = expr.as(DeclReferenceExprSyntax.self), let value = given[ref.baseName.text] { return value }
        // `State(initialValue: x)`, `Binding.constant(x)`, `.constant(x)`: what they wrap.
        if let call = expr.as(FunctionCallExprSyntax.self), let first = call.arguments.first, call.arguments.count == 1 {
            let callee = call.calledExpression.trimmedDescription
            if ["State", "StateObject", "ObservedObject", "AppStorage"].contains(callee)
                || callee.hasSuffix(".constant") || callee == ".constant"
            {
                return source(first.expression, given: given)
            }
        }
        return .own(expr)
    }
}
