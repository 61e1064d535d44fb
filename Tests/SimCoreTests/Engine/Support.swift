import Foundation
import Scenes
import SimCore

/// A simulator on a manual clock for one device, scene and orientation.
func makeSimulator(
    _ device: String = "iphone-15", scene: String = "contacts", variant: String? = nil,
    orientation: Orientation = .portrait, locale: String = "en_US", appearance: UserInterfaceStyle = .light,
    contentSize: ContentSizeCategory = .large
) -> Simulator {
    let configuration = SimulatorConfiguration(
        device: DeviceProfile.named(device)!, scene: SceneRegistry.builtIn.scene(scene)!, variant: variant,
        orientation: orientation, localization: Localization(identifier: locale), appearance: appearance,
        contentSize: contentSize)
    return Simulator(configuration: configuration, clock: ManualClock())
}

/// Sorted-key JSON text, the form render and semantic snapshots are compared in.
func jsonText<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return (try? encoder.encode(value)).flatMap { String(data: $0, encoding: .utf8) } ?? "<unencodable>"
}

extension Simulator {
    /// The id of the first text field of the semantic tree, in reading order.
    func firstTextField() -> String? {
        func find(_ node: SemanticNode) -> String? {
            if node.role == .textField { return node.id }
            for child in node.children { if let id = find(child) { return id } }
            return nil
        }
        return find(semanticTree().root)
    }
}
