import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B12.2: the system layout margin is 20 pt on windows 414 pt or wider in their narrower
/// dimension (Plus and Max iPhones, iPads) and 16 pt below; sections and bar buttons
/// follow it. B12.3: a bar button's title starts at the margin (iPad: 20 pt).
@Suite struct LayoutMarginTests {
    static let devices: [(String, Orientation)] = ["iphone-15", "iphone-15-pro-max", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }
    static let form = "id: margins\ntitle: Margins\ncancel: Cancel\ndone: Save\nsections:\n  - id: s1\n    header: Name\n    rows:\n      - text: name\n        label: Name\n"

    static func margin(_ device: String) -> Double { device == "iphone-15" ? 16 : 20 }

    @Test("B12.2: an inset-grouped section is inset by the layout margin inside the safe area", arguments: devices)
    func sectionInset(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form], device: device, orientation: orientation)
        let table = try #require(sim.view(withElementID: "form") as? TableView)
        let section = try #require(sim.node("s1")?.frame)
        let safe = table.safeAreaInsets
        #expect(section.minX == Self.margin(device) + safe.left)
        #expect(section.minX + section.width == sim.semanticTree().screen.width - Self.margin(device) - safe.right)
    }

    @Test("B12.2: the window's layout margin is 20 pt from 414 pt wide and 16 pt below", arguments: devices)
    func windowMargin(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form], device: device, orientation: orientation)
        #expect(sim.window.systemLayoutMargin == Self.margin(device))
    }

    @Test("B12.2, B12.3: the leading bar button's title starts at the layout margin inside the safe area", arguments: devices)
    func leadingTitleAtMargin(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form], device: device, orientation: orientation)
        let bar = try #require(sim.view(withElementID: "navigation-bar") as? NavigationBar)
        let cancel = try #require(bar.leadingButton)
        let titleStart = cancel.frameInScreen.minX + (cancel.bounds.width - cancel.titleLabel.font.width(of: "Cancel")) / 2
        #expect(abs(titleStart - (Self.margin(device) + bar.safeAreaInsets.left)) < 0.001)
    }

    @Test("B12.2, B12.3: the trailing bar button's title ends at the layout margin inside the safe area", arguments: devices)
    func trailingTitleAtMargin(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form], device: device, orientation: orientation)
        let bar = try #require(sim.view(withElementID: "navigation-bar") as? NavigationBar)
        let done = try #require(bar.trailingButton)
        let titleEnd = done.frameInScreen.maxX - (done.bounds.width - done.titleLabel.font.width(of: "Save")) / 2
        #expect(abs(titleEnd - (sim.semanticTree().screen.width - Self.margin(device) - bar.safeAreaInsets.right)) < 0.001)
    }
}
