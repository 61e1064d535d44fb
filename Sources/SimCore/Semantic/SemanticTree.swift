/// The TREE of API.md: the semantic view of what the device shows now. Wire writes it
/// as JSON.
public struct SemanticTree: Equatable, Sendable {
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

    public struct ScreenSize: Equatable, Sendable {
        public var width: Double
        public var height: Double

        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    public struct WindowInfo: Equatable, Sendable {
        public var kind: String
        public var width: Double
        public var height: Double

        public init(kind: String, width: Double, height: Double) {
            self.kind = kind
            self.width = width
            self.height = height
        }
    }

    public struct Traits: Equatable, Sendable {
        public var horizontalSizeClass: UserInterfaceSizeClass
        public var verticalSizeClass: UserInterfaceSizeClass
        public var userInterfaceIdiom: Idiom
        /// High when Increase Contrast is on (B10.C1).
        public var accessibilityContrast: AccessibilityContrast

        public init(
            horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass, userInterfaceIdiom: Idiom,
            accessibilityContrast: AccessibilityContrast = .normal
        ) {
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
            self.userInterfaceIdiom = userInterfaceIdiom
            self.accessibilityContrast = accessibilityContrast
        }
    }

    public init(
        version: Int, device: String, idiom: Idiom, orientation: Orientation, appearance: UserInterfaceStyle,
        contentSize: ContentSizeCategory, locale: String, layoutDirection: UserInterfaceLayoutDirection, screen: ScreenSize,
        window: WindowInfo?, traits: Traits?, firstResponder: String?, pasteboard: String?, root: SemanticNode
    ) {
        self.version = version
        self.device = device
        self.idiom = idiom
        self.orientation = orientation
        self.appearance = appearance
        self.contentSize = contentSize
        self.locale = locale
        self.layoutDirection = layoutDirection
        self.screen = screen
        self.window = window
        self.traits = traits
        self.firstResponder = firstResponder
        self.pasteboard = pasteboard
        self.root = root
    }
}
