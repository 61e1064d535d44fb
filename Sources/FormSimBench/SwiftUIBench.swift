import ArgumentParser
import Foundation
import Scenes
import SwiftUIImport

/// How long a SwiftUI file of 1,000 lines takes to open as forms (parse, read, check), as
/// an upload or a hot reload does it, and what the importer makes of its corpus
/// (docs/PERFORMANCE.md).
struct SwiftUIBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swiftui", abstract: "Times the SwiftUI importer on a 1,000-line file and measures it over its corpus.")

    @Option(help: "Lines of the generated file.") var lines = 1_000
    @Option(help: "Times to read it, and the corpus.") var runs = 30
    @Option(help: "The corpus folder: .swift files and project folders (default: the package's Tests/SwiftUIImportTests/Corpus).")
    var corpus: String?

    /// A form in SwiftUI of about `lines` lines: sections of text fields, toggles,
    /// pickers over an enum, steppers and an `if`, as an app writes them.
    static func source(lines: Int) -> String {
        var text = """
            import SwiftUI

            enum Speed: String, CaseIterable { case standard = "Standard", express = "Express", overnight = "Overnight" }

            struct BigForm: View {
                @State private var enabled = true

            """
        var body = ""
        var section = 0
        while (text + body).split(separator: "\n", omittingEmptySubsequences: false).count < lines - 12 {
            let n = section
            text += "    @State private var name\(n) = \"\"\n    @State private var on\(n) = false\n    @State private var speed\(n): Speed = .standard\n    @State private var count\(n) = 1\n"
            body += """
                            Section("Part \(n)") {
                                TextField("Name \(n)", text: $name\(n))
                                    .textInputAutocapitalization(.words)
                                Toggle("Option \(n)", isOn: $on\(n))
                                if on\(n) {
                                    Picker("Speed \(n)", selection: $speed\(n)) {
                                        ForEach(Speed.allCases, id: \\.self) { Text($0.rawValue) }
                                    }
                                    .pickerStyle(.segmented)
                                }
                                Stepper("Count: \\(count\(n))", value: $count\(n), in: 1...10)
                            }

                """
            section += 1
        }
        return text + "\n    var body: some View {\n        NavigationStack {\n            Form {\n" + body
            + "            }\n            .navigationTitle(\"Big\")\n        }\n    }\n}\n"
    }

    func run() throws {
        let folder = corpus.map { URL(fileURLWithPath: $0) } ?? SwiftUICorpus.packageFolder
        try SwiftUICorpus(folder: folder).report(runs: runs)
        print("")
        let text = Self.source(lines: lines)
        let count = text.split(separator: "\n", omittingEmptySubsequences: false).count
        var read = Stopwatch()
        var rows = 0
        for _ in 0..<runs {
            rows = read.time { (try? SwiftUIImporter.read(text, file: "BigForm.swift"))?.first?.rows.count ?? -1 }
        }
        print("## SwiftUI import (\(count) lines, \(text.utf8.count / 1024) KiB, \(rows) rows)")
        print("- read as forms: \(read.summary(unit: .milliseconds))")
        // Of which the form reader's check of the result (its normalized JSON read back).
        guard let document = (try? SwiftUIImporter.read(text, file: "BigForm.swift"))?.first,
            let json = try? JSONEncoder().encode(document)
        else { return }
        var check = Stopwatch()
        for _ in 0..<runs { _ = check.time { (try? FormParser.parse(json, file: "big.json"))?.rows.count ?? -1 } }
        print("- of which the form reader's check: \(check.summary(unit: .milliseconds))")
    }
}
