import Foundation
import Scenes
import Testing

@testable import SimCore
import TestSupport

/// A semantic walk gives what a view gave last time while nothing under it asked to be
/// read again and it is where it was (`SemanticMemo`). These tests hold the remembered
/// tree to the tree read afresh after every event of the incremental render's scripts,
/// and check changes that nothing draws.
@Suite("Semantic memo")
struct SemanticMemoTests {
    @Test(
        "after every event the semantic tree is the tree read afresh",
        arguments: ["contacts", "shipping", "booking", "account", "conditional", "login", "pin", "caret", "selection", "settings"],
        ["iphone-se", "iphone-15", "ipad-10"])
    func rememberedTreeIsTheFreshTree(form: String, device: String) throws {
        let sim = try IncrementalRenderTests().simulator(form: form, device: device)
        #expect(sim.semanticTree() == sim.semanticTreeAfresh())
        for (index, event) in (IncrementalRenderTests.script[form] ?? []).enumerated() {
            _ = sim.sendPartially([event])
            // What the commit compared, before anything is laid out again.
            var fresh = sim.semanticTreeAsLaidOut(remembering: false)
            fresh.version = 0
            #expect(sim.committedSemantics == fresh, "after event \(index): \(event)")
            #expect(sim.semanticTree() == sim.semanticTreeAfresh(), "after event \(index): \(event)")
        }
    }

    @Test("a label for VoiceOver changed with nothing drawn reads anew")
    func labelChangedAloneReadsAnew() throws {
        let sim = try IncrementalRenderTests().simulator(form: "contacts", device: "iphone-15")
        _ = sim.semanticTree()
        let cell = try #require(sim.view(withElementID: "first-name"))
        cell.accessibilityLabel = "Given name"
        #expect(sim.semanticTree().root.find("first-name")?.label == "Given name")
    }

    @Test("a cell selected with nothing drawn says so")
    func selectionAloneReadsAnew() throws {
        let sim = try IncrementalRenderTests().simulator(form: "contacts", device: "iphone-15")
        _ = sim.semanticTree()
        let cell = try #require(sim.view(withElementID: "first-name") as? TableViewCell)
        cell.isSelected = true
        #expect(sim.semanticTree().root.find("first-name")?.states.contains(.selected) == true)
    }

    @Test("a view added joins the tree, and leaves it when taken out")
    func addedViewJoinsAndLeaves() throws {
        let sim = try IncrementalRenderTests().simulator(form: "contacts", device: "iphone-15")
        _ = sim.semanticTree()
        let cell = try #require(sim.view(withElementID: "first-name"))
        let badge = View(id: "badge", frame: Rect(x: 4, y: 4, width: 20, height: 20))
        badge.semanticRole = .label
        cell.addSubview(badge)
        #expect(sim.semanticTree().root.find("first-name")?.children.contains { $0.id == "badge" } == true)
        badge.removeFromSuperview()
        #expect(sim.semanticTree().root.find("badge") == nil)
    }

    @Test("an unchanged tree is the one read before, shared, not read again")
    func unchangedTreeIsShared() throws {
        let sim = try IncrementalRenderTests().simulator(form: "contacts", device: "iphone-15")
        let first = sim.semanticTree().root.children
        let second = sim.semanticTree().root.children
        first.withUnsafeBufferPointer { a in
            second.withUnsafeBufferPointer { b in #expect(a.baseAddress == b.baseAddress) }
        }
    }
}
