import SimCore

/// One simulator on a manual clock, made from form text, a built-in scene or a scene the
/// test builds, with the steps tests take most written as they read: `tap("send")`,
/// `type("ab")`, `value(of: "name-field")`. It adds no behaviour: each step is one
/// `send` and throws what the simulator throws; a form that does not load throws its
/// `FormError`. `sim` is the simulator, for everything else.
public struct SimHarness {
    public let sim: Simulator

    /// The simulator's clock, for tests that run time on by hand.
    public let clock: ManualClock

    /// A simulator showing `scene` on `device`; the settings are the ones tests vary.
    public init(
        scene: SceneDescriptor, device: String = "iphone-15", variant: String? = nil,
        orientation: Orientation = .portrait, locale: String = "en_US", appearance: UserInterfaceStyle = .light,
        contentSize: ContentSizeCategory = .large, window: WindowSize = .full, hardwareKeyboard: Bool = false,
        clock: ManualClock = ManualClock()
    ) throws {
        guard let profile = DeviceProfile.named(device) else { throw SimHarnessError.unknownDevice(device) }
        let configuration = SimulatorConfiguration(
            device: profile, scene: scene, variant: variant, orientation: orientation,
            localization: Localization(identifier: locale), appearance: appearance, contentSize: contentSize,
            window: window, hardwareKeyboard: hardwareKeyboard)
        self.clock = clock
        sim = Simulator(configuration: configuration, clock: clock)
    }
}
