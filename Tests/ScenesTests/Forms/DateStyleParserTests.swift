import Foundation
import Testing
@testable import Scenes

/// E1, E2: the form keys of date styles and menus; bad input names its path.
@Suite struct DateStyleParserTests {
    func error(_ text: String) -> FormError? { FormParserTests().error(text) }

    func row(_ text: String) throws -> FormRow {
        try #require(FormParser.parse("sections:\n  - rows:\n" + text, file: "test.yaml").rows.first)
    }

    @Test("E1: a date row's style defaults to inputView, and reads compact, inline and wheels")
    func styles() throws {
        guard case .date(let plain) = try row("      - date: a\n").control else { Issue.record("not a date"); return }
        #expect(plain.style == .inputView)
        for style in ["compact", "inline", "wheels"] {
            guard case .date(let entry) = try row("      - date: a\n        style: \(style)\n").control else { continue }
            #expect(entry.style.rawValue == style)
        }
    }

    @Test("E1: an unknown date style is refused naming the path and the styles")
    func unknownStyle() {
        let e = error("sections:\n  - rows:\n      - date: a\n        style: graphical\n")
        #expect(e?.path == "sections[0].rows[0].style")
        #expect(e?.message.contains("\"graphical\" is not one of inputView, compact, inline, wheels") == true)
    }

    @Test("E1.T4: a compact style on a time row is read (time rows have pickers of every style)")
    func styleOnTime() throws {
        let time = try row("      - date: a\n        mode: time\n        style: compact\n        value: \"09:41\"\n")
        guard case .date(let entry) = time.control else { Issue.record("not a date row"); return }
        #expect(entry.mode == .time && entry.style == .compact && entry.value == "09:41")
    }

    @Test("E1.T3: a countDownTimer in the compact style is refused, naming the style")
    func countDownCompact() {
        let e = error("sections:\n  - rows:\n      - date: a\n        mode: countDownTimer\n        style: compact\n")
        #expect(e?.path == "sections[0].rows[0].style")
        #expect(e?.message.contains("countDownTimer shows wheels") == true)
    }

    @Test("E1.T3: a countDownTimer over 23:59 is refused, naming the value")
    func countDownTooLong() {
        let e = error("sections:\n  - rows:\n      - date: a\n        mode: countDownTimer\n        value: \"24:00\"\n")
        #expect(e?.path == "sections[0].rows[0].value")
    }

    @Test("E1.T3: a countDownTimer's value may be its seconds, kept as HH:mm")
    func countDownSeconds() throws {
        let timer = try row("      - date: a\n        mode: countDownTimer\n        value: 5400\n")
        guard case .date(let entry) = timer.control else { Issue.record("not a date row"); return }
        #expect(entry.value == "01:30")
    }

    @Test("E1.T1: a minuteInterval that does not divide 60 is refused, naming it")
    func minuteIntervalDividesSixty() {
        let e = error("sections:\n  - rows:\n      - date: a\n        mode: time\n        minuteInterval: 7\n")
        #expect(e?.path == "sections[0].rows[0].minuteInterval")
    }

    @Test("E2: a menu row reads its options and value")
    func menu() throws {
        let menu = try row("      - menu: room\n        options: [Single, Double]\n        value: Double\n")
        #expect(menu.control == .menu(FormControl.Options(options: ["Single", "Double"], value: "Double")))
    }

    @Test("E2: a menu without options is refused naming the row")
    func menuWithoutOptions() {
        let e = error("sections:\n  - rows:\n      - menu: room\n        label: Room\n")
        #expect(e?.message.contains("a menu row \"room\" needs options") == true)
    }

    @Test("E2: a menu value that is not an option is refused at its path")
    func menuValueNotAnOption() {
        let e = error("sections:\n  - rows:\n      - menu: room\n        options: [Single]\n        value: Suite\n")
        #expect(e?.path == "sections[0].rows[0].value")
    }

    @Test("E1, E2: the normalized form keeps a date's style and a menu's options")
    func normalized() throws {
        let text = "sections:\n  - rows:\n      - date: a\n        style: inline\n      - menu: m\n        options: [x, y]\n"
        let document = try FormParser.parse(text, file: "test.yaml")
        let json = try String(decoding: JSONEncoder().encode(document), as: UTF8.self)
        #expect(json.contains("\"style\":\"inline\""))
        #expect(json.contains("\"menu\":\"m\""))
        let again = try FormParser.parse(json, file: "test.json")
        #expect(again.rows == document.rows)
    }
}
