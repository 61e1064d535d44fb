import SimCore

/// A simulator on a manual clock for one device and scene, with the settings the tests
/// vary: the one way every suite makes one. A device or scene id that does not exist is
/// a mistake in the test, which stops there.
public func makeSimulator(
    _ device: String = "iphone-15", scene: SceneDescriptor, variant: String? = nil,
    orientation: Orientation = .portrait, locale: String = "en_US", appearance: UserInterfaceStyle = .light,
    contentSize: ContentSizeCategory = .large, window: WindowSize = .full, hardwareKeyboard: Bool = false,
    increaseContrast: Bool = false
) -> Simulator {
    let configuration = SimulatorConfiguration(
        device: DeviceProfile.named(device)!, scene: scene, variant: variant, orientation: orientation,
        localization: Localization(identifier: locale), appearance: appearance, contentSize: contentSize, window: window,
        hardwareKeyboard: hardwareKeyboard, increaseContrast: increaseContrast)
    return Simulator(configuration: configuration, clock: ManualClock())
}
