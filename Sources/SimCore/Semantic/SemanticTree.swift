/// The TREE of API.md: the semantic view of what the device shows now.
public struct SemanticTree: Codable, Equatable, Sendable {
    public var version: Int
    public var device: String
    public var idiom: Idiom
    public var orientation: Orientation
    public var screen: ScreenSize
    public var firstResponder: String?
    public var pasteboard: String?
    public var root: SemanticNode

    public struct ScreenSize: Codable, Equatable, Sendable {
        public var width: Double
        public var height: Double
    }

    enum CodingKeys: String, CodingKey {
        case version, device, idiom, orientation, screen, firstResponder, pasteboard, root
    }

    /// Always writes `firstResponder` and `pasteboard`, as `null` when empty (API.md).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode(device, forKey: .device)
        try c.encode(idiom, forKey: .idiom)
        try c.encode(orientation, forKey: .orientation)
        try c.encode(screen, forKey: .screen)
        try c.encode(firstResponder, forKey: .firstResponder)
        try c.encode(pasteboard, forKey: .pasteboard)
        try c.encode(root, forKey: .root)
    }
}
