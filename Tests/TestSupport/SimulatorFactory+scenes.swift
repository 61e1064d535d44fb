import Scenes
import SimCore
import SimCoreTestSupport

/// A simulator of a built-in scene, by its id.
public func makeSimulator(
    _ device: String = "iphone-15", scene: String = "contacts", variant: String? = nil,
    orientation: Orientation = .portrait, locale: String = "en_US", appearance: UserInterfaceStyle = .light,
    contentSize: ContentSizeCategory = .large, window: WindowSize = .full, hardwareKeyboard: Bool = false,
    increaseContrast: Bool = false
) -> Simulator {
    makeSimulator(
        device, scene: SceneRegistry.builtIn.scene(scene)!, variant: variant, orientation: orientation, locale: locale,
        appearance: appearance, contentSize: contentSize, window: window, hardwareKeyboard: hardwareKeyboard,
        increaseContrast: increaseContrast)
}

/// A simulator showing the first of `forms` (form files' YAML), whose `child` rows open the others.
public func formSimulator(
    _ forms: [String], device: String, orientation: Orientation = .portrait, window: WindowSize = .full
) throws -> Simulator {
    try SimHarness(forms: forms, device: device, orientation: orientation, window: window).sim
}

/// The error a form file gives, or nil when it loads.
public func formError(_ text: String) -> FormError? {
    do {
        _ = try FormParser.parse(text, file: "t.yaml")
        return nil
    } catch {
        return error
    }
}
