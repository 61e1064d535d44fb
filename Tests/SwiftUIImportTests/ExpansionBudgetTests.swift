import Foundation
import Scenes
import Testing

@testable import SwiftUIImport

/// A few lines that expand to millions of rows are refused as they are read, at the place
/// the reading stopped, in Swift's terms (ExpansionBudget).
@Suite("Expansion budget")
struct ExpansionBudgetTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz/corpus/forms").standardized

    func refusal(_ source: String) -> FormError? {
        do throws(FormError) {
            _ = try SwiftUIImporter.read(source, file: "Bomb.swift")
            return nil
        } catch {
            return error
        }
    }

    @Test("a ForEach of a thousand inside a ForEach of a thousand is refused at the row past the limit, naming its line")
    func nestedForEach() throws {
        let source = try String(contentsOf: Self.corpus.appendingPathComponent("hostile-row-bomb.swift"), encoding: .utf8)
        let error = try #require(refusal(source))
        #expect(error.message.contains("more than \(FormParser.maxRows) rows"))
        #expect(error.line == 4)
    }

    @Test("views that each use the next twice, twenty deep, are refused as rows past the limit")
    func doublingViews() throws {
        let source = try String(contentsOf: Self.corpus.appendingPathComponent("hostile-doubling-views.swift"), encoding: .utf8)
        let error = try #require(refusal(source))
        #expect(error.message.contains("more than \(FormParser.maxRows) rows"))
    }

    @Test("views that expand a million times without making a row are refused by the count of views read")
    func doublingEmptyViews() throws {
        var lines = ["import SwiftUI", "struct Empty: View {", "    var body: some View { Form { Text(\"top\"); v0 } }"]
        for i in 0..<20 { lines.append("    var v\(i): some View { Group { v\(i + 1); v\(i + 1) } }") }
        lines += ["    var v20: some View { EmptyView() }", "}"]
        let error = try #require(refusal(lines.joined(separator: "\n")))
        #expect(error.message.contains("expand to more than \(ExpansionBudget.maxViews)"))
    }

    @Test("a form of exactly the row limit made by one ForEach still reads, each row with its own id")
    func atTheLimit() throws {
        let source = """
            import SwiftUI
            struct Many: View {
                var body: some View { Form { ForEach(0..<1000) { i in Text("Row") }; ForEach(0..<1000) { i in Text("Row") } } }
            }
            """
        let document = try SwiftUIImporter.read(source, file: "Many.swift")[0]
        #expect(document.rows.count == FormParser.maxRows)
        #expect(Set(document.rows.map(\.id)).count == FormParser.maxRows)
        #expect(document.rows.last?.id == "row-\(FormParser.maxRows)")
    }

    @Test("a repeated id takes the next free number after one written in the file")
    func repeatedIDs() throws {
        let document = try importForm(#"Text("A"); Text("A 2"); Text("A"); Text("A")"#)
        #expect(document.rows.map(\.id) == ["a", "a-2", "a-3", "a-4"])
    }
}
