import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// `visibleWhen`: rows that show while other rows have some value.
@Suite struct FormVisibleWhenTests {
    static let form = """
        id: gift
        title: Gift
        sections:
          - rows:
              - switch: wrap
                label: Gift wrap
              - text: message
                label: Message
                visibleWhen: {row: wrap}
              - segmented: plan
                label: Plan
                options: [Free, Pro]
                value: Free
          - header: Pro
            rows:
              - value: thanks
                label: Thanks
                visibleWhen: {all: [{row: plan, equals: Pro}, {not: {row: wrap}}]}
        """

    func harness() throws -> SimHarness { try SimHarness(form: Self.form, file: "gift.yaml", device: "iphone-15") }

    @Test("a row whose switch is off is not shown, and shows once the switch turns on")
    func switchShows() throws {
        let sim = try harness()
        #expect(sim.node("message") == nil)
        try sim.send([.tapTarget("wrap-switch"), .advance(milliseconds: 500)])
        #expect(sim.node("message") != nil)
        #expect(sim.value(of: "wrap-switch") == "on")
    }

    @Test("a section whose rows are all hidden is not shown, header included, until a segment shows them")
    func sectionGoes() throws {
        let sim = try harness()
        #expect(sim.node("thanks") == nil)
        #expect(sim.node("section-1-header") == nil)
        try sim.send([.tapTarget("plan-segment-1"), .advance(milliseconds: 500)])
        #expect(sim.node("thanks") != nil)
        #expect(sim.node("section-1-header") != nil)
    }

    @Test("text typed in a row survives the row being hidden and shown again")
    func valueKept() throws {
        let sim = try harness()
        try sim.send([.tapTarget("wrap-switch"), .advance(milliseconds: 500), .tapTarget("message-field"), .text("Hi")])
        try sim.send([.tapTarget("wrap-switch"), .advance(milliseconds: 500), .tapTarget("wrap-switch"), .advance(milliseconds: 500)])
        #expect(sim.value(of: "message-field") == "Hi")
    }

    @Test("a row that appears while a field is focused leaves that field first responder")
    func keepsFirstResponder() throws {
        let form = """
            id: more
            sections:
              - rows:
                  - text: name
                    label: Name
                  - switch: more
                    label: More
                  - text: extra
                    label: Extra
                    visibleWhen: {row: more}
            """
        let sim = try SimHarness(form: form, file: "more.yaml", device: "iphone-15")
        try sim.send([.tapTarget("name-field"), .advance(milliseconds: 500)])
        #expect(sim.firstResponderID == "name-field")
        try sim.send([.tapTarget("more-switch"), .advance(milliseconds: 500)])
        #expect(sim.node("extra-field") != nil)
        #expect(sim.firstResponderID == "name-field")
    }

    @Test("visibleWhen naming a row that is no switch or option row is refused with its place")
    func unknownRow() {
        let bad = Self.form.replacingOccurrences(of: "visibleWhen: {row: wrap}", with: "visibleWhen: {row: nothing}")
        #expect(throws: FormError.self) { try FormParser.parse(bad, file: "gift.yaml") }
    }

    @Test("visibleWhen equals a value the row never has is refused")
    func unknownValue() {
        let bad = Self.form.replacingOccurrences(of: "equals: Pro", with: "equals: Gold")
        #expect(throws: FormError.self) { try FormParser.parse(bad, file: "gift.yaml") }
    }

    @Test("the normalized form writes visibleWhen as read")
    func encoded() throws {
        let document = try FormParser.parse(Self.form, file: "gift.yaml")
        let json = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
        #expect(try FormParser.parse(json, file: "gift.json") == document)
    }
}
