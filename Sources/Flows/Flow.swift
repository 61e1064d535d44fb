import SimCore

/// A flow file, read and checked (docs/FLOWS.md): one form, the devices to run it on, and
/// steps by element id with expectations. Everything here is valid: the parser refuses
/// a file before it becomes a flow.
public struct Flow: Equatable, Sendable {
    public var name: String
    /// A built-in scene or a form id.
    public var scene: String
    public var variant: String?
    /// Device profile ids, an iPad's with a window after `@` (`ipad-10@oneThird`); nil:
    /// every profile.
    public var devices: [String]?
    /// The app's window on every iPad that names none (F1); iPhones keep the screen.
    public var window: WindowSize = .full
    public var orientation: Orientation = .portrait
    public var locale: String?
    /// Settings' appearance and text size on every device (B10).
    public var appearance: UserInterfaceStyle = .light
    public var contentSize: ContentSizeCategory = .large
    /// Settings' Increase Contrast on every device (B10.C1).
    public var increaseContrast = false
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

    /// The devices this flow runs on, narrowed by `only` (profile ids, or ids with a
    /// window) when given: in `devices:`'s order, every profile's order without it.
    /// `replacing` (the command line's `--devices-override`) is the list instead of the
    /// flow's own, an iPad's window as the flow says unless the id names one.
    public func profiles(only: [String]? = nil, replacing: [String]? = nil) -> [FlowDevice] {
        if let replacing { return replacing.compactMap(device(named:)) }
        let listed = devices.map { $0.compactMap(device(named:)) } ?? DeviceProfile.all.map { FlowDevice(profile: $0, window: window) }
        return listed.filter { device in only.map { $0.contains(device.profile.id) || $0.contains(device.id) } ?? true }
    }

    /// `ipad-10` or `ipad-10@oneThird` as a device of this flow: an iPad named alone in the
    /// flow's window; nil for a name that is not a device.
    private func device(named name: String) -> FlowDevice? {
        guard case .success(let parsed) = FlowDevice.parse(name), let profile = DeviceProfile.named(parsed.id) else { return nil }
        return FlowDevice(profile: profile, window: parsed.window ?? window)
    }
}
