import Foundation
import Scenes
import SwiftUIImport
import Testing

/// The corpus: SwiftUI files in the idioms real projects use, each with its expected
/// forms (normalized JSON, and the warnings) in `Corpus/<Name>.expected.json`. Set
/// FORMSIM_RECORD_CORPUS=1 to write what the importer reads now instead of comparing (the
/// run fails, as a recording snapshot run does).
@Suite struct CorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()

    struct Expected: Codable, Equatable {
        var forms: [JSONForm]?
        var error: String?
    }

    /// A form as its normalized JSON and the warnings it loaded with.
    struct JSONForm: Codable, Equatable {
        var form: String
        var warnings: [String]
    }

    static func actual(_ name: String) throws -> Expected {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let forms = try SwiftUIImporter.read(text, file: name).map { document in
                JSONForm(form: String(decoding: try encoder.encode(document), as: UTF8.self), warnings: document.warnings)
            }
            return Expected(forms: forms)
        } catch let error as FormError {
            return Expected(error: error.description)
        }
    }

    @Test("the corpus has at least 25 SwiftUI files")
    func size() {
        #expect(Self.files.count >= 25)
    }

    @Test("each corpus file reads to its expected forms and warnings", arguments: files)
    func file(_ name: String) throws {
        let actual = try Self.actual(name)
        let expectedURL = Self.folder.appendingPathComponent(name.replacingOccurrences(of: ".swift", with: ".expected.json"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Recording compares nothing, so it fails, as a missing expected file does.
        if ProcessInfo.processInfo.environment["FORMSIM_RECORD_CORPUS"] == "1" {
            try encoder.encode(actual).write(to: expectedURL)
            Issue.record("recorded \(expectedURL.lastPathComponent); unset FORMSIM_RECORD_CORPUS and run again to compare")
            return
        }
        guard let data = try? Data(contentsOf: expectedURL) else {
            Issue.record("\(expectedURL.lastPathComponent) is missing; record it with FORMSIM_RECORD_CORPUS=1 and review it")
            return
        }
        let expected = try JSONDecoder().decode(Expected.self, from: data)
        #expect(actual == expected)
    }

    @Test("every corpus form loads back from its normalized JSON as the same document")
    func roundTrip() throws {
        for name in Self.files {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            guard let documents = try? SwiftUIImporter.read(text, file: name) else { continue }
            for document in documents {
                let json = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
                var read = try FormParser.parse(json, file: "\(document.id).json")
                read.warnings = document.warnings
                #expect(read == document, "\(name): \(document.id)")
            }
        }
    }
}
