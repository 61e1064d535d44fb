import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B12.7: a text view row shows `lines` at the least and grows with its text up to
/// `maxLines`, then the text scrolls inside it.
@Suite struct GrowingTextViewTests {
    static let devices: [(String, Orientation)] = ["iphone-15", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    static func form(maxLines: Int? = 4) -> String {
        "id: g\ntitle: G\nsections:\n  - rows:\n      - textView: notes\n        lines: 2\n"
            + (maxLines.map { "        maxLines: \($0)\n" } ?? "")
            + "      - text: city\n        label: City\n"
    }

    static func height(_ lines: Int) -> Double { TextView.height(forLines: lines, font: .body) }

    @Test("B12.7: a growing text view row starts at its lines and grows a line at a time with its text", arguments: devices)
    func grows(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form()], device: device, orientation: orientation)
        #expect(sim.node("notes")?.frame.height == Self.height(2))
        _ = try sim.send([.tapTarget("notes-field"), .text("one"), .key("Enter"), .text("two"), .key("Enter"), .text("three")])
        #expect(sim.node("notes-field")?.value == "one\ntwo\nthree")
        #expect(sim.node("notes")?.frame.height == Self.height(3))
    }

    @Test("B12.7: past maxLines the row stops growing and the text scrolls inside the view", arguments: devices)
    func capsAndScrolls(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form()], device: device, orientation: orientation)
        _ = try sim.send([.tapTarget("notes-field")])
        for word in ["a", "b", "c", "d", "e"] { _ = try sim.send([.text(word), .key("Enter")]) }
        _ = try sim.send([.text("f")])
        #expect(sim.node("notes")?.frame.height == Self.height(4))
        let view = try #require(sim.view(withElementID: "notes-field") as? TextView)
        #expect(view.contentOffset.y > 0)
    }

    @Test("B12.7: deleting lines shrinks the row back, never below its lines", arguments: devices)
    func shrinks(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form()], device: device, orientation: orientation)
        _ = try sim.send([.tapTarget("notes-field"), .text("one"), .key("Enter"), .text("two"), .key("Enter"), .text("x")])
        #expect(sim.node("notes")?.frame.height == Self.height(3))
        _ = try sim.send([.key("Backspace"), .key("Backspace"), .key("Backspace"), .key("Backspace"), .key("Backspace"), .key("Backspace")])
        #expect(sim.node("notes")?.frame.height == Self.height(2))
    }

    @Test("B12.7: one text event of many lines grows the row as far as maxLines at once, and one newline typed first grows it a line", arguments: devices)
    func growsInOneEvent(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form()], device: device, orientation: orientation)
        _ = try sim.send([.tapTarget("notes-field"), .text("one\ntwo\nthree")])
        #expect(sim.node("notes")?.frame.height == Self.height(3))
        _ = try sim.send([.text("\nfour\nfive\nsix")])
        #expect(sim.node("notes")?.frame.height == Self.height(4))
        let single = "id: g\ntitle: G\nsections:\n  - rows:\n      - textView: notes\n        lines: 1\n        maxLines: 3\n"
        let fresh = try formSimulator([single], device: device, orientation: orientation)
        _ = try fresh.send([.tapTarget("notes-field"), .key("Enter")])
        #expect(fresh.node("notes")?.frame.height == Self.height(2))
    }

    @Test("B12.7: without maxLines the row keeps its lines", arguments: devices)
    func fixedWithoutCap(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form(maxLines: nil)], device: device, orientation: orientation)
        _ = try sim.send([.tapTarget("notes-field"), .text("one"), .key("Enter"), .text("two"), .key("Enter"), .text("three")])
        #expect(sim.node("notes")?.frame.height == Self.height(2))
    }

    @Test("B12.7: maxLines below lines is invalid_form naming its path")
    func capBelowLines() throws {
        let error = try #require(formError(Self.form(maxLines: 1)))
        #expect(error.path.hasSuffix("maxLines"))
        #expect(error.message.contains("less than lines 2"))
    }
}
