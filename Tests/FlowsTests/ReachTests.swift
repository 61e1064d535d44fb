import Reach
import Scenes
import SimCore
import Testing
import TestSupport

/// `Reach`: driving a simulator as a person would, on its own (flows' steps and the
/// audit both use it).
@Suite struct ReachTests {
    static let longForm = "title: Long\nsections:\n  - rows:\n"
        + (1...40).map { "      - text: field-\($0)\n        label: Field \($0)\n" }.joined()

    @Test("a row far down the form is scrolled fully into view, and then a person sees it")
    func scrollsIntoView() throws {
        let sim = try formSimulator([Self.longForm], device: "iphone-se")
        // Far down a table, a row has no cell yet.
        #expect(sim.semanticTree().root.find("field-40") == nil)
        #expect(Reach().scrollTo("field-40", on: sim) == nil)
        let tree = sim.semanticTree()
        #expect(Reach.isVisible(try #require(tree.root.find("field-40")), in: tree))
    }

    @Test("the keyboard is put away, and what was tried is not needed again")
    func hidesKeyboard() throws {
        let sim = makeSimulator("iphone-15", scene: "login")
        _ = try sim.send([.tapTarget("email-field")])
        #expect(sim.semanticTree().allNodes.contains { $0.role == .keyboard })
        #expect(Reach().hideKeyboard(on: sim) == nil)
        #expect(!sim.semanticTree().allNodes.contains { $0.role == .keyboard })
    }

    @Test("a reason to stop ends a scroll before its first wheel step, and is the answer")
    func stops() throws {
        let sim = try formSimulator([Self.longForm], device: "iphone-se")
        let before = sim.version
        #expect(Reach(shouldStop: { "the run was stopped" }).scrollTo("field-40", on: sim) == "the run was stopped")
        #expect(sim.version == before)
    }

    @Test("a field under the keyboard is not visible to a person")
    func coveredByKeyboard() throws {
        let sim = try formSimulator([Self.longForm], device: "iphone-se")
        _ = try sim.send([.tapTarget("field-1-field")])
        let tree = sim.semanticTree()
        let covered = tree.allNodes.filter { $0.id.hasPrefix("field-") && $0.role == .cell }.contains { cell in
            tree.allNodes.contains { $0.role == .keyboard && $0.frame.contains(cell.frame.center) } && !Reach.isVisible(cell, in: tree)
        }
        #expect(covered)
    }
}
