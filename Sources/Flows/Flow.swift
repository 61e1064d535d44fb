import SimCore

/// A flow file, read and checked (docs/FLOWS.md): one form, the devices to run it on, and
/// steps by element id with expectations. Everything here is valid: the parser refuses
/// a file before it becomes a flow.
public struct Flow: Equatable, Sendable {
    public var name: String
    /// A built-in scene or a form id.
    public var scene: String
    public var variant: String?
    /// Device profile ids; nil: every profile.
    public var devices: [String]?
    public var orientation: Orientation = .portrait
    public var locale: String?
    /// Settings' appearance and text size on every device (B10).
    public var appearance: UserInterfaceStyle = .light
    public var contentSize: ContentSizeCategory = .large
    /// Words to choose flows by (`--include-tags`, `--exclude-tags`).
    public var tags: [String] = []
    public var steps: [FlowStep] = []

    public init(name: String, scene: String) {
        self.name = name
        self.scene = scene
    }

    /// Whether `include` (any of them; nil: any flow) and `exclude` (none of them) let the
    /// flow run.
    public func isSelected(include: Set<String>?, exclude: Set<String>) -> Bool {
        let mine = Set(tags)
        return (include.map { !mine.isDisjoint(with: $0) } ?? true) && mine.isDisjoint(with: exclude)
    }

    /// The profiles this flow runs on, narrowed by `only` (ids) when given.
    public func profiles(only: [String]? = nil) -> [DeviceProfile] {
        DeviceProfile.all.filter { profile in
            (devices?.contains(profile.id) ?? true) && (only?.contains(profile.id) ?? true)
        }
    }
}
