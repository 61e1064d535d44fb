/// What a session is created with (API.md, `POST /api/sessions`).
public struct SimulatorConfiguration: Sendable {
    public enum ClockKind: String, Sendable { case real, manual }

    public var device: DeviceProfile
    public var scene: SceneDescriptor
    public var variant: String
    public var orientation: Orientation
    public var localization: Localization
    public var clock: ClockKind
    /// Settings' appearance and text size (the layout direction follows the locale).
    public var appearance: UserInterfaceStyle
    public var contentSize: ContentSizeCategory
    /// The app's window on an iPad (F1): the whole screen, a Split View share, Slide Over
    /// or a Stage Manager size.
    public var window: WindowSize
    /// A hardware keyboard is connected: no software keyboard comes up (B11.7).
    public var hardwareKeyboard: Bool
    /// Settings' Increase Contrast: the window's accessibilityContrast is high (B10.C1).
    public var increaseContrast: Bool

    public init(
        device: DeviceProfile, scene: SceneDescriptor, variant: String? = nil, orientation: Orientation = .portrait,
        localization: Localization? = nil, clock: ClockKind = .real, appearance: UserInterfaceStyle = .light,
        contentSize: ContentSizeCategory = .large, window: WindowSize = .full, hardwareKeyboard: Bool = false,
        increaseContrast: Bool = false
    ) {
        self.device = device
        self.scene = scene
        self.variant = variant ?? scene.defaultVariant
        self.orientation = orientation
        self.localization = localization ?? .default
        self.clock = clock
        self.appearance = appearance
        self.contentSize = contentSize
        self.window = window
        self.hardwareKeyboard = hardwareKeyboard
        self.increaseContrast = increaseContrast
    }

    /// The trait collection of the app's window in this orientation.
    public func traits(in orientation: Orientation) -> TraitCollection {
        let classes = device.sizeClasses(window: device.windowSize(window, in: orientation), in: orientation)
        return TraitCollection(
            userInterfaceStyle: appearance, preferredContentSizeCategory: contentSize,
            layoutDirection: localization.layoutDirection, horizontalSizeClass: classes.horizontal,
            verticalSizeClass: classes.vertical, userInterfaceIdiom: device.idiom,
            accessibilityContrast: increaseContrast ? .high : .normal)
    }
}
