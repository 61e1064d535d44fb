import Scenes
import SwiftSyntax

/// The program a form's view declares (docs/FORMS.md, Programs): its state (`@State`,
/// `@FocusState`, `@AppStorage`, `@SceneStorage`) and the stored properties of the models
/// it holds (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `@Bindable`,
/// `@Environment(T.self)`), each by its path; the computed properties and methods of the
/// view and of those models. Only what starts from a value FormSim can hold is declared.
struct ProgramDeclarations {
    let index: SourceIndex
    var program = FormProgram()
    /// Method names (`save`, `model.save`), known before any body is read so that a
    /// method may call one declared after it.
    var methodNames: Set<String> = []
    var dismissNames: Set<String> = []
    /// Bodies to read once every name is known: each with the instance path it runs on.
    private var methodBodies: [(name: String, prefix: [String], body: CodeBlockItemListSyntax)] = []
    private var computedBodies: [(name: String, prefix: [String], body: ExprSyntax)] = []

    static let stateWrappers: Set<String> = ["State", "FocusState", "AppStorage", "SceneStorage"]
    static let modelWrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject", "Bindable"]
    /// Models inside models, structs inside state: read this deep at most.
    static let maxDepth = 4

    init(index: SourceIndex, view: String) {
        self.index = index
        guard let node = index.types[view]?.node else { return }
        read(node, prefix: [], kind: .view, depth: 0)
    }

    enum Owner { case view, observable, published, record }

    /// The statements and expressions of the bodies found, read with `syntax`.
    mutating func finish(_ syntax: ProgramSyntax) {
        for (name, prefix, body) in methodBodies {
            var reader = syntax
            reader.prefix = prefix
            program.methods[name] = reader.statements(body, depth: 0)
        }
        for (name, prefix, body) in computedBodies {
            var reader = syntax
            reader.prefix = prefix
            program.computed[name] = reader.expression(body)
        }
    }

    private func members(of node: Syntax) -> MemberBlockItemListSyntax? {
        node.as(StructDeclSyntax.self)?.memberBlock.members ?? node.as(ClassDeclSyntax.self)?.memberBlock.members
            ?? node.as(ExtensionDeclSyntax.self)?.memberBlock.members
    }

    private mutating func read(_ node: Syntax, prefix: [String], kind: Owner, depth: Int) {
        guard let members = members(of: node), depth < Self.maxDepth else { return }
        for member in members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                method(function, prefix: prefix)
                continue
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
            let names = Set(wrappers.map { $0.attributeName.trimmedDescription })
            for binding in variable.bindings {
                guard let id = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let path = prefix + [id]
                let written = binding.typeAnnotation?.type.trimmedDescription
                if binding.accessorBlock != nil {
                    if written?.hasPrefix("some ") == false || written == nil, let body = ComputedProperties.body(id, of: node) {
                        computedBodies.append((path.joined(separator: "."), prefix, body))
                    }
                    continue
                }
                if names.contains("Environment"), let argument = wrappers.first(where: { $0.attributeName.trimmedDescription == "Environment" })?.arguments?.trimmedDescription {
                    if argument.hasSuffix("dismiss") || argument.hasSuffix("presentationMode") { dismissNames.insert(id) }
                    if argument.hasSuffix(".self") { model(String(argument.dropLast(5)), path: path, depth: depth) }
                    continue
                }
                let typeName = written ?? binding.initializer.flatMap { Expressions.constructedType($0.value) }
                if !names.isDisjoint(with: Self.modelWrappers) || (names.contains("State") && isClass(typeName)) {
                    if let typeName { model(typeName, path: path, depth: depth) }
                    continue
                }
                let stored: Bool = switch kind {
                case .view: !names.isDisjoint(with: Self.stateWrappers)
                case .observable: !names.contains("ObservationIgnored") && variable.bindingSpecifier.tokenKind == .keyword(.var)
                case .published: names.contains("Published")
                case .record: variable.bindingSpecifier.tokenKind == .keyword(.var)
                }
                guard stored else { continue }
                // A struct of the project held as state: its own stored properties, by path.
                if let typeName, let decl = index.types[typeName]?.node.as(StructDeclSyntax.self), index.enums[typeName] == nil {
                    read(Syntax(decl), prefix: path, kind: .record, depth: depth + 1)
                    continue
                }
                let focus = names.contains("FocusState")
                if let (type, value) = ProgramDeclarations.start(type: written, initial: binding.initializer?.value, focus: focus, index: index),
                    !program.state.contains(where: { $0.name == path.joined(separator: ".") })
                {
                    program.state.append(.init(name: path.joined(separator: "."), type: type, value: value))
                }
            }
        }
    }

    private func isClass(_ typeName: String?) -> Bool {
        typeName.flatMap { index.types[$0]?.node.is(ClassDeclSyntax.self) } ?? false
    }

    /// A model held at `path`: its stored properties are state by their path under it.
    private mutating func model(_ typeName: String, path: [String], depth: Int) {
        let type = typeName.trimmingSuffix("?").trimmingSuffix("!")
        guard let decl = index.types[type]?.node.as(ClassDeclSyntax.self) else { return }
        let observable = decl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Observable" }
        read(Syntax(decl), prefix: path, kind: observable ? .observable : .published, depth: depth + 1)
    }

    /// `func save() { … }`: one that takes nothing and returns no view is a method the
    /// program runs.
    private mutating func method(_ function: FunctionDeclSyntax, prefix: [String]) {
        guard let body = function.body, function.signature.parameterClause.parameters.isEmpty,
            function.signature.returnClause?.type.trimmedDescription.hasPrefix("some ") != true
        else { return }
        let name = (prefix + [function.name.text]).joined(separator: ".")
        methodNames.insert(name)
        methodBodies.append((name, prefix, body.statements))
    }
}
