import Testing
@testable import SimCore
import SimCoreTestSupport

/// A changed node's op is read field by field (`changedProperties(since:)`); it must be
/// the op a comparison of the two nodes' whole property maps gives.
@Suite struct RenderNodeChangesTests {
    static func randomNode(_ random: inout SeededGenerator) -> RenderNode {
        func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }
        var node = RenderNode(id: "n", frame: pick([Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 1.5, y: 0, width: 10, height: 10)]))
        node.kind = pick([.rect, .rect, .text, .symbol, .wheel])
        node.children = pick([[], [], ["a"], ["a", "b"], ["b", "a"]])
        node.fill = pick([nil, .white, .black, Color("#FFFFFF")])
        node.cornerRadius = pick([0, 0, 4, 8])
        node.borderWidth = pick([0, 0, 1, 2])
        node.borderColor = pick([nil, .separator, .black])
        node.alpha = pick([1, 1, 0, 0.5])
        node.hidden = pick([false, true])
        node.clip = pick([false, true])
        node.text = pick([nil, "", "Ann", "Bo"])
        node.font = pick([nil, Font(size: 17), Font(size: 17, weight: 600), Font(size: 17, textStyle: .body)])
        node.color = pick([nil, .label, .systemBlue])
        node.align = pick([nil, "center", "right"])
        node.symbol = pick([nil, "chevron.right"])
        node.extra = pick([[:], ["blink": .bool(true)], ["selected": .number(2)], ["selected": .number(3), "shadow": .number(2)]])
        return node
    }

    @Test("for 20,000 random pairs of nodes, the op read field by field is the op of the two property maps")
    func fieldByFieldMatchesTheMaps() {
        var random = SeededGenerator(seed: 20261125)
        var changedPairs = 0
        for index in 0..<20_000 {
            let old = Self.randomNode(&random), now = Self.randomNode(&random)
            var animation = index % 3 == 0 ? Animation(duration: 0.3) : nil
            if index % 6 == 0 { animation?.from = ["alpha": .number(0.2)] }
            let expected = RenderTree.update(id: "n", from: old.properties, to: now.properties, animation: animation)
            #expect(RenderTree.update(id: "n", from: old, to: now, animation: animation) == expected)
            if expected != nil { changedPairs += 1 }
        }
        #expect(changedPairs > 19_000)
    }

    @Test("a node compared with itself has no changes")
    func unchanged() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let node = Self.randomNode(&random)
            #expect(node.changedProperties(since: node).isEmpty)
        }
    }

    @Test("a node is a value: a copy changed in each field leaves the node it was copied from as it was")
    func copiesAreValues() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<200 {
            let node = Self.randomNode(&random)
            let properties = node.properties
            var copy = node
            let other = Self.randomNode(&random)
            copy.kind = other.kind
            copy.frame = Rect(x: 3, y: 4, width: 5, height: 6)
            copy.children.append("c")
            copy.fill = other.fill
            copy.text = (copy.text ?? "") + "!"
            copy.extra["rtl"] = .bool(true)
            #expect(node.properties == properties)
            #expect(copy != node)
            #expect(copy.id == node.id)
        }
    }

    @Test("the insert of a node is the insert of its properties, and its list holds each of them once")
    func insertOfANodeIsTheInsertOfItsProperties() {
        var random = SeededGenerator(seed: 12)
        for _ in 0..<200 {
            var node = Self.randomNode(&random)
            // An extra named as a field gives way to the field where it is set, and stands
            // where the field is at its default (the screen's corner radius).
            node.extra["frame"] = .string("not a frame")
            node.extra["cornerRadius"] = .number(18)
            #expect(node.properties["frame"] == .rect(node.frame))
            #expect(node.properties["cornerRadius"] == .number(node.cornerRadius != 0 ? node.cornerRadius : 18))
            let list = node.propertyList
            #expect(Set(list.map(\.key)).count == list.count)
            #expect(Dictionary(uniqueKeysWithValues: list) == node.properties)
            #expect(RenderOp.insertNode(id: "n", node: node) == .insert(id: "n", props: node.properties))
            #expect(RenderOp.insertNode(id: "n", node: node) != .insert(id: "m", props: node.properties))
        }
    }
}
