import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// E1.D1, E1.D8: the compact date's text in each locale (DateFormatter's medium style), its
/// tint while its calendar is up, and its card in a compact-width iPad window.
@Suite struct CompactDateTextTests {
    static let form = """
        id: stay
        title: Stay
        sections:
          - rows:
              - text: name
                label: Name
              - date: check-in
                label: Check-in
                style: compact
                value: 2025-06-12
              - date: arrival-time
                label: Arrival time
                mode: time
                style: compact
                value: "15:00"
        """

    static func simulator(
        _ device: String = "iphone-15", _ orientation: Orientation = .portrait, locale: String = "en_US",
        window: WindowSize = .full
    ) throws -> Simulator {
        try SimHarness(form: form, file: "stay.yaml", device: device, orientation: orientation, locale: locale, window: window).sim
    }

    @Test(
        "E1.D1: the compact date shows the locale's medium date",
        arguments: [
            ("en_US", "Jun 12, 2025"), ("de_DE", "12.06.2025"), ("ja_JP", "2025/06/12"), ("fr_FR", "12 juin 2025"),
            ("zh_Hans", "2025年6月12日"), ("he", "12 ביוני 2025"),
        ])
    func pillIsTheMediumDate(locale: String, text: String) throws {
        let sim = try Self.simulator(locale: locale)
        #expect(sim.buttonValue("check-in-compact-date") == text)
    }

    @Test("E1.D1: the compact date's text is tinted while its calendar is up, and not after", arguments: CalendarLookTests.devices)
    func pillIsTintedWhileOpen(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        let button = try #require(sim.view(withElementID: "check-in-compact-date") as? Button)
        #expect(button.titleLabel.textColor == .label)
        _ = try sim.send([.tapTarget("check-in-compact-date")])
        #expect(button.titleLabel.textColor == .systemBlue)
        _ = try sim.send([.key("Escape")])
        #expect(button.titleLabel.textColor == .label)
    }

    @Test("E1.T4: the compact time's text is tinted while its wheels are up", arguments: CalendarLookTests.devices)
    func timePillIsTintedWhileOpen(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        let button = try #require(sim.view(withElementID: "arrival-time-compact-time") as? Button)
        _ = try sim.send([.tapTarget("arrival-time-compact-time")])
        #expect(button.titleLabel.textColor == .systemBlue)
        _ = try sim.send([.tap(try sim.pointOutside("arrival-time-time-popover"))])
        #expect(button.titleLabel.textColor == .label)
    }
}
