import Testing
@testable import SimCore
import SimCoreTestSupport

@Suite struct RenderTreeDiffTests {
    /// A random tree of up to `size` nodes with ids from a small pool, so two random
    /// trees share some nodes, differ in others, and move nodes between parents.
    static func randomTree(size: Int, using rng: inout SeededGenerator) -> RenderTree {
        var tree = RenderTree()
        let pool = (0..<(size * 2)).map { "n\($0)" }.shuffled(using: &rng)
        let ids = Array(pool.prefix(Int.random(in: 1...size, using: &rng)))
        var children: [String: [String]] = [RenderTree.rootID: []]
        for id in ids {
            let parent = ([RenderTree.rootID] + children.keys.filter { $0 != id }).randomElement(using: &rng)!
            children[parent, default: []].append(id)
            children[id] = children[id] ?? []
        }
        for id in [RenderTree.rootID] + ids {
            let frame = (0..<4).map { _ in Double(Int.random(in: 0...400, using: &rng)) }
            var node = RenderNode(id: id, frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]))
            if Bool.random(using: &rng) { node.fill = Color(["#FFFFFF", "#000000", "#D1D3D9"].randomElement(using: &rng)!) }
            if Bool.random(using: &rng) { node.text = "t\(Int.random(in: 0...3, using: &rng))" }
            if Bool.random(using: &rng) { node.alpha = Double(Int.random(in: 0...10, using: &rng)) / 10 }
            node.children = children[id] ?? []
            tree.nodes[id] = node
        }
        return tree
    }

    @Test func applyingTheDiffToTheOldTreeGivesTheNewOneForRandomPairs() {
        var rng = SeededGenerator(seed: 2026)
        for _ in 0..<500 {
            let old = Self.randomTree(size: 12, using: &rng)
            let new = Self.randomTree(size: 12, using: &rng)
            var patched = old
            patched.apply(old.diff(to: new))
            #expect(patched == new)
        }
    }

    @Test func theDiffOfATreeWithItselfIsEmpty() {
        var rng = SeededGenerator(seed: 7)
        let tree = Self.randomTree(size: 20, using: &rng)
        #expect(tree.diff(to: tree).isEmpty)
    }

    static func node(_ id: String, _ frame: [Double], fill: String? = nil, text: String? = nil) -> RenderNode {
        var node = RenderNode(id: id, frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]))
        node.fill = fill.map(Color.init)
        node.text = text
        return node
    }

    @Test func anUpdateCarriesOnlyChangedProperties() {
        let old = RenderTree(nodes: ["screen": Self.node("screen", [0, 0, 10, 10], fill: "#FFFFFF", text: "a")])
        let new = RenderTree(nodes: ["screen": Self.node("screen", [0, 0, 10, 10], text: "b")])
        let ops = old.diff(to: new)
        #expect(ops == [.update(id: "screen", node: new.nodes["screen"]!, changed: [.fill, .text], animation: nil)])
        #expect(ops.first?.node?.fill == nil)
    }

    @Test func aNodeWhoseTextAloneChangedIsATextOpThatSetsIt() {
        let old = RenderTree(nodes: ["screen": Self.node("screen", [0, 0, 10, 10], text: "a")])
        let new = RenderTree(nodes: ["screen": Self.node("screen", [0, 0, 10, 10], text: "b")])
        let ops = old.diff(to: new)
        #expect(ops == [.text(id: "screen", text: "b")])
        var applied = old
        applied.apply(ops)
        #expect(applied == new)
    }

    @Test func aNodeWhoseFrameAloneChangedIsAMove() {
        let old = RenderTree(nodes: ["row": Self.node("row", [0, 44, 393, 44], text: "a")])
        let new = RenderTree(nodes: ["row": Self.node("row", [0, 88.5, 393, 44], text: "a")])
        let ops = old.diff(to: new, animations: ["row": Animation(duration: 0.3)])
        #expect(ops == [.move(id: "row", frame: Rect(x: 0, y: 88.5, width: 393, height: 44), animation: ops.first?.animation)])
        #expect(ops.first?.animation?.from == Animation.Start(frame: Rect(x: 0, y: 44, width: 393, height: 44)))
        var patched = old
        patched.apply(ops)
        #expect(patched == new)
    }

    @Test func anAnimatedUpdateStartsFromTheOldValuesOfTheAnimatedProperties() {
        let old = RenderTree(nodes: ["panel": Self.node("panel", [0, 852, 393, 250], text: "x")])
        let new = RenderTree(nodes: ["panel": Self.node("panel", [0, 602, 393, 250], text: "y")])
        let ops = old.diff(to: new, animations: ["panel": Animation(duration: 0.25)])
        guard case .update(_, _, _, let animation?) = ops.first else {
            Issue.record("expected an animated update, got \(ops)")
            return
        }
        #expect(animation.from == Animation.Start(frame: Rect(x: 0, y: 852, width: 393, height: 250)))
        #expect(animation.duration == 0.25)
    }

    @Test func opsNeverReferToANodeMissingAtThatPointOfTheList() {
        var rng = SeededGenerator(seed: 99)
        for _ in 0..<200 {
            let old = Self.randomTree(size: 10, using: &rng)
            let new = Self.randomTree(size: 10, using: &rng)
            var present = Set(old.nodes.keys)
            for op in old.diff(to: new) {
                switch op {
                case .insert(let id, _): #expect(!present.contains(id)); present.insert(id)
                case .remove(let id): #expect(present.contains(id)); present.remove(id)
                case .update(let id, _, _, _), .move(let id, _, _), .text(let id, _): #expect(present.contains(id))
                }
            }
        }
    }
}
