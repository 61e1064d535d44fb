import Foundation
import Testing
@testable import SimCore

/// F1.W1: a view controller and its views are told when the window's size classes
/// change, with the traits they had before, as UIKit's traitCollectionDidChange(_:).
@Suite struct TraitChangeTests {
    /// Records each traitCollectionDidChange(_:) it is told: the previous width class and the new one.
    final class RecordingController: ViewController {
        var changes: [(UserInterfaceSizeClass, UserInterfaceSizeClass)] = []

        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            changes.append((previousTraitCollection?.horizontalSizeClass ?? .unspecified, traitCollection.horizontalSizeClass))
        }
    }

    final class Box: @unchecked Sendable {
        var controller: RecordingController?
    }

    @Test(arguments: [("ipad-10", Orientation.portrait), ("ipad-pro-12-9", .landscapeLeft)])
    func aControllerIsToldWhenTheWindowBecomesCompactAndRegularAgain(device: String, orientation: Orientation) throws {
        let box = Box()
        let scene = SceneDescriptor(id: "recording", title: "Recording") { _ in
            let controller = RecordingController(view: View())
            box.controller = controller
            return controller
        }
        let sim = Simulator(
            configuration: SimulatorConfiguration(
                device: try #require(DeviceProfile.named(device)), scene: scene, orientation: orientation),
            clock: ManualClock())
        let controller = try #require(box.controller)
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        controller.changes = []
        _ = try sim.send([.settings(SettingsChange(window: .slideOver))])
        _ = try sim.send([.settings(SettingsChange(window: .full))])
        #expect(controller.changes.map(\.0) == [.regular, .compact])
        #expect(controller.changes.map(\.1) == [.compact, .regular])
    }
}
