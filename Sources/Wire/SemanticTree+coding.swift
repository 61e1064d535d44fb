import SimCore

/// The TREE of API.md as JSON: the names of its fields, `firstResponder` and `pasteboard`
/// always written (as `null` when empty), the other optional fields left out when absent.
/// Read back too, for the clients of the API that are written in Swift (the tests).
extension SemanticTree: Codable {
    enum CodingKeys: String, CodingKey {
        case version, device, idiom, orientation, appearance, contentSize, locale, layoutDirection, screen, firstResponder
        case pasteboard, root, window, traits
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            version: try c.decode(Int.self, forKey: .version), device: try c.decode(String.self, forKey: .device),
            idiom: try c.decode(Idiom.self, forKey: .idiom), orientation: try c.decode(Orientation.self, forKey: .orientation),
            appearance: try c.decode(UserInterfaceStyle.self, forKey: .appearance),
            contentSize: try c.decode(ContentSizeCategory.self, forKey: .contentSize),
            locale: try c.decode(String.self, forKey: .locale),
            layoutDirection: try c.decode(UserInterfaceLayoutDirection.self, forKey: .layoutDirection),
            screen: try c.decode(ScreenSize.self, forKey: .screen), window: try c.decodeIfPresent(WindowInfo.self, forKey: .window),
            traits: try c.decodeIfPresent(Traits.self, forKey: .traits),
            firstResponder: try c.decodeIfPresent(String.self, forKey: .firstResponder),
            pasteboard: try c.decodeIfPresent(String.self, forKey: .pasteboard), root: try c.decode(SemanticNode.self, forKey: .root))
    }

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

extension SemanticTree.ScreenSize: Codable {
    enum CodingKeys: String, CodingKey { case width, height }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(width: try c.decode(Double.self, forKey: .width), height: try c.decode(Double.self, forKey: .height))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
    }
}

extension SemanticTree.WindowInfo: Codable {
    enum CodingKeys: String, CodingKey { case kind, width, height }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try c.decode(String.self, forKey: .kind), width: try c.decode(Double.self, forKey: .width),
            height: try c.decode(Double.self, forKey: .height))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
    }
}

extension SemanticTree.Traits: Codable {
    enum CodingKeys: String, CodingKey { case horizontalSizeClass, verticalSizeClass, userInterfaceIdiom }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            horizontalSizeClass: try c.decode(UserInterfaceSizeClass.self, forKey: .horizontalSizeClass),
            verticalSizeClass: try c.decode(UserInterfaceSizeClass.self, forKey: .verticalSizeClass),
            userInterfaceIdiom: try c.decode(Idiom.self, forKey: .userInterfaceIdiom))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(horizontalSizeClass, forKey: .horizontalSizeClass)
        try c.encode(verticalSizeClass, forKey: .verticalSizeClass)
        try c.encode(userInterfaceIdiom, forKey: .userInterfaceIdiom)
    }
}
