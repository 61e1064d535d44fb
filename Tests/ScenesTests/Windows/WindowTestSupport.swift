import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// What the tests of iPad windows (F1) share: every iPad in both orientations, and
/// simulators made with a window.
enum WindowDevices {
    static let pads = ["ipad-air-2", "ipad-10", "ipad-mini-6", "ipad-pro-12-9"]
    static let padsTurned: [(String, Orientation)] = pads.flatMap { [($0, Orientation.portrait), ($0, .landscapeLeft)] }
    /// Every iPad, orientation and narrow window (compact in width everywhere).
    static let narrow: [(String, Orientation, WindowSize)] = padsTurned.flatMap { pad in
        [WindowSize.oneThird, .slideOver].map { (pad.0, pad.1, $0) }
    }
}

/// A simulator of a built-in scene with the app in `window`.
func windowSimulator(
    _ device: String, _ orientation: Orientation, _ window: WindowSize, scene: String = "contacts"
) throws -> Simulator {
    return makeSimulator(device, scene: scene, orientation: orientation, window: window)
}

/// A simulator showing the first of `forms` with the app in `window`.
func windowFormSimulator(
    _ forms: [String], _ device: String, _ orientation: Orientation, _ window: WindowSize
) throws -> Simulator {
    try formSimulator(forms, device: device, orientation: orientation, window: window)
}

extension Simulator {
    /// Sets the app's window as the `settings` event does.
    func resize(to window: WindowSize) throws(InputError) {
        _ = try send([.settings(SettingsChange(window: window))])
    }

    /// The popover's placement: `sheet` at the bottom of a compact window, or `popover`.
    func presentation(_ id: String) -> String? { node(id)?.presentation }
}
