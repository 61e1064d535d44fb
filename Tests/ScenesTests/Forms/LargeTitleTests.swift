import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// E6.L1: `largeTitle: true` is the bar's prefersLargeTitles: a 34 pt bold title under the
/// inline bar that collapses into the inline title as the table scrolls.
@Suite struct LargeTitleTests {
    static func form(large: Bool = true) -> String {
        "id: account\ntitle: Account\n\(large ? "largeTitle: true\n" : "")done: Save\nsections:\n  - rows:\n"
            + (1...30).map { "      - text: r\($0)\n        label: Row \($0)\n" }.joined()
    }

    static let devices: [(String, Orientation)] = ["iphone-se", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    static func simulator(_ device: String, _ orientation: Orientation, large: Bool = true) throws -> Simulator {
        try SimHarness(form: form(large: large), file: "account.yaml", device: device, orientation: orientation).sim
    }

    /// Where the large title shows: every iPad, and an iPhone held upright (UIKit shows
    /// none when the height is compact).
    static func shows(_ device: String, _ orientation: Orientation) -> Bool {
        device.hasPrefix("ipad") || !orientation.isLandscape
    }

    func bar(_ sim: Simulator) throws -> NavigationBar {
        try #require(sim.view(withElementID: "navigation-bar") as? NavigationBar)
    }

    func inlineHeight(_ device: String, _ orientation: Orientation) -> Double {
        DeviceProfile.named(device).map { NavigationBar.height(for: $0, in: orientation) } ?? 0
    }

    @Test("E6.L1: at the top the large title shows 34 pt bold under the inline bar, the inline title hidden", arguments: devices)
    func expandedAtTheTop(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        let barNode = try #require(sim.node("navigation-bar"))
        let inline = inlineHeight(device, orientation)
        guard Self.shows(device, orientation) else {
            #expect(barNode.frame.height == inline && sim.node("navigation-bar-large-title") == nil)
            #expect(try bar(sim).titleLabel.alpha == 1)
            return
        }
        #expect(barNode.frame.height == inline + 52)
        let title = try #require(sim.node("navigation-bar-large-title"))
        #expect(title.label == "Account" || title.value == "Account")
        #expect(title.frame.minY >= barNode.frame.minY + inline && title.frame.minY + title.frame.height <= barNode.frame.minY + barNode.frame.height)
        let label = try #require(try bar(sim).largeTitleLabel)
        #expect(label.font.size == 34 && label.font.weight == 700)
        #expect(try bar(sim).titleLabel.alpha == 0)
        // The first row starts below the large title.
        let row = try #require(sim.node("r1")?.frame)
        #expect(row.minY >= barNode.frame.minY + barNode.frame.height)
    }

    @Test("E6.L1: scrolling up shrinks the large title's area by as much", arguments: devices.filter { shows($0.0, $0.1) })
    func collapsesWithTheOffset(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        let point = try #require(sim.centre(of: "r3"))
        _ = try sim.send([.scroll(at: point, by: Point(x: 0, y: 20))])
        let inline = inlineHeight(device, orientation)
        #expect(sim.node("navigation-bar")?.frame.height == inline + 32)
        // Still partly shown: the inline title waits.
        #expect(try bar(sim).titleLabel.alpha == 0)
    }

    @Test("E6.L1: once the large title is under the bar the inline title shows, and the bar is 44 pt again", arguments: devices.filter { shows($0.0, $0.1) })
    func collapsedIntoTheInlineTitle(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        let point = try #require(sim.centre(of: "r3"))
        _ = try sim.send([.scroll(at: point, by: Point(x: 0, y: 38))])
        let half = try bar(sim).titleLabel.alpha
        #expect(half > 0 && half < 1)
        _ = try sim.send([.scroll(at: point, by: Point(x: 0, y: 100))])
        #expect(sim.node("navigation-bar")?.frame.height == inlineHeight(device, orientation))
        #expect(sim.node("navigation-bar-large-title") == nil)
        #expect(try bar(sim).titleLabel.alpha == 1)
        // Back at the top it expands again.
        _ = try sim.send([.scroll(at: point, by: Point(x: 0, y: -400))])
        let expanded = try bar(sim).titleLabel.alpha
        #expect(sim.node("navigation-bar-large-title") != nil && expanded == 0)
    }

    @Test("E6.L1: a drag let go with the large title half collapsed settles it whole or gone", arguments: devices.filter { shows($0.0, $0.1) })
    func snapsOnRelease(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        let start = try #require(sim.centre(of: "r4"))
        _ = try sim.send([
            .drag(from: start, to: Point(x: start.x, y: start.y - 40), milliseconds: 2000), .advance(milliseconds: 1000),
        ])
        #expect(sim.node("navigation-bar")?.frame.height == inlineHeight(device, orientation))
        _ = try sim.send([
            .drag(from: start, to: Point(x: start.x, y: start.y + 30), milliseconds: 2000), .advance(milliseconds: 1000),
        ])
        #expect(sim.node("navigation-bar")?.frame.height == inlineHeight(device, orientation) + 52)
    }

    @Test("E6.L1: a form without largeTitle keeps its inline bar", arguments: devices)
    func inlineByDefault(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation, large: false)
        #expect(sim.node("navigation-bar")?.frame.height == inlineHeight(device, orientation))
        #expect(sim.node("navigation-bar-large-title") == nil)
    }

    @Test("E6.L1: largeTitle takes a bool, refused otherwise naming its path")
    func refusesNonBool() {
        do throws(FormError) {
            _ = try FormParser.parse("id: a\ntitle: A\nlargeTitle: big\nsections:\n  - rows:\n      - text: r\n", file: "a.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.path == "largeTitle")
        }
    }

    @Test("E6.L1: a choice list pushed from a large-title form follows it (automatic), its rows below the large title; a child form without the key shows the inline title", arguments: ["iphone-se", "ipad-10"])
    func pushedScreens(device: String) throws {
        let form = "id: account\ntitle: Account\nlargeTitle: true\nsections:\n  - rows:\n"
            + "      - choice: plan\n        label: Plan\n        options: [Free, Pro]\n"
            + "      - child: more\n        label: More\n        form: more\n"
        let more = "id: more\ntitle: More\nsections:\n  - rows:\n      - text: note\n"
        let sim = try SimHarness(forms: [("account.yaml", form), ("more.yaml", more)], device: device).sim
        _ = try sim.send([.tapTarget("plan"), .advance(milliseconds: 1000)])
        let bar = try #require(sim.node("navigation-bar")).frame
        #expect(sim.node("navigation-bar-large-title") != nil)
        let option = try #require(sim.node("plan-option-0")).frame
        #expect(option.minY >= bar.minY + bar.height)
        _ = try sim.send([.tapTarget("back"), .advance(milliseconds: 1000), .tapTarget("more"), .advance(milliseconds: 1000)])
        #expect(sim.node("navigation-bar-large-title") == nil)
        #expect(sim.node("navigation-bar")?.frame.height == inlineHeight(device, .portrait))
    }
}
