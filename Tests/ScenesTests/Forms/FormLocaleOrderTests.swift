import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// A section's `order`: some locales show its rows in another order (as iOS's
/// Japanese Contacts puts 姓, the family name, before 名).
@Suite struct FormLocaleOrderTests {
    let form = """
        id: names
        sections:
          - order:
              ja: [family, given]
            rows:
              - text: given
                label: Given name
              - text: family
                label: Family name
              - text: company
                label: Company
        """

    func cellIDs(_ sim: Simulator) -> [String] {
        sim.semanticTree().root.find("section-0")?.children.map(\.id) ?? []
    }

    func simulator(locale: String) throws -> Simulator {
        try SimHarness(form: form, file: "names.yaml", device: "iphone-15", locale: locale).sim
    }

    @Test("a locale whose language has an order shows the listed rows in it; the rest keep their slots")
    func japaneseOrder() throws {
        #expect(cellIDs(try simulator(locale: "ja_JP")) == ["family", "given", "company"])
        #expect(cellIDs(try simulator(locale: "en_US")) == ["given", "family", "company"])
    }

    @Test("Return follows the order the locale shows")
    func returnFollowsTheShownOrder() throws {
        let sim = try simulator(locale: "ja_JP")
        _ = try sim.send([.tapTarget("family")])
        #expect(sim.firstResponderID == "family-field")
        _ = try sim.send([.key("Enter")])
        #expect(sim.firstResponderID == "given-field")
        _ = try sim.send([.key("Enter")])
        #expect(sim.firstResponderID == "company-field")
    }

    @Test("Contacts in Japanese asks for 姓 before 名, in English for First before Last")
    func contacts() throws {
        let ja = makeSimulator("iphone-15", locale: "ja_JP").semanticTree().root.find("section-name")
        #expect(ja?.children.map(\.label) == ["姓", "名", "会社"])
        let en = makeSimulator("iphone-15").semanticTree().root.find("section-name")
        #expect(en?.children.map(\.label) == ["First name", "Last name", "Company"])
    }

    @Test("an order naming a row the section lacks, or one row twice, is refused with its place")
    func badOrders() {
        let unknown = form.replacingOccurrences(of: "ja: [family, given]", with: "ja: [family, nobody]")
        #expect(throws: FormError.self) { try FormParser.parse(unknown, file: "names.yaml") }
        let twice = form.replacingOccurrences(of: "ja: [family, given]", with: "ja: [family, family]")
        do {
            _ = try FormParser.parse(twice, file: "names.yaml")
            Issue.record("a row listed twice was accepted")
        } catch {
            #expect(error.line == 4)
            #expect(error.message.contains("twice"))
        }
    }

    @Test("the order survives encoding the form back to JSON")
    func encodes() throws {
        let document = try FormParser.parse(form, file: "names.yaml")
        let data = try JSONEncoder().encode(document)
        let again = try FormParser.parse(data, file: "names.json")
        #expect(again.sections[0].localeOrder == ["ja": ["family", "given"]])
    }
}
