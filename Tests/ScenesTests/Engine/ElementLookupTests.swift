import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// Targets are found by element id from an index of the hierarchy: it finds what a search
/// of every view finds, and follows the hierarchy as it changes.
@Suite struct ElementLookupTests {
    /// What a search of the window, then the input panel, finds.
    static func searched(_ sim: Simulator, _ id: String) -> View? {
        Simulator.view(withElementID: id, in: sim.window) ?? Simulator.view(withElementID: id, in: sim.inputPanel)
    }

    @Test("Every element of the tree is found as a search of every view finds it, with a picker up and after a pick")
    func indexFindsWhatASearchFinds() throws {
        let sim = makeSimulator("iphone-15")
        _ = try sim.send([.tapTarget("birthday")])
        for _ in 0..<2 {
            let ids = sim.semanticTree().allNodes.map(\.id)
            #expect(ids.contains("birthday-picker"))
            for id in ids { #expect(sim.view(withElementID: id) === Self.searched(sim, id), "\(id)") }
            _ = try sim.send([.pickDate(target: "birthday-picker", date: "1984-03-07")])
        }
    }

    @Test("A view taken out of the hierarchy is no longer found")
    func removedViewIsNotFound() throws {
        let sim = makeSimulator("iphone-15")
        let field = try #require(sim.view(withElementID: "company-field"))
        field.removeFromSuperview()
        #expect(sim.view(withElementID: "company-field") == nil)
    }

    @Test("A view given another element id is found under the new id and not the old")
    func renamedViewIsFoundUnderItsNewID() throws {
        let sim = makeSimulator("iphone-15")
        let field = try #require(sim.view(withElementID: "company-field"))
        field.elementID = "employer-field"
        #expect(sim.view(withElementID: "employer-field") === field)
        #expect(sim.view(withElementID: "company-field") == nil)
    }

    @Test("A view added in front with an id another has is found first, as a search finds it")
    func viewAddedInFrontIsFoundFirst() throws {
        let sim = makeSimulator("iphone-15")
        let table = try #require(sim.view(withElementID: "contacts-table"))
        let copy = View()
        copy.elementID = "company-field"
        table.addSubview(copy)
        #expect(sim.view(withElementID: "company-field") === Self.searched(sim, "company-field"))
        #expect(sim.view(withElementID: "company-field") === copy)
    }
}
