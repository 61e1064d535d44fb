import Foundation
import Testing
@testable import Scenes
@testable import SimCore

/// What the tests of today's presentations (E3, E4) share: the four devices in both
/// orientations, a simulator on form files, the clock run past every animation.
enum PresentationDevices {
    static let all: [(String, Orientation)] = ["iphone-se", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"].flatMap {
        [($0, Orientation.portrait), ($0, .landscapeLeft)]
    }
    static let phones = all.filter { $0.0.hasPrefix("iphone") }
    static let pads = all.filter { $0.0.hasPrefix("ipad") }
}

/// A simulator showing the first of `forms`, whose `child` rows open the others.
func formSimulator(_ forms: [String], device: String, orientation: Orientation) throws -> Simulator {
    let documents = try forms.enumerated().map { try FormParser.parse($1, file: "form\($0).yaml") }
    return Simulator(
        configuration: SimulatorConfiguration(
            device: try #require(DeviceProfile.named(device)),
            scene: documents[0].sceneDescriptor(directory: FormDirectory(documents)), orientation: orientation),
        clock: ManualClock())
}

/// The error a form file gives, or nil when it loads.
func formError(_ text: String) -> FormError? {
    do {
        _ = try FormParser.parse(text, file: "t.yaml")
        return nil
    } catch {
        return error
    }
}

extension Simulator {
    /// Runs the clock past every animation.
    func settle() throws {
        let clock = try #require(self.clock as? ManualClock)
        clock.advance(by: 1)
        _ = advanceTime()
    }

    /// An element's frame in the semantic tree.
    func rect(_ id: String) throws -> Rect {
        let f = try #require(node(id)?.frame, "no \(id)")
        return Rect(x: f.minX, y: f.minY, width: f.width, height: f.height)
    }
}
