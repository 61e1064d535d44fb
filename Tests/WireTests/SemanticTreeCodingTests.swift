import Foundation
import Testing
import SimCore
import Wire
import TestSupport

/// TREE's `smallTargets` (API.md): written from the tree's rule, in tree order.
@Suite struct SemanticTreeCodingTests {
    @Test func theTreeCarriesItsSmallTargets() throws {
        let tree = makeSimulator("iphone-15", scene: "login").semanticTree()
        #expect(!tree.smallTargets.isEmpty)
        let json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(tree)) as? [String: Any])
        #expect(json["smallTargets"] as? [String] == tree.smallTargets)
        // Read back, the tree is the same: the field is the tree's, not stored.
        #expect(try JSONDecoder().decode(SemanticTree.self, from: JSONEncoder().encode(tree)) == tree)
    }

    @Test func noSmallTargetsIsAnEmptyList() throws {
        let tree = SemanticTree(
            version: 1, device: "iphone-15", idiom: .phone, orientation: .portrait, appearance: .light, contentSize: .large,
            locale: "en_US", layoutDirection: .leftToRight, screen: .init(width: 390, height: 844), window: nil, traits: nil,
            firstResponder: nil, pasteboard: nil,
            root: SemanticNode(id: "window", role: .window, frame: Rect(x: 0, y: 0, width: 390, height: 844)))
        let json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(tree)) as? [String: Any])
        #expect(json["smallTargets"] as? [String] == [])
    }
}
