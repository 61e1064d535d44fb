import Reach
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B10.3: Arabic and Hebrew lay the interface out right to left.
@Suite struct RightToLeftTests {
    /// The frame of every element laid out by the form, not by its text (rows, sections,
    /// fields, bars), by id.
    func frames(_ sim: Simulator) -> [String: [Double]] {
        var out: [String: [Double]] = [:]
        func walk(_ node: SemanticNode) {
            if [.cell, .section, .table, .textField, .navigationBar].contains(node.role) { out[node.id] = node.frame.array }
            node.children.forEach(walk)
        }
        walk(sim.semanticTree().root)
        return out
    }

    @Test("Right to left, every element's frame is the left-to-right one mirrored", arguments: ["iphone-15", "ipad-10"])
    func framesMirror(device: String) {
        let ltr = frames(makeSimulator(device))
        let rtl = frames(makeSimulator(device, locale: "he"))
        let width = makeSimulator(device).semanticTree().screen.width
        #expect(ltr.keys.sorted() == rtl.keys.sorted())
        #expect(ltr.count > 10)
        for (id, f) in ltr {
            let mirrored = [width - f[0] - f[2], f[1], f[2], f[3]]
            let got = rtl[id] ?? []
            #expect(got.count == 4 && zip(got, mirrored).allSatisfy { abs($0 - $1) < 0.001 }, "\(id): \(got) ≠ \(mirrored)")
        }
    }

    @Test("The navigation bar's buttons swap sides: Cancel on the right, Done on the left")
    func barButtonsSwap() throws {
        let sim = makeSimulator("iphone-15", locale: "he")
        let cancel = try #require(sim.node("cancel")?.frame), done = try #require(sim.node("done")?.frame)
        #expect(cancel.minX > 393 / 2 && done.minX + done.width < 393 / 2)
        #expect(TextAudit(sim.renderFully()).items.contains { $0.text == "ביטול" })
    }

    @Test("A tap where a field is drawn right to left focuses it")
    func hitTestingFollowsTheMirror() throws {
        let sim = makeSimulator("iphone-15", locale: "he")
        let f = try #require(sim.node("first-name-field")?.frame)
        _ = try sim.send([.tap(Point(x: f.minX + 10, y: f.minY + f.height / 2))])
        #expect(sim.semanticTree().firstResponder == "first-name-field")
    }

    @Test("Labels draw against the right edge, and a row's chevron points left")
    func alignmentAndChevrons() throws {
        let shipping = try #require(IncrementalRenderTests.shipped["shipping"])
        let configuration = SimulatorConfiguration(
            device: try #require(DeviceProfile.named("iphone-15")), scene: shipping, localization: Localization(identifier: "ar"))
        let tree = Simulator(configuration: configuration, clock: ManualClock()).renderFully()
        let texts = tree.nodes.values.filter { $0["kind"] == "text" }
        #expect(!texts.isEmpty)
        let left = texts.filter { $0["align"] == nil }.count
        #expect(left < texts.count / 4, "most labels should be right-aligned, \(left) of \(texts.count) are left")
        let chevrons = tree.nodes.values.compactMap { $0["symbol"]?.stringValue }.filter { $0.hasPrefix("chevron") }
        #expect(!chevrons.isEmpty && chevrons.allSatisfy { $0 == "chevron.left" })
    }

    @Test("Latin text in a right-to-left field ends at its right edge, where the caret follows it")
    func latinTextCaretAtTheRight() throws {
        let sim = makeSimulator("iphone-15", locale: "he")
        _ = try sim.send([.tapTarget("first-name-field"), .text("Ann")])
        let field = try #require(sim.node("first-name-field")?.frame)
        let caret = try #require(caretFrame(sim))
        #expect(abs(caret.maxX - (field.minX + field.width)) < 3)
    }

    @Test("Hebrew text runs from the right edge: its caret ends at the text's left end; Left moves on through it")
    func hebrewCaretAtTheLeftEnd() throws {
        let sim = makeSimulator("iphone-15", locale: "he")
        _ = try sim.send([.tapTarget("first-name-field"), .text("שלום")])
        let field = try #require(sim.node("first-name-field")?.frame)
        let caret = try #require(caretFrame(sim))
        let width = Font.body.width(of: "שלום")
        #expect(abs(caret.midX - (field.minX + field.width - width)) < 3)
        _ = try sim.send([.key("ArrowRight"), .key("ArrowRight")])
        #expect(sim.node("first-name-field")?.selection == [2, 2])
        _ = try sim.send([.key("ArrowLeft")])
        #expect(sim.node("first-name-field")?.selection == [3, 3])
    }

    @Test("In a right-to-left text view Latin text ends at the right, Hebrew runs from it, and the caret follows each")
    func textViewCaret() throws {
        let shipping = try #require(IncrementalRenderTests.shipped["shipping"])
        for (text, latin) in [("Ann", true), ("שלום", false)] {
            let configuration = SimulatorConfiguration(
                device: try #require(DeviceProfile.named("iphone-15")), scene: shipping, localization: Localization(identifier: "he"))
            let sim = Simulator(configuration: configuration, clock: ManualClock())
            _ = try sim.send([.tapTarget("notes-field"), .text(text)])
            let view = try #require(sim.node("notes-field")?.frame)
            let textRight = view.minX + view.width - Metrics.textViewContainerInset.left - 5
            let width = Font.body.width(of: text)
            let caret = try #require(caretFrame(sim))
            // Latin: the caret after the last letter, at the right edge; Hebrew: at the text's left end.
            let expected = latin ? textRight : textRight - width
            #expect(abs(caret.maxX - expected) < 3, "\(text): caret \(caret), expected maxX \(expected)")
            // Back one character: Left in Latin text, Right in Hebrew; the caret moves that way on screen.
            _ = try sim.send([.key(latin ? "ArrowLeft" : "ArrowRight")])
            #expect(sim.node("notes-field")?.selection == [text.utf16.count - 1, text.utf16.count - 1])
            let moved = try #require(caretFrame(sim))
            let step = (latin ? -1.0 : 1.0) * (moved.maxX - caret.maxX)
            #expect(step > 3, "\(text): \(moved) after the arrow, was \(caret)")
        }
    }

    @Test("The keyboard keeps its keys left to right")
    func keyboardStaysLeftToRight() throws {
        let rtl = makeSimulator("iphone-15", locale: "ar")
        let ltr = makeSimulator("iphone-15")
        for sim in [rtl, ltr] { _ = try sim.send([.tapTarget("first-name-field")]) }
        #expect(rtl.node("key-q")?.frame == ltr.node("key-q")?.frame)
    }

    /// The caret's frame on screen: the blinking node's.
    func caretFrame(_ sim: Simulator) -> Rect? {
        let items = sim.renderFully()
        var origin: [String: Point] = [:]
        var found: Rect?
        func walk(_ id: String, _ o: Point) {
            guard let props = items.nodes[id], let f = props["frame"]?.numberArray else { return }
            let at = Point(x: o.x + f[0], y: o.y + f[1])
            origin[id] = at
            if props["blink"] == .bool(true), props["hidden"] == nil { found = Rect(x: at.x, y: at.y, width: f[2], height: f[3]) }
            for child in props["children"]?.arrayValue ?? [] { if let c = child.stringValue { walk(c, at) } }
        }
        walk(RenderTree.rootID, .zero)
        return found
    }
}
