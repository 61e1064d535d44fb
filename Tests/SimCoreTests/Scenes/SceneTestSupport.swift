@testable import Scenes
import SimCore

/// The three devices of issue #4's acceptance.
let acceptanceDevices = ["iphone-se", "iphone-15", "ipad-10"]

/// Every acceptance device in portrait and landscape.
let acceptanceDeviceOrientations: [(String, Orientation)] = acceptanceDevices.flatMap {
    [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
}

extension Simulator {
    func node(_ id: String) -> SemanticNode? { semanticTree().root.find(id) }

    /// The centre of an element's frame in the semantic tree.
    func centre(of id: String) -> Point? {
        guard let f = node(id)?.frame else { return nil }
        return Point(x: f[0] + f[2] / 2, y: f[1] + f[3] / 2)
    }
}
