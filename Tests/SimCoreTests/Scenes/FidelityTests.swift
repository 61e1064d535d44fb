import Testing
@testable import Scenes
@testable import SimCore

/// Places where FormSim followed UIKit less closely than it should (issue: fidelity).
@Suite struct FidelityTests {
    @Test("a long press on an empty birthday label shows no menu (the article's handler returns early)",
          arguments: ["iphone-se", "iphone-15"], [Orientation.portrait, .landscapeLeft])
    func emptyLabelNoMenu(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, orientation: orientation)
        _ = try sim.send([.longPress(target: "birthday-value")])
        #expect(sim.node("edit-menu") == nil)
        #expect(sim.firstResponderID == nil)
    }

    @Test("the edit menu goes away when the device rotates", arguments: ["iphone-se", "iphone-15"])
    func rotationHidesMenu(device: String) throws {
        let sim = makeSimulator(device)
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        _ = try sim.send([.longPress(target: "birthday-value")])
        #expect(sim.node("edit-menu") != nil)
        _ = try sim.send([.rotate(.landscapeLeft)])
        #expect(sim.node("edit-menu") == nil)
    }

    /// Where a Contacts row lies wholly under the keyboard once First name has it.
    @Test("a tap by target on an element under the keyboard is refused as not visible",
          arguments: [("iphone-se", Orientation.portrait), ("iphone-15", .portrait), ("ipad-10", .landscapeLeft)])
    func coveredByKeyboard(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, orientation: orientation)
        _ = try sim.send([.tapTarget("first-name")])
        let panel = try #require(sim.node("input-panel")?.frame)
        let covered = ["notes", "postal-code", "city", "street"].first { id in
            guard let f = sim.node(id)?.frame else { return false }
            return f[1] >= panel[1] && f[1] + f[3] <= sim.semanticTree().screen.height
        }
        let id = try #require(covered, "no row wholly under the keyboard on \(device) \(orientation)")
        do {
            _ = try sim.send([.tapTarget(id)])
            Issue.record("tapped \(id) through the keyboard")
        } catch {
            #expect(error.code == "target_not_visible")
        }
        #expect(sim.firstResponderID == "first-name-field")
    }
}
