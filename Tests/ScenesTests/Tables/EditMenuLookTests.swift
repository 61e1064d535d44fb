import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B6.6: the edit menu as iOS 16's UIEditMenuInteraction draws it: a light platter in
/// light mode, hairlines between commands and none after the last, and a chevron to the
/// commands that do not fit.
@Suite struct EditMenuLookTests {
    static let devices: [(String, Orientation)] = ["iphone-15", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    /// The Contacts form with text in First name, selected, and its edit menu up.
    func menuUp(_ device: String, _ orientation: Orientation, appearance: UserInterfaceStyle = .light) throws -> Simulator {
        let sim = makeSimulator(device, orientation: orientation, appearance: appearance)
        _ = try sim.send([.tapTarget("first-name"), .text("Ada"), .longPress(target: "first-name-field")])
        #expect(sim.node("edit-menu") != nil)
        return sim
    }

    @Test("B6.6: in light mode the menu is a light platter with dark titles; in dark mode the reverse", arguments: devices)
    func platter(device: String, orientation: Orientation) throws {
        for (style, platter, title) in [(UserInterfaceStyle.light, "#F9F9F9", "#000000"), (.dark, "#2C2C2E", "#FFFFFF")] {
            let sim = try menuUp(device, orientation, appearance: style)
            let menu = try #require(sim.view(withElementID: "edit-menu"))
            #expect(menu.backgroundColor?.resolved(style).css == platter)
            let item = try #require(menu.subviews.compactMap { $0 as? MenuItemView }.first { !$0.isHidden })
            #expect(item.label.textColor.resolved(style).css == title)
        }
    }

    @Test("B6.6: a hairline separates the commands, and none follows the last", arguments: devices)
    func noDividerAfterLast(device: String, orientation: Orientation) throws {
        let sim = try menuUp(device, orientation)
        let menu = try #require(sim.view(withElementID: "edit-menu"))
        let shown = menu.subviews.compactMap { $0 as? MenuItemView }.filter { !$0.isHidden }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(shown.count >= 2)
        #expect(shown.dropLast().allSatisfy { !$0.divider.isHidden })
        #expect(shown.last?.divider.isHidden == true)
    }

    @Test("B6.6: commands that do not fit go behind a chevron that pages to them and back", arguments: devices)
    func chevronPages(device: String, orientation: Orientation) throws {
        let sim = try menuUp(device, orientation)
        let menu = try #require(sim.view(withElementID: "edit-menu") as? EditMenu)
        let field = try #require(sim.view(withElementID: "first-name-field"))
        // Titles long enough that the five commands cannot share one row on any screen.
        menu.show(actions: EditAction.menuOrder, for: field, anchor: field.frameInScreen,
                  title: { "A command called \($0.rawValue) with a long title" })
        _ = sim.renderFully()
        #expect(sim.node("menu-more") != nil && sim.node("menu-back") == nil)
        #expect(sim.node("menu-cut") != nil && sim.node("menu-selectAll") == nil)
        let menuFrame = try #require(sim.node("edit-menu")?.frame)
        #expect(menuFrame.width <= sim.semanticTree().screen.width)
        var pages = 1
        while sim.node("menu-more") != nil, pages < 6 {
            _ = try sim.send([.tapTarget("menu-more")])
            pages += 1
            #expect(sim.node("menu-back") != nil)
        }
        #expect(sim.node("menu-selectAll") != nil && pages > 1)
        _ = try sim.send([.tapTarget("menu-back")])
        #expect(sim.node("menu-more") != nil)
    }
}
