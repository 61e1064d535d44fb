import Scenes
import SimCore

extension SimHarness {
    /// A simulator of a form file's text (YAML or JSON). `file` names it in errors and
    /// gives the form its id when the text has none.
    public init(
        form: String, file: String = "form.yaml", device: String = "iphone-15", variant: String? = nil,
        orientation: Orientation = .portrait, locale: String = "en_US", appearance: UserInterfaceStyle = .light,
        contentSize: ContentSizeCategory = .large, window: WindowSize = .full, hardwareKeyboard: Bool = false,
        clock: ManualClock = ManualClock()
    ) throws {
        try self.init(
            forms: [(file, form)], device: device, variant: variant, orientation: orientation, locale: locale,
            appearance: appearance, contentSize: contentSize, window: window, hardwareKeyboard: hardwareKeyboard,
            clock: clock)
    }

    /// A simulator showing the first of several form files (name, text), whose `child`
    /// rows open the others.
    public init(
        forms: [(file: String, text: String)], device: String = "iphone-15", variant: String? = nil,
        orientation: Orientation = .portrait, locale: String = "en_US", appearance: UserInterfaceStyle = .light,
        contentSize: ContentSizeCategory = .large, window: WindowSize = .full, hardwareKeyboard: Bool = false,
        clock: ManualClock = ManualClock()
    ) throws {
        let documents = try forms.map { try FormParser.parse($0.text, file: $0.file) }
        guard let first = documents.first else { throw SimHarnessError.noForm }
        try self.init(
            scene: first.sceneDescriptor(directory: FormDirectory(documents)), device: device, variant: variant,
            orientation: orientation, locale: locale, appearance: appearance, contentSize: contentSize, window: window,
            hardwareKeyboard: hardwareKeyboard, clock: clock)
    }

    /// A simulator showing the first of several form files' texts (named `form0.yaml`,
    /// `form1.yaml`, ...), whose `child` rows open the others.
    public init(
        forms: [String], device: String = "iphone-15", orientation: Orientation = .portrait,
        appearance: UserInterfaceStyle = .light, window: WindowSize = .full
    ) throws {
        try self.init(
            forms: forms.enumerated().map { (file: "form\($0).yaml", text: $1) }, device: device,
            orientation: orientation, appearance: appearance, window: window)
    }

    /// A simulator of a built-in scene, by its id.
    public init(
        scene: String, device: String = "iphone-15", variant: String? = nil, orientation: Orientation = .portrait,
        locale: String = "en_US", appearance: UserInterfaceStyle = .light, contentSize: ContentSizeCategory = .large,
        window: WindowSize = .full, hardwareKeyboard: Bool = false
    ) throws {
        guard let descriptor = SceneRegistry.builtIn.scene(scene) else { throw SimHarnessError.unknownScene(scene) }
        try self.init(
            scene: descriptor, device: device, variant: variant, orientation: orientation, locale: locale,
            appearance: appearance, contentSize: contentSize, window: window, hardwareKeyboard: hardwareKeyboard)
    }
}
