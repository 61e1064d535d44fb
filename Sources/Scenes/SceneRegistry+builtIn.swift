import SimCore

extension SceneRegistry {
    /// The five built-in scenes of docs/BEHAVIOR.md part A, in the catalogue's order.
    /// Contacts and Login are form files (Sources/Scenes/BuiltIn); the others are
    /// written in Swift, because they show custom controls and a delegate log.
    public static var builtIn: SceneRegistry {
        SceneRegistry(
            [
                BuiltInForms.descriptor("contacts"), BuiltInForms.descriptor("login"), PinScene.descriptor, SelectionScene.descriptor,
                CaretScene.descriptor,
            ].compactMap { $0 })
    }

    /// The built-in scenes and `library`'s forms, each form opening its children from the
    /// library; a form with a built-in scene's id does not replace it.
    public static func builtIn(with library: FormLibrary) -> SceneRegistry {
        var registry = SceneRegistry.builtIn
        let directory = FormDirectory(library.documents)
        for document in library.documents where registry.scene(document.id) == nil {
            registry.register(document.sceneDescriptor(directory: directory))
        }
        return registry
    }
}
