/// A scene the simulator can run: its id, title, variants and how to build its root
/// view controller. Scenes live outside SimCore and reach it through a `SceneRegistry`.
public struct SceneDescriptor: Sendable {
    public let id: String
    public let title: String
    /// Never empty; the first is the default.
    public let variants: [String]
    /// Where the scene comes from, for catalogues: "builtIn", or "file" for a form file.
    public let source: String
    /// What a person is shown for each variant: a name and a line on what it shows.
    public var variantDetails: [String: VariantDetail] = [:]
    /// What to try first on the scene and what to look for, for a person new to it.
    public var hint: String?
    let make: @Sendable (SceneContext) -> ViewController

    public init(
        id: String, title: String, variants: [String] = [], source: String = "builtIn", hint: String? = nil,
        make: @escaping @Sendable (SceneContext) -> ViewController
    ) {
        self.id = id
        self.title = title
        self.variants = variants.isEmpty ? ["default"] : variants
        self.source = source
        self.hint = hint
        self.make = make
    }

    /// The variant a session gets when it names none.
    public var defaultVariant: String { variants[0] }
}

/// A variant's name for people and a one-line description of what it shows.
public struct VariantDetail: Equatable, Sendable {
    public var name: String
    public var description: String?

    public init(name: String, description: String? = nil) {
        self.name = name
        self.description = description
    }
}
