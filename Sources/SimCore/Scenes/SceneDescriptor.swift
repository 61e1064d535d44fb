/// A scene the simulator can run: its id, title, variants and how to build its root
/// view controller.
public struct SceneDescriptor: Sendable {
    public let id: String
    public let title: String
    /// The first is the default.
    public let variants: [String]
    let make: @Sendable (SceneContext) -> ViewController

    public static let all: [SceneDescriptor] = [
        ContactsScene.descriptor, LoginScene.descriptor, PinScene.descriptor, SelectionScene.descriptor,
        CaretScene.descriptor,
    ]

    public static func named(_ id: String) -> SceneDescriptor? {
        all.first { $0.id == id }
    }
}
