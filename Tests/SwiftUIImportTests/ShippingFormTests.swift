import Foundation
import Scenes
import SwiftUIImport
import Testing

/// Forms/ShippingForm.swift is shipping.yaml written in SwiftUI.
@Suite struct ShippingFormTests {
    static let forms = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Forms").standardized

    /// A row without what SwiftUI has no words for: `required`, `maxLength`, a date's
    /// label with the wheels as its input view (SwiftUI's default is the compact style),
    /// and the id of the form a child row opens (the SwiftUI file's own card form); and
    /// without a date's value, which the YAML leaves out and `Date()` gives as the
    /// device's today; and without the Return key, which SwiftUI leaves as return where
    /// the YAML chains Next and Go.
    static func comparable(_ row: FormRow) -> FormRow {
        var row = row
        row.required = false
        // The YAML has no program: what a SwiftUI row binds and runs is the code's own.
        row.program = RowProgram()
        if case .text(var entry) = row.control {
            entry.maxLength = nil
            // SwiftUI's Return reads "return" and ends editing; the YAML chains Next and Go (F2).
            entry.returnKey = nil
            row.control = .text(entry)
        }
        if case .child = row.control { row.control = .child(form: "") }
        if case .date(var entry) = row.control {
            entry.style = .inputView
            entry.value = nil
            row.control = .date(entry)
        }
        return row
    }

    @Test("ShippingForm.swift has the rows of shipping.yaml, section by section")
    func sameRows() throws {
        let swift = try SwiftUIImporter.read(Data(contentsOf: Self.forms.appendingPathComponent("ShippingForm.swift")), file: "ShippingForm.swift")
        let yaml = try FormParser.parse(Data(contentsOf: Self.forms.appendingPathComponent("shipping.yaml")), file: "shipping.yaml")
        let form = try #require(swift.first)
        #expect(form.id == "shipping-form")
        #expect(form.title == yaml.title)
        #expect(form.cancel == yaml.cancel)
        #expect(form.done == yaml.done)
        #expect(form.sections.map(\.header) == yaml.sections.map(\.header))
        #expect(form.sections.map(\.footer) == yaml.sections.map(\.footer))
        #expect(form.sections.map { $0.rows.map(Self.comparable) } == yaml.sections.map { $0.rows.map(Self.comparable) })
    }

    @Test("the card ShippingForm.swift links to has the rows of gift-message.yaml")
    func sameCard() throws {
        let swift = try SwiftUIImporter.read(Data(contentsOf: Self.forms.appendingPathComponent("ShippingForm.swift")), file: "ShippingForm.swift")
        let yaml = try FormParser.parse(Data(contentsOf: Self.forms.appendingPathComponent("gift-message.yaml")), file: "gift-message.yaml")
        let card = try #require(swift.first { $0.id == "gift-card" })
        #expect(card.sections.map { $0.rows.map(Self.comparable) } == yaml.sections.map { $0.rows.map(Self.comparable) })
    }

    @Test("the Shipping form kept in the fuzz corpus (SimCore's tests of a text size change under its card read it) is ShippingForm.swift as FormSim reads it")
    func corpusForm() throws {
        let swift = try SwiftUIImporter.read(Data(contentsOf: Self.forms.appendingPathComponent("ShippingForm.swift")), file: "ShippingForm.swift")
        let corpus = Self.forms.appendingPathComponent("../Fuzz/corpus/events/stale-card-after-text-size.json").standardized
        let body = try JSONSerialization.jsonObject(with: Data(contentsOf: corpus)) as? [String: Any]
        let kept = try FormParser.parse(try #require(body?["form"] as? String), file: "shipping-form.yaml")
        // The kept form is the rows SimCore's tests drive, from before forms carried a
        // program: the program the import adds (state, bindings, the button's dismiss) is
        // compared without.
        var read = try #require(swift.first)
        read.program = FormProgram()
        for s in read.sections.indices {
            for r in read.sections[s].rows.indices { read.sections[s].rows[r].program = RowProgram() }
        }
        #expect(kept == read)
    }
}
