/// What a `settings` event changes, as the Settings app would on a device: any of the
/// appearance, Increase Contrast, the text size and the language (a locale of `Localization.supported`); on
/// an iPad, the app's window as multitasking would (F1).
public struct SettingsChange: Equatable, Sendable {
    public var appearance: UserInterfaceStyle?
    public var contentSize: ContentSizeCategory?
    public var locale: String?
    public var window: WindowSize?
    /// Connects (true) or disconnects (false) a hardware keyboard (B11.7).
    public var hardwareKeyboard: Bool?
    /// Turns Increase Contrast on (true) or off (false) (B10.C1).
    public var increaseContrast: Bool?

    public init(
        appearance: UserInterfaceStyle? = nil, contentSize: ContentSizeCategory? = nil, locale: String? = nil,
        window: WindowSize? = nil, hardwareKeyboard: Bool? = nil, increaseContrast: Bool? = nil
    ) {
        self.appearance = appearance
        self.contentSize = contentSize
        self.locale = locale
        self.window = window
        self.hardwareKeyboard = hardwareKeyboard
        self.increaseContrast = increaseContrast
    }
}
