/// What a session is created with (API.md, `POST /api/sessions`).
public struct SimulatorConfiguration: Sendable {
    public enum ClockKind: String, Sendable { case real, manual }

    public var device: DeviceProfile
    public var scene: SceneDescriptor
    public var variant: String
    public var orientation: Orientation
    public var localization: Localization
    public var clock: ClockKind

    public init(
        device: DeviceProfile, scene: SceneDescriptor, variant: String? = nil, orientation: Orientation = .portrait,
        localization: Localization? = nil, clock: ClockKind = .real
    ) {
        self.device = device
        self.scene = scene
        self.variant = variant ?? scene.defaultVariant
        self.orientation = orientation
        self.localization = localization ?? .default
        self.clock = clock
    }
}
