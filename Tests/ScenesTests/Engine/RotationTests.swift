import Testing
@testable import SimCore
import TestSupport

@Suite struct RotationTests {
    @Test func rotatingRelaysOutTheFormForTheNewScreen() throws {
        let sim = makeSimulator("iphone-15")
        let before = try #require(sim.semanticTree().root.find("birthday"))
        let commit = try sim.send([.rotate(.landscapeLeft)])
        #expect(commit.version == 2)
        #expect(!commit.ops.isEmpty)
        let tree = sim.semanticTree()
        #expect(tree.orientation == .landscapeLeft)
        #expect(tree.screen == .init(width: 852, height: 393))
        let after = try #require(tree.root.find("birthday"))
        #expect(after.frame.width > before.frame.width)
        #expect(after.frame.minX >= 59 + 16)
    }

    @Test func theRootNodeTellsTheClientTheNewOrientationAndSize() throws {
        let sim = makeSimulator("ipad-10")
        let commit = try sim.send([.rotate(.landscapeRight)])
        let screen = commit.ops.first { $0.id == RenderTree.rootID }
        guard case .update(_, let node, let changed, _)? = screen else {
            Issue.record("no update of the screen node in \(commit.ops)")
            return
        }
        #expect(changed.isSuperset(of: [.orientation, .frame]))
        #expect(node.screen?.orientation == .landscapeRight)
        #expect(node.frame == Rect(x: 0, y: 0, width: 1180, height: 820))
    }

    @Test func rotatingToTheSameOrientationChangesNothing() throws {
        let sim = makeSimulator("iphone-se")
        let commit = try sim.send([.rotate(.portrait)])
        #expect(commit.ops.isEmpty)
        #expect(commit.version == 1)
    }

    @Test func rotatingThereAndBackGivesTheSameRenderTree() throws {
        let sim = makeSimulator("iphone-x")
        let original = sim.renderTree
        _ = try sim.send([.rotate(.landscapeLeft)])
        _ = try sim.send([.rotate(.portrait)])
        #expect(sim.renderTree == original)
    }
}
