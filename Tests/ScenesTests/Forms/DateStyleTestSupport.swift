import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// A booking form with a date row of every style and a menu row (E1, E2), run on the
/// four devices the rules are checked on, in portrait and landscape.
enum DateStyleForm {
    static let text = """
        id: booking
        title: Booking
        sections:
          - rows:
              - text: name
                label: Name
              - date: arrival
                label: Arrival
                style: compact
                value: 1990-01-15
                min: 1990-01-10
                max: 1990-02-20
              - menu: room
                label: Room
                options: [Single, Double, Suite]
                value: Double
              - date: departure
                label: Departure
                style: inline
                value: 1990-01-20
              - date: birthday
                label: Birthday
                style: wheels
                value: 1990-01-15
        """

    static let devices: [(String, Orientation)] = ["iphone-se", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    static func simulator(_ device: String, _ orientation: Orientation, form: String = text) throws -> Simulator {
        try SimHarness(form: form, file: "booking.yaml", device: device, orientation: orientation).sim
    }
}

extension Simulator {
    /// The screen inset by the safe area, in points.
    var safeRegion: Rect {
        let screen = semanticTree().screen
        return Rect(x: 0, y: 0, width: screen.width, height: screen.height).inset(by: window.safeAreaInsetsOfScreen)
    }

    /// The value a `button` element shows; nil when there is none or it is not a button.
    func buttonValue(_ id: String) -> String? {
        node(id).flatMap { $0.role == .button ? $0.value : nil }
    }

    /// Taps `button`, then outside what it presented (`presented`): the outside-tap rules.
    func tapOutside(_ presented: String, openedBy button: String) throws {
        _ = try send([.tapTarget(button)])
        #expect(node(presented) != nil)
        _ = try send([.tap(try pointOutside(presented))])
    }

    /// A point outside the presented `id` where a tap would otherwise do something: the
    /// name field's centre, or a corner of the screen when the presentation covers it.
    func pointOutside(_ id: String) throws -> Point {
        let presented = try rect(id)
        let name = try rect("name-field")
        let centre = Point(x: name.midX, y: name.midY)
        return presented.contains(centre) ? Point(x: 2, y: semanticTree().screen.height - 2) : centre
    }

    /// How many valueChanged entries the inspector logged for `subject`.
    func valueChangedCount(_ subject: String) -> Int {
        inspect().events.filter { $0.kind == .valueChanged && $0.subject == subject }.count
    }
}

extension Rect {
    func contains(_ other: Rect, tolerance: Double = 0.5) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }
}
