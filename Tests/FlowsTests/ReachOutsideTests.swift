import Reach
import Scenes
import SimCore
import Testing

/// `Reach.pointOutside`: where a tap outside an element goes, the point the engine's hit
/// test finds free on each device (flows' `tapOutside` and the page's mirror both tap there).
@Suite struct ReachOutsideTests {
    static let devices = ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"]

    func booking(_ device: String) throws -> Simulator {
        let profile = try #require(DeviceProfile.named(device))
        let scene = try #require(FlowReachTests.registry.scene("booking"))
        return Simulator(configuration: SimulatorConfiguration(device: profile, scene: scene, clock: .manual), clock: ManualClock())
    }

    @Test("the point outside lies outside the element's frame, on the screen, where the engine's hit test finds no element",
        arguments: devices)
    func pointHitsNothing(device: String) throws {
        let sim = try booking(device)
        _ = try sim.send([.tapTarget("guest-name-field")])
        let tree = sim.semanticTree()
        let field = try #require(tree.root.find("guest-name-field"))
        let point = try #require(Reach.pointOutside(field, in: tree, on: sim))
        #expect(!field.frame.contains(point))
        #expect(point.x > 0 && point.y > 0 && point.x < tree.screen.width && point.y < tree.screen.height)
        #expect(sim.element(at: point) == nil)
    }

    @Test("the point outside an element by id says when the screen has no such element")
    func pointOfAbsent() throws {
        let answer = Reach.pointOutside(element: "check-in-calendar-popover", on: try booking("iphone-15"))
        #expect(answer.found == false && answer.point == nil)
    }

    @Test("the point outside an element named by its label is the point outside the element with that label",
        arguments: devices)
    func pointByText(device: String) throws {
        let sim = try booking(device)
        _ = try sim.send([.tapTarget("guest-name-field")])
        let tree = sim.semanticTree()
        let node = try #require(Reach.element(withText: "Reserve Room", in: tree))
        let answer = Reach.pointOutside(element: "Reserve Room", on: sim)
        #expect(node.id == "book")
        #expect(answer.found && answer.point == Reach.pointOutside(node, in: tree, on: sim))
    }
}
