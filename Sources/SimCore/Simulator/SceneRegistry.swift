/// The scenes a simulator host can open, by id, in the order they were registered.
/// SimCore registers none itself: the built-in scenes and the form loader add theirs.
public struct SceneRegistry: Sendable {
    public private(set) var all: [SceneDescriptor] = []

    public init(_ scenes: [SceneDescriptor] = []) {
        for scene in scenes { register(scene) }
    }

    /// Adds a scene, or replaces the one with the same id in its place.
    public mutating func register(_ scene: SceneDescriptor) {
        if let index = all.firstIndex(where: { $0.id == scene.id }) {
            all[index] = scene
        } else {
            all.append(scene)
        }
    }

    /// Removes the scene with this id, if there is one.
    public mutating func unregister(_ id: String) {
        all.removeAll { $0.id == id }
    }

    public func scene(_ id: String) -> SceneDescriptor? {
        all.first { $0.id == id }
    }

    public var ids: [String] { all.map(\.id) }
}
