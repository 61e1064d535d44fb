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
}
