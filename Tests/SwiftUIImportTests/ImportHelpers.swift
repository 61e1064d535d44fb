import Foundation
import Scenes
import SwiftUIImport

/// A form body wrapped in a view, read by the importer.
func importForm(_ body: String, state: String = "", extra: String = "", file: String = "Test.swift") throws -> FormDocument {
    let source = """
        import SwiftUI
        \(extra)
        struct TestForm: View {
            \(state)
            var body: some View {
                Form {
                    \(body)
                }
            }
        }
        """
    return try SwiftUIImporter.read(source, file: file)[0]
}

/// The only row of a form read from `body`.
func importRow(_ body: String, state: String = "", extra: String = "") throws -> FormRow {
    let document = try importForm(body, state: state, extra: extra)
    guard document.rows.count == 1, let row = document.rows.first else { throw ImportTestError.rows(document.rows.map(\.id)) }
    return row
}

enum ImportTestError: Error { case rows([String]) }
