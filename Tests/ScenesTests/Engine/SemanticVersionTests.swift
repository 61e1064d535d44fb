import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B13.1: every change of what the semantic tree says advances the version,
/// not only a change of what is drawn, so a long poll and the page's accessibility layer
/// never keep a stale value.
@Suite struct SemanticVersionTests {
    static let devices: [(String, Orientation)] = ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"]
        .flatMap { [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)] }

    /// The login form's email field holding a line of one repeated letter, far longer than
    /// the field: one more letter at the end scrolls the line by exactly that letter, so
    /// the field draws the same slice in the same place.
    func longLine(_ device: String, _ orientation: Orientation) throws -> Simulator {
        let sim = makeSimulator(device, scene: "login", orientation: orientation)
        _ = try sim.send([.tapTarget("email-field"), .text(String(repeating: "m", count: 300))])
        return sim
    }

    @Test("A letter typed into a long scrolled field that draws the same advances the version with the new value", arguments: devices)
    func typingThatDrawsTheSameAdvancesTheVersion(device: String, orientation: Orientation) throws {
        let sim = try longLine(device, orientation)
        let before = sim.version
        let commit = try sim.send([.text("m")])
        #expect(commit.version > before)
        #expect(sim.semanticTree().version == commit.version)
        #expect(sim.node("email-field")?.value?.count == 301)
    }

    @Test("A commit that changes neither the drawing nor the semantic tree keeps the version", arguments: devices)
    func nothingNewKeepsTheVersion(device: String, orientation: Orientation) throws {
        let sim = try longLine(device, orientation)
        let before = sim.version
        let commit = sim.advanceTime()
        #expect(commit.ops.isEmpty)
        #expect(commit.version == before)
    }
}
