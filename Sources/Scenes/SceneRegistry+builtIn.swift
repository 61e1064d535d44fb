import SimCore

extension SceneRegistry {
    /// The five built-in scenes of docs/BEHAVIOR.md part A, in the catalogue's order.
    public static var builtIn: SceneRegistry {
        SceneRegistry([
            ContactsScene.descriptor, LoginScene.descriptor, PinScene.descriptor, SelectionScene.descriptor,
            CaretScene.descriptor,
        ])
    }
}
