import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// What the tests of today's presentations (E3, E4) share: the four devices in both
/// orientations, a simulator on form files, the clock run past every animation.
enum PresentationDevices {
    static let all: [(String, Orientation)] = ["iphone-se", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"].flatMap {
        [($0, Orientation.portrait), ($0, .landscapeLeft)]
    }
    static let phones = all.filter { $0.0.hasPrefix("iphone") }
    static let pads = all.filter { $0.0.hasPrefix("ipad") }
    /// The five devices the rules are checked on, in both orientations.
    static let fivePhonesAndPads: [(String, Orientation)] =
        ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"].flatMap {
            [($0, Orientation.portrait), ($0, .landscapeLeft)]
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
