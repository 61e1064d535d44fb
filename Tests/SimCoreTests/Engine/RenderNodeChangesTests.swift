import Testing
@testable import SimCore
import SimCoreTestSupport

/// A changed node's op is read field by field (`changedProperties(since:)`): applied to
/// the old node it gives the new one, and it names only what changed.
@Suite struct RenderNodeChangesTests {
    @Test("for 20,000 random pairs of nodes, the update applied to the old node gives the new one")
    func anUpdateAppliedGivesTheNewNode() {
        var random = SeededGenerator(seed: 20261125)
        var changedPairs = 0
        for _ in 0..<20_000 {
            let old = RenderNode.random(using: &random), now = RenderNode.random(using: &random)
            guard let op = RenderTree.update(id: "n", from: old, to: now, animation: nil) else {
                #expect(old == now)
                continue
            }
            changedPairs += 1
            var tree = RenderTree(nodes: ["n": old])
            tree.apply([op])
            #expect(tree.nodes["n"] == now)
        }
        #expect(changedPairs > 19_000)
    }

    /// Properties drawn from one field (a wheel's, the screen's facts with the display's
    /// radius) or only together (a border's width and colour).
    static let groups: [RenderNode.Properties] = [
        .wheelParts, RenderNode.Properties.screenFacts.union(.cornerRadius), [.borderWidth, .borderColor],
    ]

    @Test("a node given one property of another names that property alone changed, or its group's")
    func anUpdateNamesOnlyWhatChanged() {
        var random = SeededGenerator(seed: 5)
        for _ in 0..<2_000 {
            let old = RenderNode.random(using: &random)
            for property in RenderNode.Properties.all {
                var now = old
                now.take(property, from: RenderNode.random(using: &random))
                let changed = now.changedProperties(since: old)
                let allowed = Self.groups.filter { !$0.isDisjoint(with: property) }.reduce(property) { $0.union($1) }
                #expect(changed.isSubset(of: allowed), "\(property.rawValue): \(changed.rawValue)")
            }
        }
    }

    @Test("a node compared with itself has no changes")
    func unchanged() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let node = RenderNode.random(using: &random)
            #expect(node.changedProperties(since: node).isEmpty)
        }
    }

    @Test("a node is a value: a copy changed in each field leaves the node it was copied from as it was")
    func copiesAreValues() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<200 {
            let node = RenderNode.random(using: &random)
            let fields = node.fields
            var copy = node
            let other = RenderNode.random(using: &random)
            copy.kind = other.kind
            copy.frame = Rect(x: 3, y: 4, width: 5, height: 6)
            copy.children.append("c")
            copy.fill = other.fill
            copy.text = (copy.text ?? "") + "!"
            copy.rtl.toggle()
            #expect(node.fields == fields)
            #expect(copy != node)
            #expect(copy.id == node.id)
        }
    }

    @Test("an insert sets the frame and every property not at its default, and no other")
    func anInsertSetsWhatIsNotAtItsDefault() {
        var random = SeededGenerator(seed: 12)
        for _ in 0..<200 {
            let node = RenderNode.random(using: &random)
            let blank = RenderNode(id: node.id, frame: node.frame)
            #expect(RenderOp.insert(id: "n", node: node).changed == node.changedProperties(since: blank).union(.frame))
            #expect(RenderOp.insert(id: "n", node: node) != .insert(id: "m", node: node))
        }
    }
}
