@testable import Scenes
import SimCore

/// Three devices that between them show each idiom's layouts: a small phone, a large phone, a tablet.
let acceptanceDevices = ["iphone-se", "iphone-15", "ipad-10"]

/// Every acceptance device in portrait and landscape.
let acceptanceDeviceOrientations: [(String, Orientation)] = acceptanceDevices.flatMap {
    [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
}
