import Foundation
import Scenes
import SimCore

/// A simulator on a manual clock for one device, scene and orientation.
func makeSimulator(
    _ device: String = "iphone-15", scene: String = "contacts", orientation: Orientation = .portrait,
    locale: String = "en_US"
) -> Simulator {
    let configuration = SimulatorConfiguration(
        device: DeviceProfile.named(device)!, scene: SceneRegistry.builtIn.scene(scene)!, orientation: orientation,
        localization: Localization(identifier: locale))
    return Simulator(configuration: configuration, clock: ManualClock())
}

/// Sorted-key JSON text, the form render and semantic snapshots are compared in.
func jsonText<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return (try? encoder.encode(value)).flatMap { String(data: $0, encoding: .utf8) } ?? "<unencodable>"
}
