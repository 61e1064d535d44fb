import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B5.4 with always-bounce: a table whose content fits still moves under a
/// drag, rubber-banded, and springs back, animated, when the finger lifts.
@Suite struct RubberBandTests {
    static let devices: [(String, Orientation)] = ["iphone-se", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    func simulator(_ device: String, _ orientation: Orientation) throws -> Simulator {
        try SimHarness(
            form: "sections:\n  - rows:\n      - value: a\n        label: A\n", file: "short.yaml", device: device,
            orientation: orientation
        ).sim
    }

    @Test("a drag on a short table moves its rows less than the finger, and they spring back on release", arguments: devices)
    func springsBack(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        let resting = try #require(sim.node("a")?.frame)
        let start = Point(x: resting.minX + 40, y: resting.minY + resting.height + 60)
        _ = try sim.send([
            .pointer(phase: .down, point: start, milliseconds: 0),
            .pointer(phase: .move, point: Point(x: start.x, y: start.y + 50), milliseconds: 50),
            .pointer(phase: .move, point: Point(x: start.x, y: start.y + 100), milliseconds: 100),
        ])
        let dragged = try #require(sim.node("a")?.frame)
        #expect(dragged.minY > resting.minY, "the rows follow the finger")
        #expect(dragged.minY - resting.minY < 100, "rubber-banded: less than the finger moved")
        let release = try sim.send([.pointer(phase: .up, point: Point(x: start.x, y: start.y + 100), milliseconds: 150)])
        #expect(sim.node("a")?.frame.minY == resting.minY)
        let animated = release.ops.contains { $0.animation != nil }
        #expect(animated, "the spring back is animated")
    }
}
