import Scenes
import Testing
@testable import SimCore
import TestSupport

/// `Simulator.sendTurns`: a person's events, each in its own turn, answered as one commit.
@Suite struct SendTurnsTests {
    static let events: [InputEvent] = [.tapTarget("first-name-field"), .text("Ann"), .key("Enter"), .text("Lee"), .rotate(.landscapeLeft)]

    @Test("events sent as turns leave the same tree and version as the same events sent one request each")
    func sameAsOneByOne() throws {
        let turns = makeSimulator("iphone-15"), single = makeSimulator("iphone-15")
        let (commit, failure, ran) = turns.sendTurns(Self.events)
        for event in Self.events { _ = try single.send([event]) }
        #expect(failure == nil)
        #expect(ran == Self.events.count)
        #expect(turns.semanticTree() == single.semanticTree())
        #expect(commit.version == single.version)
    }

    @Test("the one commit's ops take a copy of the tree before the turns to the tree after them")
    func opsTakeTheTreeAcross() {
        let sim = makeSimulator("iphone-15")
        var mirror = sim.renderTree
        let (commit, _, _) = sim.sendTurns(Self.events)
        mirror.apply(commit.ops)
        #expect(mirror == sim.renderTree)
    }

    @Test("stopBefore ends the events between two of them, and says how many ran")
    func stopBefore() {
        let sim = makeSimulator("iphone-15")
        let (_, failure, ran) = sim.sendTurns(Self.events) { $0 == 2 }
        #expect(failure == nil)
        #expect(ran == 2)
        #expect(sim.firstResponderID == "first-name-field")
    }

    @Test("a refused event stops the turns with its index, and the turns before it stay")
    func refused() {
        let sim = makeSimulator("iphone-15")
        let (commit, failure, ran) = sim.sendTurns([.rotate(.landscapeLeft), .tapTarget("nope"), .rotate(.portrait)])
        #expect(failure == InputError(.unknownTarget("nope"), eventIndex: 1))
        #expect(ran == 1)
        #expect(commit.version == 2)
        #expect(sim.semanticTree().orientation == .landscapeLeft)
    }
}
