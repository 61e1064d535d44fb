import Testing
@testable import SimCore
import SimCoreTestSupport

/// The editable multi-line text view (B7.9) in a one-view test scene, on a phone and a pad:
/// wrapping into single-line text nodes, Return and Backspace across lines, taps and
/// arrows between lines, the placeholder, scrolling to the caret, the semantic node.
@Suite struct TextViewTests {
    static let devices = ["iphone-se", "ipad-10"]
    static let width = 200.0
    static let sentence = "The quick brown fox jumps over the lazy dog"

    /// A screen with one text view, `notes`, 200 pt wide and four lines tall.
    static func scene(editable: Bool = true) -> SceneDescriptor {
        SceneDescriptor(id: "text-view-test", title: "Text view") { _ in
            let root = View(id: "root")
            root.backgroundColor = .systemBackground
            let textView = TextView(id: "notes", placeholder: "Notes")
            textView.isEditable = editable
            if !editable { textView.setText(sentence) }
            textView.frame = Rect(x: 20, y: 120, width: width, height: TextView.height(forLines: 4))
            root.addSubview(textView)
            return ViewController(view: root)
        }
    }

    func makeSim(_ device: String, editable: Bool = true) -> Simulator {
        return makeSimulator(device, scene: Self.scene(editable: editable))
    }

    func textView(_ sim: Simulator) throws -> TextView {
        try #require(sim.view(withElementID: "notes") as? TextView)
    }

    /// The text view's shown text nodes, top to bottom, with their frames in the view.
    func renderedLines(_ sim: Simulator) -> [(text: String, frame: [Double], color: String?)] {
        let tree = sim.renderTree
        guard let children = tree.nodes["notes"]?.children else { return [] }
        return children.compactMap { id -> (String, [Double], String?)? in
            guard let node = tree.nodes[id], !node.hidden, let text = node.text else { return nil }
            return (text, node.frame.array, node.color?.css)
        }.sorted { $0.1[1] < $1.1[1] }
    }

    func selection(_ sim: Simulator) -> [Int]? { sim.node("notes")?.selection }

    @Test("A 17 pt text view has 22 pt lines and is four lines and its insets tall")
    func lineMetrics() {
        #expect(Font.body.lineHeight == 22)
        #expect(TextView.height(forLines: 4) == 4 * 22 + 16)
    }

    @Test("Typing past the width wraps onto a second line, a second text node lower down", arguments: devices)
    func typingWraps(device: String) throws {
        let sim = makeSim(device)
        _ = try sim.send([.tapTarget("notes"), .text(Self.sentence)])
        let lines = renderedLines(sim)
        #expect(lines.count >= 2)
        #expect(lines.map(\.text).joined() == Self.sentence)
        // One line's height apart, from the top inset, at the line fragment padding.
        let tops: [Double] = (0..<lines.count).map { 8 + 22 * Double($0) }
        #expect(lines.map { $0.frame[1] } == tops)
        #expect(lines.allSatisfy { $0.frame[0] == 5 })
        for line in lines {
            let inked = line.text.hasSuffix(" ") ? String(line.text.dropLast()) : line.text
            #expect(Font.body.width(of: inked) <= Self.width - 10)
        }
    }

    @Test("A word wider than the view breaks between characters", arguments: devices)
    func longWordBreaks(device: String) throws {
        let sim = makeSim(device)
        let word = String(repeating: "W", count: 20)
        _ = try sim.send([.tapTarget("notes"), .text(word)])
        let lines = renderedLines(sim)
        #expect(lines.count > 1)
        #expect(lines.map(\.text).joined() == word)
    }

    @Test("Return inserts a newline and the caret moves to the start of the next line", arguments: devices)
    func returnInsertsNewline(device: String) throws {
        let sim = makeSim(device)
        _ = try sim.send([.tapTarget("notes"), .text("ab"), .key("Enter")])
        #expect(sim.node("notes")?.value == "ab\n")
        #expect(selection(sim) == [3, 3])
        let view = try textView(sim)
        #expect(view.caretRect.minX == 5)
        #expect(view.caretRect.minY > 30 && view.caretRect.maxY <= 52)
        _ = try sim.send([.text("c")])
        #expect(renderedLines(sim).map(\.text) == ["ab", "c"])
    }

    @Test("The on-screen return key types a newline too", arguments: devices)
    func returnKeyTypesNewline(device: String) throws {
        let sim = makeSim(device)
        _ = try sim.send([.tapTarget("notes"), .text("ab"), .tapTarget("key-return"), .text("c")])
        #expect(sim.node("notes")?.value == "ab\nc")
    }

    @Test("Backspace at the start of a line joins it to the line before", arguments: devices)
    func backspaceJoinsLines(device: String) throws {
        let sim = makeSim(device)
        _ = try sim.send([.tapTarget("notes"), .text("ab\ncd"), .key("ArrowLeft"), .key("ArrowLeft"), .key("Backspace")])
        #expect(sim.node("notes")?.value == "abcd")
        #expect(selection(sim) == [2, 2])
        #expect(renderedLines(sim).map(\.text) == ["abcd"])
    }

    @Test("A tap on the second line places the caret there at the word boundary nearest the finger (B7.12)", arguments: devices)
    func tapOnSecondLine(device: String) throws {
        let sim = makeSim(device)
        _ = try sim.send([.tapTarget("notes"), .text("first\nsecond")])
        let frame = try #require(sim.node("notes")?.frame)
        let x = frame.minX + 5 + Font.body.width(of: "secon") + 1
        _ = try sim.send([.tap(Point(x: x, y: frame.minY + 8 + 22 + 11))])
        #expect(selection(sim) == [12, 12])
        _ = try sim.send([.tap(Point(x: frame.minX + 5 + Font.body.width(of: "s"), y: frame.minY + 8 + 22 + 11))])
        #expect(selection(sim) == [6, 6])
        // Below the last line: the last line; past its end: its end.
        _ = try sim.send([.tap(Point(x: frame.minX + 190, y: frame.minY + 90))])
        #expect(selection(sim) == [12, 12])
    }

    @Test("A tap past the end of a wrapped line keeps the caret on that line", arguments: devices)
    func tapPastWrappedLineEnd(device: String) throws {
        let sim = makeSim(device)
        _ = try sim.send([.tapTarget("notes"), .text(Self.sentence)])
        let frame = try #require(sim.node("notes")?.frame)
        _ = try sim.send([.tap(Point(x: frame.minX + 198, y: frame.minY + 8 + 11))])
        let view = try textView(sim)
        let first = view.lines[0]
        #expect(selection(sim) == [first.end - 1, first.end - 1])
        #expect(view.caretRect.minY < 30)
    }

    @Test("The placeholder shows in the placeholder colour only while the text is empty", arguments: devices)
    func placeholderWhileEmpty(device: String) throws {
        let sim = makeSim(device)
        _ = try sim.send([.tapTarget("notes")])
        #expect(renderedLines(sim).map(\.text) == ["Notes"])
        #expect(renderedLines(sim).first?.color == Color.placeholderText.css)
        _ = try sim.send([.text("a")])
        #expect(renderedLines(sim).map(\.text) == ["a"])
        #expect(renderedLines(sim).first?.color == Color.label.css)
        _ = try sim.send([.key("Backspace")])
        #expect(renderedLines(sim).map(\.text) == ["Notes"])
    }

    @Test("The caret's line stays visible as the text grows past the view's height", arguments: devices)
    func caretLineStaysVisible(device: String) throws {
        let sim = makeSim(device)
        _ = try sim.send([.tapTarget("notes"), .text("1\n2\n3\n4\n5\n6")])
        let view = try textView(sim)
        #expect(view.contentOffset.y == 2 * 22)
        #expect(view.contentSize.height == 6 * 22 + 16)
        let last = try #require(renderedLines(sim).last)
        #expect(last.text == "6")
        #expect(last.frame[1] >= 0 && last.frame[1] + last.frame[3] <= view.bounds.height)
        #expect(sim.renderTree.nodes["notes"]?.clip == true)
        _ = try sim.send(Array(repeating: .key("ArrowUp"), count: 5))
        #expect(view.contentOffset.y == 0)
        #expect(renderedLines(sim).first?.frame[1] == 8)
    }

    @Test("A tap on a scrolled text view places the caret on the line shown under the finger", arguments: devices)
    func tapWhileScrolled(device: String) throws {
        let sim = makeSim(device)
        _ = try sim.send([.tapTarget("notes"), .text("1\n2\n3\n4\n5\n6")])
        let frame = try #require(sim.node("notes")?.frame)
        // Scrolled by two lines: the top line shown is "3" (offsets 4…5).
        _ = try sim.send([.tap(Point(x: frame.minX + 100, y: frame.minY + 8 + 11))])
        #expect(selection(sim) == [5, 5])
        #expect(try textView(sim).contentOffset.y == 2 * 22)
    }

    @Test("A selection over two lines is highlighted line by line", arguments: devices)
    func selectionPerLine(device: String) throws {
        let sim = makeSim(device)
        _ = try sim.send([.tapTarget("notes"), .text("one\ntwo"), .longPress(target: "notes"), .tapTarget("menu-selectAll")])
        let tree = sim.renderTree
        let children = try #require(tree.nodes["notes"]?.children)
        let highlight = Color.textSelection.css
        let shown = children.compactMap { tree.nodes[$0] }.filter { !$0.hidden && $0.fill?.css == highlight }
        #expect(shown.map(\.frame.minY).sorted() == [8, 30])
    }

    @Test("Deleting lines scrolls the content back within its height", arguments: devices)
    func deletingScrollsBack(device: String) throws {
        let sim = makeSim(device)
        _ = try sim.send([.tapTarget("notes"), .text("1\n2\n3\n4\n5\n6")])
        _ = try sim.send(Array(repeating: .key("Backspace"), count: 6))
        #expect(try textView(sim).contentOffset.y == 0)
    }

    @Test("The semantic node is a text view with the text, the selection and the editing states", arguments: devices)
    func semanticNode(device: String) throws {
        let sim = makeSim(device)
        #expect(sim.node("notes")?.role == .textView)
        #expect(sim.node("notes")?.selection == nil)
        _ = try sim.send([.tapTarget("notes"), .text("hello\nworld")])
        let node = try #require(sim.node("notes"))
        #expect(node.value == "hello\nworld")
        #expect(node.selection == [11, 11])
        #expect(node.states.contains(.editing) && node.states.contains(.firstResponder))
    }

    @Test("Up and Down move between lines at the same x, and to the ends past the first and last", arguments: devices)
    func upAndDown(device: String) throws {
        let sim = makeSim(device)
        _ = try sim.send([.tapTarget("notes"), .text("abc\nabc"), .key("ArrowLeft"), .key("ArrowUp")])
        #expect(selection(sim) == [2, 2])
        _ = try sim.send([.key("ArrowDown")])
        #expect(selection(sim) == [6, 6])
        _ = try sim.send([.key("ArrowDown")])
        #expect(selection(sim) == [7, 7])
        _ = try sim.send([.key("ArrowUp"), .key("ArrowUp")])
        #expect(selection(sim) == [0, 0])
    }

    @Test("Shift-Down extends the selection to the same x on the next line", arguments: devices)
    func shiftDownExtends(device: String) throws {
        let sim = makeSim(device)
        _ = try sim.send([.tapTarget("notes"), .text("abc\nabc"), .key("ArrowUp"), .key("ArrowLeft")])
        _ = try sim.send([.key("ArrowDown", modifiers: .shift)])
        #expect(selection(sim) == [2, 6])
    }

    @Test("The full keyboard comes up with its return key titled return", arguments: devices)
    func keyboardReturnKey(device: String) throws {
        let sim = makeSim(device)
        _ = try sim.send([.tapTarget("notes")])
        #expect(sim.node("keyboard") != nil)
        #expect(sim.keyboard.keyboardType == .default && sim.keyboard.returnKeyType == .default)
        #expect(sim.node("key-return")?.label == "return")
    }

    @Test("Select All selects every line and Cut empties the text onto the pasteboard", arguments: devices)
    func selectAllAndCut(device: String) throws {
        let sim = makeSim(device)
        _ = try sim.send([.tapTarget("notes"), .text("one\ntwo"), .longPress(target: "notes")])
        _ = try sim.send([.tapTarget("menu-selectAll")])
        #expect(selection(sim) == [0, 7])
        _ = try sim.send([.tapTarget("menu-cut")])
        #expect(sim.node("notes")?.value == "")
        #expect(sim.pasteboard == "one\ntwo")
        _ = try sim.send([.longPress(target: "notes"), .tapTarget("menu-paste")])
        #expect(sim.node("notes")?.value == "one\ntwo")
    }

    @Test("Hundreds of lines typed at once get a label each, in order under the caret, and deleting them at once leaves one", arguments: devices)
    func manyLinesAtOnce(device: String) throws {
        let sim = makeSim(device)
        let text = (1...300).map(String.init).joined(separator: "\n")
        _ = try sim.send([.tapTarget("notes"), .text(text)])
        let view = try textView(sim)
        let labels = [view.textLabel] + view.moreLineLabels
        #expect(labels.map(\.text) == text.split(separator: "\n").map { String($0) })
        // In the subviews in line order, every one of them under the caret.
        let places = labels.compactMap { label in view.subviews.firstIndex { $0 === label } }
        #expect(places == places.sorted() && places.count == 300)
        #expect(places.last! < view.subviews.firstIndex { $0 === view.caret }!)
        _ = try sim.send([.longPress(target: "notes"), .tapTarget("menu-selectAll"), .key("Backspace")])
        #expect(view.moreLineLabels.isEmpty)
        #expect(view.subviews.count == TextView(id: "empty").subviews.count)
        #expect(!view.subviews.contains { $0 is Label && $0 !== view.textLabel })
    }

    @Test("A non-editable text view brings no keyboard, takes no typing and offers no Cut or Paste", arguments: devices)
    func nonEditable(device: String) throws {
        let sim = makeSim(device, editable: false)
        _ = try sim.send([.tapTarget("notes"), .text("x")])
        #expect(sim.node("keyboard") == nil)
        #expect(sim.node("notes")?.value == Self.sentence)
        _ = try sim.send([.longPress(target: "notes")])
        #expect(sim.node("menu-cut") == nil && sim.node("menu-paste") == nil)
        #expect(sim.node("menu-selectAll") != nil)
    }
}
