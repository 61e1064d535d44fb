/// The TREE of API.md: the semantic view of what the device shows now.
public struct SemanticTree: Codable, Equatable, Sendable {
    public var version: Int
    public var device: String
    public var idiom: Idiom
    public var orientation: Orientation
    /// The session's settings: appearance, text size, locale and the layout direction it gives.
    public var appearance: UserInterfaceStyle
    public var contentSize: ContentSizeCategory
    public var locale: String
    public var layoutDirection: UserInterfaceLayoutDirection
    public var screen: ScreenSize
    /// The app's window (F1): its kind and size; `full` with the screen's size but on an
    /// iPad in Split View, Slide Over or Stage Manager.
    public var window: WindowInfo?
    /// The window's size classes and idiom (F1.W1), as its views read them.
    public var traits: Traits?
    public var firstResponder: String?
    public var pasteboard: String?
    public var root: SemanticNode

    public struct ScreenSize: Codable, Equatable, Sendable {
        public var width: Double
        public var height: Double
    }

    public struct WindowInfo: Codable, Equatable, Sendable {
        public var kind: String
        public var width: Double
        public var height: Double
    }

    public struct Traits: Codable, Equatable, Sendable {
        public var horizontalSizeClass: UserInterfaceSizeClass
        public var verticalSizeClass: UserInterfaceSizeClass
        public var userInterfaceIdiom: Idiom
    }

    enum CodingKeys: String, CodingKey {
        case version, device, idiom, orientation, appearance, contentSize, locale, layoutDirection, screen, firstResponder
        case pasteboard, root, window, traits
    }

    /// Always writes `firstResponder` and `pasteboard`, as `null` when empty (API.md).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode(device, forKey: .device)
        try c.encode(idiom, forKey: .idiom)
        try c.encode(orientation, forKey: .orientation)
        try c.encode(appearance, forKey: .appearance)
        try c.encode(contentSize, forKey: .contentSize)
        try c.encode(locale, forKey: .locale)
        try c.encode(layoutDirection, forKey: .layoutDirection)
        try c.encode(screen, forKey: .screen)
        try c.encodeIfPresent(window, forKey: .window)
        try c.encodeIfPresent(traits, forKey: .traits)
        try c.encode(firstResponder, forKey: .firstResponder)
        try c.encode(pasteboard, forKey: .pasteboard)
        try c.encode(root, forKey: .root)
    }
}
