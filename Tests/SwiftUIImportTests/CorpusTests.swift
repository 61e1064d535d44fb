import Foundation
import Scenes
import SwiftUIImport
import TestSupport
import Testing

/// The corpus: SwiftUI files in the idioms real projects use, each with its expected
/// forms (normalized JSON, and the warnings) in `Corpus/<Name>.expected.json`, kept by
/// `Baseline`'s rule: a missing one fails (and is written, outside CI);
/// FORMSIM_RECORD_CORPUS=1 writes what the importer reads now instead of comparing, and
/// fails. A folder `Corpus/<Name>/` is a project:
/// its `.swift` files read together, its forms in `Corpus/<Name>/expected.json`.
@Suite struct CorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()
    static let projects: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { name in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
    }.sorted()

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
        return try actual([SwiftUISourceFile(name: name, text: text)])
    }

    /// The `.swift` files of a project folder, in name order.
    static func projectFiles(_ name: String) throws -> [SwiftUISourceFile] {
        let project = folder.appendingPathComponent(name)
        return try FileManager.default.contentsOfDirectory(atPath: project.path).filter { $0.hasSuffix(".swift") }.sorted().map { file in
            SwiftUISourceFile(name: file, text: try String(contentsOf: project.appendingPathComponent(file), encoding: .utf8))
        }
    }

    static func actual(_ files: [SwiftUISourceFile]) throws -> Expected {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let forms = try SwiftUIImporter.read(files: files).map { document in
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

    @Test("the corpus has at least 5 projects of several files")
    func projectCount() throws {
        #expect(try Self.projects.filter { try Self.projectFiles($0).count > 1 }.count >= 5)
    }

    @Test("each corpus file reads to its expected forms and warnings", arguments: files)
    func file(_ name: String) throws {
        try compare(try Self.actual(name), Self.folder.appendingPathComponent(name.replacingOccurrences(of: ".swift", with: ".expected.json")))
    }

    @Test("each corpus project reads, its files together, to its expected forms and warnings", arguments: projects)
    func project(_ name: String) throws {
        try compare(try Self.actual(try Self.projectFiles(name)), Self.folder.appendingPathComponent(name).appendingPathComponent("expected.json"))
    }

    private func compare(_ actual: Expected, _ expectedURL: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let baseline = Baseline(flag: "FORMSIM_RECORD_CORPUS")
        guard let data = try baseline.expected(at: expectedURL, actual: try encoder.encode(actual)) else { return }
        let expected = try JSONDecoder().decode(Expected.self, from: data)
        #expect(actual == expected)
    }

    @Test("every corpus form loads back from its normalized JSON as the same document")
    func roundTrip() throws {
        let sources = try Self.files.map { name in [SwiftUISourceFile(name: name, text: try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8))] }
        for (name, files) in zip(Self.files + Self.projects, try sources + Self.projects.map(Self.projectFiles)) {
            guard let documents = try? SwiftUIImporter.read(files: files) else { continue }
            for document in documents {
                let json = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
                var read = try FormParser.parse(json, file: "\(document.id).json")
                read.warnings = document.warnings
                #expect(read == document, "\(name): \(document.id)")
            }
        }
    }
}
