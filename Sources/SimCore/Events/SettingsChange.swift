/// What a `settings` event changes, as the Settings app would on a device: any of the
/// appearance, the text size and the language (a locale of `Localization.supported`).
public struct SettingsChange: Equatable, Sendable {
    public var appearance: UserInterfaceStyle?
    public var contentSize: ContentSizeCategory?
    public var locale: String?

    public init(appearance: UserInterfaceStyle? = nil, contentSize: ContentSizeCategory? = nil, locale: String? = nil) {
        self.appearance = appearance
        self.contentSize = contentSize
        self.locale = locale
    }
}
