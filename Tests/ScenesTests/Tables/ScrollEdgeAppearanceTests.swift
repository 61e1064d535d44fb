import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B12.4: iOS 15's scroll-edge appearance. Over a table at its top the navigation bar is
/// transparent (the table's background shows) with no hairline; scrolled, it takes the
/// standard bar material and its hairline.
@Suite struct ScrollEdgeAppearanceTests {
    static let devices: [(String, Orientation)] = ["iphone-15", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }
    static let form = "id: e\ntitle: Edge\nsections:\n  - rows:\n"
        + (1...40).map { "      - text: r\($0)\n        label: Row \($0)\n" }.joined()

    func parts(_ sim: Simulator) throws -> (bar: NavigationBar, backdrop: View) {
        let controller = try #require(sim.window.rootViewController as? NavigationController)
        return (controller.navigationBar, controller.barBackdrop)
    }

    @Test("B12.4: at the table's top the bar shows the table's background and no hairline", arguments: devices)
    func transparentAtTop(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form], device: device, orientation: orientation)
        _ = sim.renderFully()
        let (bar, backdrop) = try parts(sim)
        #expect(backdrop.backgroundColor == .systemGroupedBackground)
        #expect(bar.hairline.isHidden)
    }

    @Test("B12.4: scrolled, the bar takes the standard material and its hairline, and loses them back at the top",
          arguments: devices)
    func materialWhenScrolled(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form], device: device, orientation: orientation)
        let bar = try #require(sim.node("navigation-bar")?.frame)
        let point = Point(x: 100, y: bar.minY + bar.height + 100)
        _ = try sim.send([.scroll(at: point, by: Point(x: 0, y: 120))])
        var (navigationBar, backdrop) = try parts(sim)
        #expect(backdrop.backgroundColor == .barBackground)
        #expect(!navigationBar.hairline.isHidden)
        _ = try sim.send([.scroll(at: point, by: Point(x: 0, y: -500))])
        (navigationBar, backdrop) = try parts(sim)
        #expect(backdrop.backgroundColor == .systemGroupedBackground && navigationBar.hairline.isHidden)
    }
}
