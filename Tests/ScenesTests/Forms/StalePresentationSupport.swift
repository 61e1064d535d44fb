import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// Forms/ShippingForm.swift as FormSim opens it (`shipping-form`), kept as the form of
/// the fuzz corpus's input for the finding (SwiftUIImportTests checks the two agree):
/// SimCore's tests read no SwiftUI.
enum ShippingForm {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Fuzz/corpus/events/stale-card-after-text-size.json").standardized

    static func swiftUI() throws -> SceneDescriptor {
        let body = try JSONSerialization.jsonObject(with: Data(contentsOf: corpus)) as? [String: Any]
        let text = try #require(body?["form"] as? String)
        return try FormParser.parse(text, file: "ShippingForm.swift").sceneDescriptor
    }

    /// The finding's sequence on an iPhone SE up to the text size change: the country's
    /// wheels up, a turn to landscape, a long press on Save, the delivery date's calendar
    /// card up; returns the centre of its day 31 before the change.
    static func cardUpThenAX3() throws -> (Simulator, day31: Point) {
        let sim = makeSimulator("iphone-se", scene: try swiftUI())
        _ = try sim.send([.tapTarget("country"), .rotate(.landscapeLeft), .longPress(target: "done")])
        _ = try sim.send([.tapTarget("delivery-date-compact-date")])
        let day = try #require(sim.centre(of: "delivery-date-calendar-day-31"))
        _ = try sim.send([.settings(SettingsChange(contentSize: .AX3))])
        return (sim, day)
    }
}

/// A form whose last rows present something — a compact date's card, a menu, an action
/// sheet, an alert — under forty plain rows: scrolled to its end, a text size change
/// grows the rows above and moves the last ones far from the screen, where the table
/// lets their cells go (a date's and a menu's are made again when they come back) but
/// for one whose control has its card or menu up.
enum LongForm {
    static let text = """
        id: long
        title: Long
        sections:
          - rows:
        \((1...40).map { "      - value: row-\($0)\n        label: Row \($0)\n        detail: Value \($0)" }.joined(separator: "\n"))
          - rows:
              - date: when
                label: When
                style: compact
                value: 2026-01-15
              - menu: room
                label: Room
                options: [Single, Double, Suite]
                value: Double
        \(PresentingRows.shareAndErase)
        """

    /// What each presentation is opened by, and an element in it a tap chooses.
    enum Shown: String, CaseIterable, Sendable {
        case card, menu, actionSheet, alert

        var opener: String {
            switch self {
            case .card: "when-compact-date"
            case .menu: "room-button"
            case .actionSheet: "share"
            case .alert: "erase"
            }
        }

        var item: String {
            switch self {
            case .card: "when-calendar-day-20"
            case .menu: "room-menu-item-2"
            case .actionSheet: "share-action-0"
            case .alert: "erase-action-1"
            }
        }

        var presented: String {
            switch self {
            case .card: "when-calendar-popover"
            case .menu: "room-menu"
            case .actionSheet: "share-sheet"
            case .alert: "erase-sheet"
            }
        }
    }

    /// The changes made while something is up.
    enum Change: String, CaseIterable, Sendable {
        case textSize, appearance, rotation

        var event: InputEvent {
            switch self {
            case .textSize: .settings(SettingsChange(contentSize: .AX3))
            case .appearance: .settings(SettingsChange(appearance: .dark))
            case .rotation: .rotate(.landscapeLeft)
            }
        }
    }

    /// The form on `device`, scrolled to its end, with `shown` up and settled; returns the
    /// centre of the element a tap there chooses.
    static func open(_ shown: Shown, on device: String) throws -> (Simulator, item: Point) {
        let sim = try formSimulator([text], device: device)
        _ = try sim.send([.scroll(at: Point(x: 100, y: 300), by: Point(x: 0, y: 100_000)), .advance(milliseconds: 1000)])
        _ = try sim.send([.tapTarget(shown.opener), .advance(milliseconds: 1000)])
        return (sim, try #require(sim.centre(of: shown.item)))
    }
}

extension Simulator {
    /// Scrolls the form from its top down, a little at a time, until `id` shows whole,
    /// clear of the bars (a row far from the screen has no cell, so no element).
    func scrollUntilShown(_ id: String) throws {
        let point = Point(x: 100, y: 200)
        let height = semanticTree().screen.height
        func shown() -> Bool { node(id).map { $0.frame.minY >= height * 0.2 && $0.frame.maxY <= height - 20 } ?? false }
        _ = try send([.scroll(at: point, by: Point(x: 0, y: -100_000)), .advance(milliseconds: 1000)])
        for _ in 0..<400 where !shown() {
            _ = try send([.scroll(at: point, by: Point(x: 0, y: 40)), .advance(milliseconds: 1000)])
        }
        #expect(shown(), "\(id) never showed")
    }

    /// Whether the app ended (an exception, E3.S3): a crash of the process would end the
    /// test run instead.
    var appCrashed: Bool { semanticTree().root.states.contains(.crashed) }

    /// Every card and menu a control presented still has its control in the window (the
    /// tree names it as the presentation's anchor).
    var controlPresentationsAreAnchored: Bool {
        window.presentations.filter(\.endsWithSource).allSatisfy { presentation in
            presentation.sourceView?.window === window && node(presentation.popover.elementID ?? "")?.anchor != nil
        }
    }
}
