import Foundation
import Scenes
import SwiftUIImport

/// The SwiftUI importer over its corpus (Tests/SwiftUIImportTests/Corpus): how much of
/// it loads, how many of its rows are real controls rather than placeholders, how many
/// warnings a file gives, and how long reading it takes per 1,000 lines.
struct SwiftUICorpus {
    /// A file of the corpus, or a project folder's files read together.
    struct Entry {
        var name: String
        var files: [SwiftUISourceFile]
        var lines: Int
    }

    let entries: [Entry]

    /// The corpus of this package, found from this source file's place in it.
    static var packageFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/SwiftUIImportTests/Corpus")
    }

    init(folder: URL) throws {
        let manager = FileManager.default
        var entries: [Entry] = []
        for name in try manager.contentsOfDirectory(atPath: folder.path).sorted() {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                let files = try manager.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted().map {
                    SwiftUISourceFile(name: $0, text: try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8))
                }
                if !files.isEmpty { entries.append(Entry(name: name + "/", files: files, lines: files.reduce(0) { $0 + Self.lines($1.text) })) }
            } else if name.hasSuffix(".swift") {
                let text = try String(contentsOf: url, encoding: .utf8)
                entries.append(Entry(name: name, files: [SwiftUISourceFile(name: name, text: text)], lines: Self.lines(text)))
            }
        }
        self.entries = entries
    }

    static func lines(_ text: String) -> Int { text.split(separator: "\n", omittingEmptySubsequences: false).count }

    /// A row the importer could not map to a control: a `placeholder` row, or a value
    /// row naming the type it stands for in `customClass`.
    static func isPlaceholder(_ row: FormRow) -> Bool {
        row.kind.rawValue == "placeholder" || (row.kind == .value && row.customClass != nil)
    }

    func report(runs: Int) {
        var loaded = 0, rows = 0, placeholders = 0
        var warnings: [(name: String, count: Int)] = []
        var standIns: [String: Int] = [:]
        for entry in entries {
            guard let documents = try? SwiftUIImporter.read(files: entry.files) else { continue }
            loaded += 1
            for row in documents.flatMap(\.rows) {
                rows += 1
                if Self.isPlaceholder(row) {
                    placeholders += 1
                    standIns[row.customClass ?? "placeholder", default: 0] += 1
                }
            }
            warnings.append((entry.name, documents.reduce(0) { $0 + $1.warnings.count }))
        }
        let files = entries.reduce(0) { $0 + $1.files.count }
        let projects = entries.filter { $0.name.hasSuffix("/") }
        let lines = entries.reduce(0) { $0 + $1.lines }
        print("## SwiftUI corpus (\(entries.count - projects.count) files and \(projects.count) projects: \(files) .swift files, \(lines) lines)")
        print("- loaded: \(loaded) of \(entries.count) (a file or project that loads no form counts as not loaded)")
        let share = rows == 0 ? 0 : Double(rows - placeholders) / Double(rows) * 100
        print("- real controls: \(rows - placeholders) of \(rows) rows (\(String(format2: share)) %); placeholders: \(placeholders)")
        if !standIns.isEmpty {
            print("  - placeholders stand for: " + standIns.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
        let counts = warnings.map(\.count)
        let mean = counts.isEmpty ? 0 : Double(counts.reduce(0, +)) / Double(counts.count)
        let most = warnings.sorted { ($1.count, $0.name) < ($0.count, $1.name) }.prefix(3).filter { $0.count > 0 }
        print("- warnings per file or project that loads: mean \(String(format2: mean)), max \(counts.max() ?? 0); most: "
            + most.map { "\($0.name) \($0.count)" }.joined(separator: ", "))
        // Each run reads the whole corpus; its time over its lines is one sample.
        var perThousand: [Double] = []
        for _ in 0..<runs {
            let clock = ContinuousClock(), start = clock.now
            for entry in entries { _ = try? SwiftUIImporter.read(files: entry.files) }
            let elapsed = clock.now - start
            let (seconds, attoseconds) = elapsed.components
            let milliseconds = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
            perThousand.append(milliseconds / Double(max(lines, 1)) * 1_000)
        }
        perThousand.sort()
        let at = { (p: Double) in perThousand.isEmpty ? 0 : perThousand[min(perThousand.count - 1, Int((p / 100 * Double(perThousand.count)).rounded(.up)) - 1)] }
        print("- parse and build per 1,000 lines: p50 \(String(format2: at(50))) ms  p90 \(String(format2: at(90))) ms  (\(runs) runs over the corpus)")
    }
}
