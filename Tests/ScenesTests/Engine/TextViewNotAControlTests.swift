import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// A text view is no UIControl, and a touch a pan takes over is cancelled.
@Suite struct TextViewNotAControlTests {
    static let devices: [(String, Orientation)] = ["iphone-se", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    static func form(rows: Int) -> String {
        var text = "sections:\n  - rows:\n      - textView: notes\n        label: Notes\n"
        for i in 0..<rows { text += "      - value: v\(i)\n        label: Row \(i)\n" }
        return text
    }

    func simulator(_ device: String, _ orientation: Orientation, rows: Int = 2) throws -> Simulator {
        try SimHarness(form: Self.form(rows: rows), file: "notes.yaml", device: device, orientation: orientation).sim
    }

    @Test("editing a text view logs no control event; its delegate hears of each change", arguments: devices)
    func noControlEvents(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        let view = try #require(sim.view(withElementID: "notes-field") as? TextView)
        var changes = 0
        view.didChange = { _ in changes += 1 }
        _ = try sim.send([.tapTarget("notes-field"), .text("ab"), .key("Backspace")])
        #expect(changes == 3)
        let events = sim.inspect().events
        #expect(!events.contains { $0.kind == .controlEvent && $0.subject == "notes-field" })
        #expect(events.contains { $0.kind == .becomeFirstResponder })
    }

    /// Held past the scroll view's delay (B5.1) the touch reaches the text view; the drag
    /// that follows is the table's pan, which cancels it there.
    @Test("a held touch on a text view that then drags scrolls the form and is cancelled: no focus", arguments: devices)
    func dragCancels(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation, rows: 40)
        let frame = try #require(sim.node("notes-field")?.frame)
        let start = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
        _ = try sim.send([
            .pointer(phase: .down, point: start, milliseconds: nil), .advance(milliseconds: 200),
            .pointer(phase: .move, point: Point(x: start.x, y: start.y - 60), milliseconds: nil),
            .pointer(phase: .move, point: Point(x: start.x, y: start.y - 150), milliseconds: nil),
            .pointer(phase: .up, point: Point(x: start.x, y: start.y - 150), milliseconds: nil),
        ])
        #expect(sim.firstResponderID == nil)
        #expect(try #require(sim.node("notes-field")?.frame).minY < frame.minY, "the form scrolled")
        let events = sim.inspect().events
        #expect(events.contains { $0.kind == .touchCancelled && $0.subject == "notes-field" })
    }
}
