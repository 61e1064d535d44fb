import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B7.13: a line longer than its field scrolls so the caret stays inside while editing,
/// and only what shows is drawn.
@Suite struct LongLineTests {
    static let devices: [(String, Orientation)] = ["iphone-se", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    func field(_ sim: Simulator, _ id: String = "email-field") throws -> TextField {
        try #require(sim.view(withElementID: id) as? TextField)
    }

    /// The login form's email field after `text` was typed into it (and `then` sent).
    func typed(_ text: String, _ device: String, _ orientation: Orientation, then: [InputEvent] = []) throws -> (Simulator, TextField) {
        let sim = makeSimulator(device, scene: "login", orientation: orientation)
        _ = try sim.send([.tapTarget("email-field"), .text(text)] + then)
        return (sim, try field(sim))
    }

    /// The text the field's label draws.
    func shownText(_ sim: Simulator, _ field: TextField) -> String? {
        field.textLabel.renderID.flatMap { sim.renderTree.nodes[$0]?["text"]?.stringValue }
    }

    /// A view's frame as drawn, in the field's coordinates.
    func drawn(_ sim: Simulator, _ view: View) -> Rect? {
        view.renderID.flatMap { sim.renderTree.nodes[$0]?["frame"]?.numberArray }.map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    }

    @Test("B7.13: typing past the field's end keeps the caret at its trailing edge, inside the field", arguments: devices)
    func caretStaysInside(device: String, orientation: Orientation) throws {
        let (sim, field) = try typed(String(repeating: "m", count: 300), device, orientation)
        let caret = try #require(drawn(sim, field.caret))
        #expect(caret.maxX <= field.bounds.width + 0.001)
        #expect(caret.maxX > field.bounds.width - 3)
        #expect(sim.node("email-field")?.value?.count == 300)
    }

    @Test("B7.13: only the characters that show are drawn, however long the line", arguments: devices)
    func onlyWhatShowsIsDrawn(device: String, orientation: Orientation) throws {
        let (sim, field) = try typed(String(repeating: "abc", count: 2_000), device, orientation)
        let drawnText = try #require(shownText(sim, field))
        #expect(drawnText.count < 100)
        #expect(field.font.width(of: drawnText) <= field.bounds.width)
        let label = try #require(drawn(sim, field.textLabel))
        #expect(label.minX >= 0 && label.maxX <= field.bounds.width + 0.5)
    }

    @Test("B7.13: moving the caret back within what shows does not scroll; past the leading edge it does", arguments: devices)
    func scrollFollowsTheCaret(device: String, orientation: Orientation) throws {
        let (sim, field) = try typed(String(repeating: "w", count: 200), device, orientation)
        let scrolled = field.textScrollX
        #expect(scrolled > 0)
        _ = try sim.send([.key("ArrowLeft"), .key("ArrowLeft")])
        #expect(field.textScrollX == scrolled)
        _ = try sim.send([.key("ArrowUp")])
        #expect(field.textScrollX == 0)
        #expect(try #require(drawn(sim, field.caret)).minX >= 0)
    }

    @Test("B7.13: a tap on the scrolled line puts the caret under the finger, not where the unscrolled line had it", arguments: devices)
    func tapsFollowTheScroll(device: String, orientation: Orientation) throws {
        let (sim, field) = try typed(String(repeating: "a ", count: 150), device, orientation, then: [.advance(milliseconds: 1_000)])
        let scroll = field.textScrollX
        let point = field.convert(Point(x: field.bounds.width / 2, y: field.bounds.midY), to: nil)
        _ = try sim.send([.tap(point)])
        let caret = try #require(sim.node("email-field")?.selection?.first)
        #expect(abs(field.lineX(ofOffset: caret) - scroll - field.bounds.width / 2) < 12)
    }

    @Test("B7.13: not editing, the line shows from its start and is not scrolled", arguments: devices)
    func notEditingShowsTheStart(device: String, orientation: Orientation) throws {
        let (sim, field) = try typed("start" + String(repeating: "x", count: 400), device, orientation, then: [.tapTarget("password-field")])
        #expect(field.textScrollX == 0)
        let drawnText = try #require(shownText(sim, field))
        #expect(drawnText.hasPrefix("start"))
        #expect(drawnText.count < 150)
        #expect(sim.node("email-field")?.value?.count == 405)
    }

    @Test("B7.13: the slice drawn never splits a character (a letter and its accent, an emoji)", arguments: devices)
    func sliceKeepsCharactersWhole(device: String, orientation: Orientation) throws {
        let (sim, field) = try typed(String(repeating: "e\u{301}👍🏽", count: 120), device, orientation)
        let drawnText = try #require(shownText(sim, field))
        #expect(!drawnText.isEmpty)
        #expect(drawnText.unicodeScalars.first?.properties.generalCategory != .nonspacingMark)
        #expect(drawnText.unicodeScalars.last?.properties.isEmojiModifier != true || drawnText.hasSuffix("👍🏽"))
        #expect(String(repeating: "e\u{301}👍🏽", count: 120).contains(drawnText))
    }
}
