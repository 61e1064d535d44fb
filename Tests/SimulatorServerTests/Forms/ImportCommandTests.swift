import Foundation
import Scenes
import SwiftUIImport
import Testing

@testable import SimulatorServer

/// `SimulatorServer import FILE.swift`: YAML that loads back to the same forms.
@Suite struct ImportCommandTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../SwiftUIImportTests/Corpus").standardized

    @Test("every form of the SwiftUI corpus, printed as YAML, loads back to the same form")
    func corpusRoundTrip() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(names.count >= 25)
        var forms = 0
        for name in names {
            let text = try String(contentsOf: Self.corpus.appendingPathComponent(name), encoding: .utf8)
            guard let documents = try? SwiftUIImporter.read(text, file: name) else { continue }
            for document in documents {
                let yaml = try Import.yaml(document)
                var read = try FormParser.parse(yaml, file: "\(document.id).yaml")
                read.warnings = document.warnings
                #expect(read == document, "\(name): \(document.id)\n\(yaml)")
                forms += 1
            }
        }
        #expect(forms >= 25)
    }

    @Test("import's YAML of ShippingForm.swift starts with its id and title and writes numbers plainly")
    func printsYAML() throws {
        let forms = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Forms").standardized
        let documents = try SwiftUIImporter.read(Data(contentsOf: forms.appendingPathComponent("ShippingForm.swift")), file: "ShippingForm.swift")
        let yaml = try Import.yaml(documents[0])
        #expect(yaml.hasPrefix("id: shipping-form\ntitle: Shipping\n"))
        #expect(yaml.contains("  - stepper: quantity\n    label: Quantity\n    min: 1\n    max: 10\n"))
    }
}
