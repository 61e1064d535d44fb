import Foundation
import Testing
@testable import Scenes

/// F10: a form file that cannot load says where and why; one that can is read exactly.
@Suite struct FormParserTests {
    func error(_ text: String, file: String = "test.yaml") -> FormError? {
        do {
            _ = try FormParser.parse(text, file: file)
            return nil
        } catch {
            return error
        }
    }

    let minimal = """
        title: Minimal
        sections:
          - rows:
              - text: name
                label: Name
        """

    @Test("a form's id defaults to its file name and its title to its id")
    func defaults() throws {
        let document = try FormParser.parse("sections:\n  - rows:\n      - value: a\n", file: "Forms/my-form.yaml")
        #expect(document.id == "my-form")
        #expect(document.title == "my-form")
        #expect(document.style == .insetGrouped)
    }

    @Test("YAML and JSON with the same structure read to the same document")
    func yamlAndJSONAgree() throws {
        let json = #"{"title": "Minimal", "sections": [{"rows": [{"text": "name", "label": "Name"}]}]}"#
        #expect(try FormParser.parse(minimal, file: "a.yaml") == FormParser.parse(json, file: "a.json"))
    }

    @Test("a JSON file indented with tabs reads")
    func jsonWithTabs() throws {
        let json = "{\n\t\"title\": \"T\",\n\t\"sections\": [\n\t\t{\"rows\": [{\"switch\": \"s\", \"value\": true}]}\n\t]\n}"
        #expect(try FormParser.parse(json, file: "t.json").rows.first?.control == .switch(isOn: true))
    }

    @Test("a YAML syntax error names its line and column")
    func yamlSyntax() {
        let e = error("title: A\nsections:\n  - rows: [\n      - text: a\n")
        #expect(e?.line != nil && e?.column != nil)
        #expect(e?.message.hasPrefix("syntax error") == true)
    }

    @Test("a JSON syntax error names its line and column")
    func jsonSyntax() {
        let e = error("{\"title\": \"A\",\n \"sections\": [}\n", file: "bad.json")
        #expect(e?.line == 2)
        #expect(e?.file == "bad.json")
    }

    @Test("an unknown row kind is named with its path and what was expected")
    func unknownKind() {
        let e = error("sections:\n  - rows:\n      - textfield: a\n")
        #expect(e?.path == "sections[0].rows[0]")
        #expect(e?.message.contains("unknown row kind \"textfield\"") == true)
        #expect(e?.line == 3)
    }

    @Test("an unknown key of a row is named with the keys its kind takes")
    func unknownKey() {
        let e = error("sections:\n  - rows:\n      - switch: a\n        options: [x]\n")
        #expect(e?.path == "sections[0].rows[0].options")
        #expect(e?.message.contains("unknown key \"options\" for a switch row") == true)
        #expect(e?.line == 4 && e?.column == 18)
    }

    @Test("an unknown key of the form is refused")
    func unknownFormKey() {
        #expect(error("titel: A\nsections: []\n")?.path == "titel")
    }

    @Test("a wrong type is refused with what was expected")
    func wrongType() {
        let e = error("sections:\n  - rows:\n      - text: a\n        required: yes please\n")
        #expect(e?.path == "sections[0].rows[0].required")
        #expect(e?.message == "expected true or false")
    }

    @Test("a duplicate row id is refused where it stands the second time")
    func duplicateID() {
        let e = error("sections:\n  - rows:\n      - text: a\n  - rows:\n      - switch: a\n")
        #expect(e?.path == "sections[1].rows[0]")
        #expect(e?.message.contains("used twice") == true)
    }

    @Test("options out of range are refused with the range", arguments: [("picker", 0), ("segmented", 1), ("segmented", 6)])
    func optionsOutOfRange(kind: String, count: Int) {
        let options = (0..<count).map { "o\($0)" }.joined(separator: ", ")
        let e = error("sections:\n  - rows:\n      - \(kind): a\n        options: [\(options)]\n")
        #expect(e?.path == "sections[0].rows[0].options")
        #expect(e?.message == (kind == "picker" ? "expected 1 to 1000 strings" : "expected 2 to 5 strings"))
    }

    @Test("a value that is not among the options is refused")
    func valueNotAnOption() {
        let e = error("sections:\n  - rows:\n      - picker: c\n        options: [Japan, France]\n        value: Spain\n")
        #expect(e?.path == "sections[0].rows[0].value")
        #expect(e?.message.contains("\"Spain\" is not one of the options") == true)
    }

    @Test("a stepper value outside min and max, or max not above min, is refused")
    func numbersOutOfRange() {
        #expect(error("sections:\n  - rows:\n      - stepper: q\n        min: 1\n        max: 5\n        value: 9\n")?.path
            == "sections[0].rows[0].value")
        #expect(error("sections:\n  - rows:\n      - slider: s\n        min: 5\n        max: 5\n")?.message
            == "max must be greater than min")
    }

    @Test(
        "a stepper's or slider's number past ±10^15 is refused where it stands",
        arguments: [
            ("stepper", "min: 0\n        max: 1e20\n        value: 1e19", "max"),
            ("stepper", "min: -1e308\n        max: 1e308\n        step: 1e308", "min"),
            ("slider", "min: 0\n        max: 1\n        value: 1e16", "value"),
            ("stepper", "max: 10\n        step: 1e300", "step"),
        ])
    func numbersPastTheLimit(kind: String, keys: String, path: String) {
        let e = error("sections:\n  - rows:\n      - \(kind): q\n        \(keys)\n")
        #expect(e?.path == "sections[0].rows[0].\(path)")
        #expect(e?.message.contains("from -1000000000000000 to 1000000000000000") == true)
    }

    @Test("numbers at ±10^15 load as written")
    func numbersAtTheLimit() throws {
        let document = try FormParser.parse(
            "sections:\n  - rows:\n      - stepper: q\n        min: -1e15\n        max: 1e15\n        value: 999999999999999\n",
            file: "big.yaml")
        let row = try #require(document.rows.first)
        #expect(row.control == .stepper(FormControl.NumberRange(min: -1e15, max: 1e15, value: 999_999_999_999_999)))
    }

    @Test("a date that does not exist or has the wrong form is refused", arguments: ["1990-02-30", "15.01.1990", "1990-1-5"])
    func badDate(value: String) {
        let e = error("sections:\n  - rows:\n      - date: d\n        value: \"\(value)\"\n")
        #expect(e?.path == "sections[0].rows[0].value")
        #expect(e?.message.hasPrefix("expected YYYY-MM-DD") == true)
    }

    @Test("an id outside [a-z0-9-]{1,64} is refused", arguments: ["Name", "a_b", "", String(repeating: "a", count: 65)])
    func badID(id: String) {
        #expect(error("sections:\n  - rows:\n      - text: \"\(id)\"\n")?.path == "sections[0].rows[0].text")
    }

    @Test("a form of more than 2,000 rows is refused")
    func tooManyRows() {
        let rows = (0...2_000).map { "      - value: r\($0)\n" }.joined()
        #expect(error("sections:\n  - rows:\n" + rows)?.message == "the form has more than 2000 rows")
    }

    @Test("a file over 1 MiB is refused before it is read")
    func tooLarge() {
        let data = Data(repeating: 0x20, count: FormParser.maxBytes + 1)
        #expect(throws: FormError.self) { try FormParser.parse(data, file: "big.yaml") }
    }

    @Test("aliases that expand past the limit are refused, not walked")
    func aliasBomb() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...8 { text += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        text += "sections: [*a8]\n"
        #expect(error(text)?.message.contains("expands to more than") == true)
    }

    @Test("the error's description reads file:line:column: path: message")
    func description() {
        let e = FormError(file: "f.yaml", line: 3, column: 9, path: "sections[0]", message: "expected a list")
        #expect(e.description == "f.yaml:3:9: sections[0]: expected a list")
    }

    func shippedForm(_ name: String) throws -> FormDocument {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Forms/\(name).yaml").standardized
        return try FormParser.parse(try Data(contentsOf: url), file: url.path)
    }

    @Test("the shipped shipping form loads with every row kind but today's menu, colour well and the importer's placeholder")
    func shippingLoads() throws {
        let document = try shippedForm("shipping")
        #expect(document.id == "shipping")
        #expect(Set(document.rows.map(\.kind)) == Set(FormRow.Kind.allCases).subtracting([.menu, .color, .placeholder]))
    }

    @Test("E1, E2: the shipped booking form loads with every date style and a menu")
    func bookingLoads() throws {
        let document = try shippedForm("booking")
        #expect(document.rows.contains { $0.kind == .menu })
        let styles = document.rows.compactMap { row -> FormRow.DateStyle? in
            if case .date(let entry) = row.control { return entry.style }
            return nil
        }
        #expect(Set(styles) == [.compact, .inline, .wheels])
    }
}
