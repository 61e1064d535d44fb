import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// E2.M1: a menu row's pop-up button and the menu it opens, the same on every device.
@Suite struct MenuRowTests {
    static let longMenu = """
        id: long
        sections:
          - rows:
              - menu: year
                label: Year
                options: [\((1950...2000).map(String.init).joined(separator: ", "))]
                value: "1990"
        """

    @Test("E2.M1: the row shows the value in a button at its trailing edge in the accent colour", arguments: DateStyleForm.devices)
    func button(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        #expect(sim.buttonValue("room-button") == "Double")
        let row = try sim.rect("room")
        let frame = try sim.rect("room-button")
        #expect(row.maxX - frame.maxX < 40, "at the trailing edge")
        let chevron = sim.renderTree.nodes.values.contains { $0["symbol"] == .string("chevron.up.chevron.down") }
        #expect(chevron)
    }

    @Test("E2.M1: a tap opens the menu next to the button inside the safe area, the current item checked", arguments: DateStyleForm.devices)
    func opens(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        _ = try sim.send([.tapTarget("room-button")])
        let menu = try #require(sim.node("room-menu"))
        #expect(menu.role == .menu)
        #expect(menu.presentation == "menu")
        #expect(menu.arrow == nil)
        let items = (0..<3).compactMap { sim.node("room-menu-item-\($0)") }
        #expect(items.map(\.role) == [.menuItem, .menuItem, .menuItem])
        #expect(items.map(\.label) == ["Single", "Double", "Suite"])
        #expect(items.map { $0.states.contains(.checked) } == [false, true, false])
        let frame = try sim.rect("room-menu")
        let button = try sim.rect("room-button")
        #expect(sim.safeRegion.contains(frame))
        #expect(abs(frame.minY - (button.maxY + 8)) < 0.5 || abs(frame.maxY - (button.minY - 8)) < 0.5)
    }

    @Test("E2.M1: a tap on an item selects it, updates the button, closes the menu and reports once", arguments: DateStyleForm.devices)
    func chooses(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        _ = try sim.send([.tapTarget("room-button"), .tapTarget("room-menu-item-2")])
        #expect(sim.node("room-menu") == nil)
        #expect(sim.node("room-button")?.value == "Suite")
        #expect(sim.valueChangedCount("room-button") == 1)
        #expect(sim.restorableState()["room"] == "Suite")
        _ = try sim.send([.tapTarget("room-button")])
        #expect(sim.node("room-menu-item-2")?.states.contains(.checked) == true)
    }

    @Test("E2.M1: a tap outside closes the menu and goes nowhere else", arguments: DateStyleForm.devices)
    func outsideTap(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        try sim.tapOutside("room-menu", openedBy: "room-button")
        #expect(sim.node("room-menu") == nil && sim.semanticTree().firstResponder == nil)
        #expect(sim.node("room-button")?.value == "Double")
    }

    @Test("E2.M1: a rotation closes the menu", arguments: DateStyleForm.devices)
    func rotationCloses(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation)
        _ = try sim.send([.tapTarget("room-button"), .rotate(orientation.isLandscape ? .portrait : .landscapeLeft)])
        #expect(sim.node("room-menu") == nil)
    }

    @Test("E2.M1: a menu taller than the screen is cut to the safe area and scrolls", arguments: DateStyleForm.devices)
    func scrolls(device: String, orientation: Orientation) throws {
        let sim = try DateStyleForm.simulator(device, orientation, form: Self.longMenu)
        _ = try sim.send([.tapTarget("year-button")])
        let frame = try sim.rect("year-menu")
        #expect(sim.safeRegion.contains(frame))
        #expect(frame.height < 51 * 44)
        let last = try #require(sim.view(withElementID: "year-menu-item-50"))
        let scroll = try #require(last.superview as? ScrollView)
        #expect(scroll.contentSize.height == 51 * 44)
        _ = try sim.send([.drag(from: Point(x: frame.midX, y: frame.maxY - 20), to: Point(x: frame.midX, y: frame.minY + 20), milliseconds: 400)])
        #expect(scroll.contentOffset.y > 0)
        #expect(sim.node("year-menu") != nil)
    }
}
