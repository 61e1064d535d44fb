import Testing
@testable import Scenes

/// A form's state as a value (docs/FORMS.md): each action changes it and says what the
/// screen must do, checked on the whole state, with no view, cell or clock.
@Suite struct FormRulesTests {
    static let yaml = """
        title: Order
        sections:
          - rows:
              - text: name
                label: Name
                required: true
              - switch: gift-wrap
                label: Gift wrap
              - text: message
                label: Message
                required: true
                visibleWhen: {row: gift-wrap}
              - stepper: guests
                label: Guests
                value: 2
              - segmented: size
                options: [S, M, L]
              - choice: plan
                label: Plan
                options: [Free, Pro]
                value: Free
              - switch: terms
                label: I accept the terms
                required: true
              - text: desk
                label: Desk
                idioms: [pad]
          - radio: {id: speed, options: [Standard, Express], value: Standard}
        """

    let rules: FormRules

    init() throws {
        rules = FormRules(document: try FormParser.parse(Self.yaml, file: "order.yaml"), idiom: "phone", locale: "en")
    }

    func row(_ id: String) -> FormRow? { rules.deviceRows.joined().first { $0.id == id } }

    @Test("before anything is done, rows show their file's values and a condition that does not hold hides its row")
    func initialState() throws {
        let state = rules.initialState()
        var expected = FormState()
        expected.hiddenRows = ["message"]
        #expect(state == expected)
        let guests = try #require(row("guests")), size = try #require(row("size")), plan = try #require(row("plan"))
        #expect(rules.value(of: guests, in: state) == .number(2))
        #expect(rules.value(of: size, in: state) == .index(0))
        #expect(rules.value(of: plan, in: state) == .option("Free"))
        #expect(rules.shownSections(state).map { $0.rows.map(\.id) }.first == ["name", "gift-wrap", "guests", "size", "plan", "terms"])
    }

    @Test("a row for another idiom is not among the device's rows")
    func idioms() throws {
        #expect(row("desk") == nil)
        let pad = FormRules(document: rules.document, idiom: "pad", locale: "en")
        #expect(pad.deviceRows.joined().contains { $0.id == "desk" })
    }

    @Test("turning on the switch a condition reads shows its row, and the screen is told to show the sections again")
    func conditionShowsRow() {
        var state = rules.initialState()
        let effects = rules.reduce(&state, .set("gift-wrap", .isOn(true)))
        #expect(effects == [.showSections])
        var expected = FormState()
        expected.changed = ["gift-wrap": .isOn(true)]
        #expect(state == expected)
    }

    @Test("a value that changes no condition asks nothing of the screen")
    func plainValue() {
        var state = rules.initialState()
        #expect(rules.reduce(&state, .set("name", .text("Ada"))) == [])
        #expect(state.changed == ["name": .text("Ada")])
        #expect(state.hiddenRows == ["message"])
    }

    @Test("setting the value a row already has is no change")
    func sameValue() {
        var state = rules.initialState()
        _ = rules.reduce(&state, .set("gift-wrap", .isOn(true)))
        let before = state
        #expect(rules.reduce(&state, .set("gift-wrap", .isOn(true))) == [])
        #expect(state == before)
    }

    @Test("a hidden row keeps its value and shows it again when it comes back")
    func hiddenRowKeepsValue() throws {
        var state = rules.initialState()
        _ = rules.reduce(&state, .set("gift-wrap", .isOn(true)))
        _ = rules.reduce(&state, .set("message", .text("Happy birthday")))
        _ = rules.reduce(&state, .set("gift-wrap", .isOn(false)))
        #expect(state.hiddenRows == ["message"])
        _ = rules.reduce(&state, .set("gift-wrap", .isOn(true)))
        #expect(rules.value(of: try #require(row("message")), in: state) == .text("Happy birthday"))
    }

    @Test("F9: a submit with required rows empty marks them and focuses the first")
    func submitInvalid() {
        var state = rules.initialState()
        let effects = rules.reduce(&state, .submit)
        #expect(effects == [.markInvalid, .focus("name")])
        var expected = FormState()
        expected.hiddenRows = ["message"]
        expected.invalidRows = ["name", "terms"]
        #expect(state == expected)
    }

    @Test("F9: a required row that is hidden does not stop a submit")
    func hiddenRequiredRow() {
        var state = rules.initialState()
        _ = rules.reduce(&state, .set("name", .text("Ada")))
        _ = rules.reduce(&state, .set("terms", .isOn(true)))
        #expect(rules.reduce(&state, .submit) == [.markInvalid, .endEditing])
        #expect(state.isSubmitted)
        #expect(state.invalidRows.isEmpty)
    }

    @Test("F9: a required switch is filled when on, and a required text emptied again is not")
    func filled() throws {
        var state = rules.initialState()
        _ = rules.reduce(&state, .set("name", .text("Ada")))
        _ = rules.reduce(&state, .set("name", .text("")))
        _ = rules.reduce(&state, .set("terms", .isOn(false)))
        _ = rules.reduce(&state, .submit)
        #expect(state.invalidRows == ["name", "terms"])
        #expect(!state.isSubmitted)
        #expect(rules.value(of: try #require(row("name")), in: state) == nil)
    }

    @Test("a submit that succeeds after one that failed clears the marks")
    func resubmit() {
        var state = rules.initialState()
        _ = rules.reduce(&state, .submit)
        _ = rules.reduce(&state, .set("name", .text("Ada")))
        _ = rules.reduce(&state, .set("terms", .isOn(true)))
        _ = rules.reduce(&state, .submit)
        #expect(state.invalidRows.isEmpty)
        #expect(state.isSubmitted)
    }

    @Test("the saved state writes each value as text, hidden rows and radio groups with them")
    func savedState() {
        var state = rules.initialState()
        _ = rules.reduce(&state, .set("guests", .number(3)))
        _ = rules.reduce(&state, .set("size", .index(2)))
        _ = rules.reduce(&state, .set("message", .text("Hi")))
        _ = rules.reduce(&state, .set("speed", .option("Express")))
        #expect(rules.savedState(state) == [
            "gift-wrap": "off", "guests": "3.0", "size": "2", "plan": "Free", "terms": "off", "message": "Hi", "speed": "Express",
        ])
    }

    @Test("a restore takes the values rows can take, drops the rest, and shows what their conditions now allow")
    func restore() {
        var state = rules.initialState()
        let effects = rules.reduce(&state, .restore([
            "gift-wrap": "on", "message": "Hi", "guests": "two", "size": "7", "plan": "Gold", "speed": "Express", "gone": "x",
        ]))
        #expect(effects == [.showSections, .refill])
        var expected = FormState()
        expected.changed = ["gift-wrap": .isOn(true), "message": .text("Hi"), "speed": .option("Express")]
        #expect(state == expected)
    }

    @Test("a restore that changes no condition only refills the cells")
    func restoreWithoutConditions() {
        var state = rules.initialState()
        #expect(rules.reduce(&state, .restore(["guests": "4"])) == [.refill])
        #expect(state.changed == ["guests": .number(4)])
    }

    @Test("a value's text reads back to the same value, for every kind of value")
    func valueText() {
        let values: [FormValue] = [.text("a b"), .isOn(true), .isOn(false), .index(3), .number(2.5), .date("2026-11-28"), .option("Pro")]
        for value in values { #expect(FormValue(value.kind, text: value.text) == value) }
        #expect(FormValue(.isOn, text: "maybe") == nil)
        #expect(FormValue(.number, text: "inf") == nil)
        #expect(FormValue(.index, text: "two") == nil)
    }
}
