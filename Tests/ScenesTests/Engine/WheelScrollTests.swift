import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// A mouse wheel or trackpad scroll over a device scrolls what is under it.
@Suite struct WheelScrollTests {
    func offset(_ sim: Simulator, _ id: String) -> Double? {
        (sim.view(withElementID: id) as? ScrollView)?.contentOffset.y
    }

    @Test(
        "a wheel over a form taller than the screen scrolls it by the wheel's points, kept inside its edges",
        arguments: ["iphone-se", "ipad-mini-6"])
    func scrollsAndClamps(device: String) throws {
        let sim = makeSimulator(device, orientation: .landscapeLeft)
        let table = try #require(sim.view(withElementID: "contacts-table") as? ScrollView)
        let start = table.contentOffset.y
        let middle = Point(x: 200, y: sim.device.screenSize(in: .landscapeLeft).height / 2)
        _ = try sim.send([.scroll(at: middle, by: Point(x: 0, y: 40))])
        #expect(table.contentOffset.y == min(start + 40, table.maximumContentOffset.y))
        _ = try sim.send([.scroll(at: middle, by: Point(x: 0, y: 5_000))])
        #expect(table.contentOffset.y == table.maximumContentOffset.y)
        _ = try sim.send([.scroll(at: middle, by: Point(x: 0, y: -9_000))])
        #expect(table.contentOffset.y == table.minimumContentOffset.y)
        #expect(sim.renderTree == sim.renderFully())
    }

    @Test("a wheel over the keyboard, or over content that fits, moves nothing")
    func nothingToScroll() throws {
        let sim = makeSimulator("ipad-pro-12-9", scene: "login")
        _ = try sim.send([.tapTarget("email-field")])
        let version = sim.version
        let panel = sim.inputPanel.frame
        _ = try sim.send([.scroll(at: Point(x: panel.midX, y: panel.midY), by: Point(x: 0, y: 100))])
        _ = try sim.send([.scroll(at: Point(x: 100, y: 200), by: Point(x: 0, y: 100))])
        #expect(sim.version == version)
    }

    @Test("the scroll is logged for the inspector with the scroll view it moved")
    func logged() throws {
        let sim = makeSimulator("iphone-se", orientation: .landscapeLeft)
        _ = try sim.send([.scroll(at: Point(x: 200, y: 200), by: Point(x: 0, y: 30))])
        #expect(sim.inspectorLog.entries.last?.kind == .scroll)
        #expect(sim.inspectorLog.entries.last?.subject == "contacts-table")
    }
}
