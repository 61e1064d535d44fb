import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B9.8: a child row naming its own form pushes a screen at every tap; the stack stops at
/// 32 screens, so a session's memory has a ceiling however often it is tapped.
@Suite struct FormNavigationDepthTests {
    static let form = """
        id: loop
        title: Loop
        sections:
          - rows:
              - child: again
                label: Again
                form: loop
        """

    static let devices: [(String, Orientation)] = ["iphone-15", "ipad-pro-12-9"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    func simulator(_ device: String, _ orientation: Orientation) throws -> Simulator {
        try SimHarness(form: Self.form, file: "loop.yaml", device: device, orientation: orientation).sim
    }

    func push(_ sim: Simulator, times: Int) throws {
        for _ in 0..<times { _ = try sim.send([.tapTarget("again"), .advance(milliseconds: 400)]) }
    }

    func refusals(_ sim: Simulator) -> [InspectorEntry] { sim.inspectorLog.entries.filter { $0.kind == .refused } }

    @Test("B9.8: the 32nd screen is pushed; the 33rd tap is refused and logged", arguments: devices)
    func stackStopsAt32(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try push(sim, times: NavigationController.maximumDepth - 1)
        #expect(refusals(sim).isEmpty)
        #expect(sim.semanticTree().root.find("back") != nil)
        try push(sim, times: 1)
        #expect(refusals(sim).count == 1)
        #expect(refusals(sim).first?.detail?.contains("already holds 32 screens") == true)
    }

    @Test("B9.8: past the limit the render tree stops growing; Back still pops", arguments: devices)
    func memoryHasACeiling(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try push(sim, times: 40)
        let nodes = sim.renderTree.nodes.count
        try push(sim, times: 200)
        #expect(sim.renderTree.nodes.count == nodes)
        let lastRefusal = try #require(refusals(sim).last?.sequence)
        _ = try sim.send([.tapTarget("back"), .advance(milliseconds: 400)])
        try push(sim, times: 1)
        #expect(refusals(sim).last?.sequence == lastRefusal)
    }
}
