import SwiftSyntax

/// What a SwiftUI file declares that a form reads: its enums (options of pickers), the
/// stored properties of its types (the starting values of the rows bound to them) and
/// its views (structs with a `body`, and `#Preview` bodies).
struct SourceIndex {
    struct EnumCase: Equatable {
        var name: String
        var rawValue: String?
    }

    struct Property {
        var name: String
        var typeName: String?
        var initial: ExprSyntax?
    }

    struct TypeDecl {
        var name: String
        var properties: [String: Property] = [:]
        /// `var x: some View { … }` properties (`body` among them): their statements.
        var views: [String: CodeBlockItemListSyntax] = [:]
        var node: Syntax
    }

    var enums: [String: [EnumCase]] = [:]
    var types: [String: TypeDecl] = [:]
    /// Types in file order.
    var typeOrder: [String] = []
    /// `#Preview` bodies, with the preview's name if it has one.
    var previews: [(name: String?, body: CodeBlockItemListSyntax, node: Syntax)] = []

    init(_ file: SourceFileSyntax) { self.init([file]) }

    /// The declarations of several files read as one project: a view of one file is
    /// found from another, as the compiler finds it in one module.
    init(_ files: [SourceFileSyntax]) {
        var pending: [MemberBlockItemListSyntax] = []
        for item in files.lazy.flatMap(\.statements) {
            switch item.item {
            case .decl(let decl): add(decl, into: &pending)
            case .expr(let expr):
                if let macro = expr.as(MacroExpansionExprSyntax.self) { addPreview(macro.macroName.text, macro.arguments, macro.trailingClosure, Syntax(macro)) }
            default: break
            }
        }
        // Nested types, without recursion: the depth of the tree is bounded already, but
        // a list of member blocks is as simple.
        while let members = pending.popLast() {
            for member in members { add(member.decl, into: &pending) }
        }
    }

    private mutating func add(_ decl: DeclSyntax, into pending: inout [MemberBlockItemListSyntax]) {
        if let e = decl.as(EnumDeclSyntax.self) {
            var cases: [EnumCase] = []
            for member in e.memberBlock.members {
                guard let c = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in c.elements {
                    let raw = element.rawValue.flatMap { Expressions.stringLiteral($0.value) }
                    cases.append(EnumCase(name: element.name.text, rawValue: raw))
                }
            }
            enums[e.name.text] = cases
            pending.append(e.memberBlock.members)
        } else if let s = decl.as(StructDeclSyntax.self) {
            addType(s.name.text, s.memberBlock.members, Syntax(s))
            pending.append(s.memberBlock.members)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            addType(c.name.text, c.memberBlock.members, Syntax(c))
            pending.append(c.memberBlock.members)
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            let name = x.extendedType.trimmedDescription
            if types[name] == nil { addType(name, x.memberBlock.members, Syntax(x)) } else { addMembers(x.memberBlock.members, to: name) }
        } else if let m = decl.as(MacroExpansionDeclSyntax.self) {
            addPreview(m.macroName.text, m.arguments, m.trailingClosure, Syntax(m))
        }
    }

    private mutating func addPreview(_ name: String, _ arguments: LabeledExprListSyntax, _ closure: ClosureExprSyntax?, _ node: Syntax) {
        guard name == "Preview", let closure else { return }
        let title = arguments.first.flatMap { $0.label == nil ? Expressions.stringLiteral($0.expression) : nil }
        previews.append((title, closure.statements, node))
    }

    private mutating func addType(_ name: String, _ members: MemberBlockItemListSyntax, _ node: Syntax) {
        // An extension read first (another file of the project) keeps its members; the
        // type is known by its declaration.
        if types[name]?.node.is(ExtensionDeclSyntax.self) == true, !node.is(ExtensionDeclSyntax.self) {
            types[name]?.node = node
        } else {
            types[name] = TypeDecl(name: name, node: node)
            typeOrder.append(name)
        }
        addMembers(members, to: name)
    }

    private mutating func addMembers(_ members: MemberBlockItemListSyntax, to name: String) {
        for member in members {
            // `@ViewBuilder func footer() -> some View { … }`: read where it is called, as a
            // `some View` property is. One with parameters is not (its arguments are not bound).
            if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                function.signature.returnClause?.type.trimmedDescription == "some View",
                function.signature.parameterClause.parameters.isEmpty
            {
                types[name]?.views[function.name.text] = body.statements
                continue
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let id = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let typeText = binding.typeAnnotation?.type.trimmedDescription
                if case .getter(let body)? = binding.accessorBlock?.accessors, typeText?.hasPrefix("some View") == true {
                    types[name]?.views[id] = body
                    continue
                }
                if binding.accessorBlock != nil { continue }
                var typeName = typeText.map { $0.trimmingSuffix("?") }
                if typeName == nil, let initial = binding.initializer?.value { typeName = Expressions.constructedType(initial) }
                types[name]?.properties[id] = Property(name: id, typeName: typeName, initial: binding.initializer?.value)
            }
        }
    }

    /// The property a binding path names, from the properties of `type`: `model.email` is
    /// `email` of the type of `model`. A path through a type the file does not declare
    /// falls back to the first type with a property of the last name.
    func property(_ path: [String], in type: String) -> Property? {
        var current = type
        for (index, name) in path.enumerated() {
            guard let property = types[current]?.properties[name] else { break }
            if index == path.count - 1 { return property }
            guard let next = property.typeName else { break }
            current = next
        }
        guard let last = path.last else { return nil }
        for name in typeOrder { if let p = types[name]?.properties[last] { return p } }
        return nil
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
