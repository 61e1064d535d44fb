import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// A text event costs in proportion to its length, not its length squared. Tests are
/// never timed, so these count the work that could grow with the text: the characters
/// the editing engine walks to find UTF-16 offsets, to measure the text's length and to
/// wrap a text view's lines (`TextField.scannedUnits`). A text event types its
/// characters one by one, so an edit that walks the whole text (String's UTF-16 table
/// built again after each edit in text that is not ASCII; a growing text view's lines
/// wrapped again from the top) makes 10,000 characters cost a hundred times what 1,000
/// do, not ten times.
/// (The counter sees the engine's own walks and its calls for a length or a wrap; a
/// String method that walks the text behind its back is for `FormSimBench text` to show.)
@Suite struct LongTextWorkTests {
    /// A growing text view row (its lines decide its height, B12.7) above
    /// a text field row.
    static let form = """
        id: long
        title: Long
        sections:
          - rows:
              - textView: notes
                lines: 2
                maxLines: 8
              - text: city
                label: City
        """

    /// Characters walked by one text event of `text` into the field `target`, after
    /// `before` was typed there and the caret put at `caret` (the end when nil).
    static func scanned(_ text: String, into target: String, before: String = "", caret: Int? = nil) throws -> Int {
        let sim = try formSimulator([form], device: "iphone-15")
        _ = try sim.send([.tapTarget(target)] + (before.isEmpty ? [] : [.text(before)]))
        let field = try #require(sim.view(withElementID: target) as? TextField)
        if let caret { #expect(field.setSelectedRange(caret..<caret)) }
        _ = try sim.send([.advance(milliseconds: 1_000)])
        let start = field.scannedUnits
        _ = try sim.send([.text(text)])
        #expect(field.length == before.utf16.count + text.utf16.count)
        return field.scannedUnits - start
    }

    /// Ten times the characters may walk ten times as many, and a little more.
    static func expectLinear(_ short: Int, _ long: Int, _ what: String) {
        #expect(long <= 12 * short + 2_000, "\(what): \(short) characters walked for 1,000, \(long) for 10,000")
    }

    static func words(_ count: Int) -> String { String(String(repeating: "ab ", count: count / 3 + 1).prefix(count)) }
    static func accented(_ count: Int) -> String { String(String(repeating: "café ", count: count / 5 + 1).prefix(count)) }

    @Test("a text field: 10,000 accented characters walk about ten times what 1,000 do")
    func field() throws {
        let short = try Self.scanned(Self.accented(1_000), into: "city-field")
        let long = try Self.scanned(Self.accented(10_000), into: "city-field")
        Self.expectLinear(short, long, "accented text in a field")
    }

    @Test(
        "a growing text view: 10,000 characters of words, of one word, of lines, walk about ten times what 1,000 do",
        arguments: ["words", "one word", "lines", "accented"])
    func textView(kind: String) throws {
        func text(_ count: Int) -> String {
            switch kind {
            case "words": Self.words(count)
            case "one word": String(repeating: "w", count: count)
            case "lines": String(String(repeating: "the quick brown fox\n", count: count / 20 + 1).prefix(count))
            default: Self.accented(count)
            }
        }
        let short = try Self.scanned(text(1_000), into: "notes-field")
        let long = try Self.scanned(text(10_000), into: "notes-field")
        Self.expectLinear(short, long, kind)
    }

    @Test("typing before 5,000 characters of a text view: 5,000 characters walk about ten times what 500 do")
    func beforeLongText() throws {
        let after = Self.words(5_000)
        let short = try Self.scanned(Self.words(500), into: "notes-field", before: after, caret: 0)
        let long = try Self.scanned(Self.words(5_000), into: "notes-field", before: after, caret: 0)
        #expect(long <= 12 * short + 2_000, "\(short) characters walked for 500, \(long) for 5,000")
    }
}
