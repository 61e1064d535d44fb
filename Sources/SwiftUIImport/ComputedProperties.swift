import SwiftSyntax

/// The expression a computed property returns, when its getter is that one expression
/// (`var total: Double { price * Double(quantity) }`, or with `return`, or `get { … }`):
/// what the importer can work out as the form starts.
enum ComputedProperties {
    static func body(_ name: String, of type: Syntax?) -> ExprSyntax? {
        guard let members = type.flatMap(members) else { return nil }
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                switch binding.accessorBlock?.accessors {
                case .getter(let statements)?: return single(statements)
                case .accessors(let accessors)?:
                    guard let get = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let statements = get.body?.statements else { return nil }
                    return single(statements)
                case nil: return nil
                }
            }
        }
        return nil
    }

    private static func members(_ node: Syntax) -> MemberBlockItemListSyntax? {
        if let s = node.as(StructDeclSyntax.self) { return s.memberBlock.members }
        if let c = node.as(ClassDeclSyntax.self) { return c.memberBlock.members }
        if let x = node.as(ExtensionDeclSyntax.self) { return x.memberBlock.members }
        return nil
    }

    private static func single(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let only = statements.first else { return nil }
        switch only.item {
        case .expr(let expr): return expr
        case .stmt(let stmt):
            if let ret = stmt.as(ReturnStmtSyntax.self) { return ret.expression }
            return stmt.as(ExpressionStmtSyntax.self)?.expression
        default: return nil
        }
    }
}
