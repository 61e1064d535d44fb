import SwiftSyntax

/// A view of the project that reads its model from the environment
/// (`@EnvironmentObject var model: Store`, `@Environment(Store.self) var model`) reads the
/// one the form's view holds and passes down: its names are that model's paths, so its
/// rows bind the form's state and its conditions read it.
extension SwiftUIFormReader {
    func environmentModel(_ name: String, in declaration: StructDeclSyntax) -> [String]? {
        guard let root = typeName, let rootType = index.types[root] else { return nil }
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
            else { continue }
            var modelType: String?
            for attribute in variable.attributes.compactMap({ $0.as(AttributeSyntax.self) }) {
                switch attribute.attributeName.trimmedDescription {
                case "EnvironmentObject": modelType = binding.typeAnnotation?.type.trimmedDescription
                case "Environment":
                    let argument = attribute.arguments?.trimmedDescription ?? ""
                    if argument.hasSuffix(".self") { modelType = String(argument.dropLast(5)) }
                default: continue
                }
            }
            guard let modelType else { return nil }
            // The form's own property holding a model of that type (its first, in name order, if several).
            return rootType.properties.values.filter { $0.typeName == modelType }.map(\.name).sorted().first.map { [$0] }
        }
        return nil
    }
}
