import SimCore

/// The TREE of API.md as JSON: the names of its fields, `firstResponder` and `pasteboard`
/// always written (as `null` when empty), the other optional fields left out when absent.
/// `smallTargets` is written from the tree (SemanticTree.smallTargets), not stored: reading
/// ignores it. Read back too, for the clients of the API that are written in Swift (the tests).
extension SemanticTree: Codable {
    private struct Fields: Codable {
        var version: Int, device: String, idiom: Idiom, orientation: Orientation, appearance: UserInterfaceStyle
        var contentSize: ContentSizeCategory, locale: String, layoutDirection: UserInterfaceLayoutDirection
        var screen: ScreenSize, window: WindowInfo?, traits: Traits?, firstResponder: Nullable<String>
        var pasteboard: Nullable<String>, root: SemanticNode
        /// Written always; optional so a tree written before it still reads.
        var smallTargets: [String]?
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(from: decoder)
        self.init(
            version: f.version, device: f.device, idiom: f.idiom, orientation: f.orientation, appearance: f.appearance,
            contentSize: f.contentSize, locale: f.locale, layoutDirection: f.layoutDirection, screen: f.screen,
            window: f.window, traits: f.traits, firstResponder: f.firstResponder.value, pasteboard: f.pasteboard.value,
            root: f.root)
    }

    public func encode(to encoder: any Encoder) throws {
        try Fields(
            version: version, device: device, idiom: idiom, orientation: orientation, appearance: appearance,
            contentSize: contentSize, locale: locale, layoutDirection: layoutDirection, screen: screen, window: window,
            traits: traits, firstResponder: Nullable(firstResponder), pasteboard: Nullable(pasteboard), root: root,
            smallTargets: smallTargets
        ).encode(to: encoder)
    }
}

extension SemanticTree.ScreenSize: Codable {
    private struct Fields: Codable { var width, height: Double }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(from: decoder)
        self.init(width: f.width, height: f.height)
    }

    public func encode(to encoder: any Encoder) throws { try Fields(width: width, height: height).encode(to: encoder) }
}

extension SemanticTree.WindowInfo: Codable {
    private struct Fields: Codable { var kind: String, width, height: Double }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(from: decoder)
        self.init(kind: f.kind, width: f.width, height: f.height)
    }

    public func encode(to encoder: any Encoder) throws {
        try Fields(kind: kind, width: width, height: height).encode(to: encoder)
    }
}

extension SemanticTree.Traits: Codable {
    /// `accessibilityContrast` is written only when high, as the tree leaves out what is
    /// at its default.
    private struct Fields: Codable {
        var horizontalSizeClass, verticalSizeClass: UserInterfaceSizeClass, userInterfaceIdiom: Idiom
        var accessibilityContrast: AccessibilityContrast?
    }

    public init(from decoder: any Decoder) throws {
        let f = try Fields(from: decoder)
        self.init(
            horizontalSizeClass: f.horizontalSizeClass, verticalSizeClass: f.verticalSizeClass,
            userInterfaceIdiom: f.userInterfaceIdiom, accessibilityContrast: f.accessibilityContrast ?? .normal)
    }

    public func encode(to encoder: any Encoder) throws {
        try Fields(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            userInterfaceIdiom: userInterfaceIdiom, accessibilityContrast: accessibilityContrast == .high ? .high : nil
        ).encode(to: encoder)
    }
}
