@testable import Scenes
import SimCore

/// The three devices of issue #4's acceptance.
let acceptanceDevices = ["iphone-se", "iphone-15", "ipad-10"]

/// Every acceptance device in portrait and landscape.
let acceptanceDeviceOrientations: [(String, Orientation)] = acceptanceDevices.flatMap {
    [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
}
