import Testing
@testable import SimCore

/// A semantic node is a value: its fields share one box between copies, and a copy
/// changed is changed alone.
@Suite("A semantic node's value")
struct SemanticNodeValueTests {
    private static func node() -> SemanticNode {
        SemanticNode(
            id: "birthday", role: .button, label: "Birthday", value: "January 15, 1990",
            frame: Rect(x: 0, y: 100, width: 390, height: 44), states: [.selected],
            children: [SemanticNode(id: "inner", role: .label, frame: .zero)])
    }

    @Test("a copy changed leaves the node it was copied from as it was")
    func copyChangedAlone() {
        let original = Self.node()
        var copy = original
        copy.value = "March 3, 2001"
        copy.children[0].label = "changed"
        copy.row = 4
        #expect(original.value == "January 15, 1990")
        #expect(original.children[0].label == nil)
        #expect(original.row == nil)
        #expect(copy.value == "March 3, 2001")
        #expect(copy.children[0].label == "changed")
        #expect(copy.row == 4)
    }

    @Test("two nodes built apart with the same fields are equal, and one field apart are not")
    func equalityReadsTheFields() {
        var other = Self.node()
        #expect(Self.node() == other)
        other.anchor = "birthday"
        #expect(Self.node() != other)
        other.anchor = nil
        other.frame.origin.y += 1
        #expect(Self.node() != other)
    }
}
