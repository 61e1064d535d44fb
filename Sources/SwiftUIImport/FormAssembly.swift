import Foundation
import Scenes
import SwiftSyntax

/// The forms of a file made whole: ids given, bindings matched to the rows that own
/// them, conditions and presentations resolved, then each form checked by the form
/// file reader itself (as its normalized JSON), so a SwiftUI form is exactly what the
/// same form written as YAML gives.
struct FormAssembly {
    let index: SourceIndex
    let place: SourcePlace
    let file: String
    var documents: [FormDocument] = []
    /// Forms some row of the file opens.
    var opened: Set<String> = []
    /// The names the form being finished declares: its state and computed properties.
    var known: Set<String> = []

    init(index: SourceIndex, place: SourcePlace, file: String) {
        self.index = index
        self.place = place
        self.file = file
    }

    /// Reads every form of the file; throws where one expands past what a form may have
    /// (ExpansionBudget), naming the place it stopped.
    mutating func readAll() throws(FormError) {
        var found: [(id: String, draft: FormDraft)] = []
        for name in index.typeOrder {
            guard let body = index.types[name]?.views["body"] else { continue }
            var reader = SwiftUIFormReader(index: index, typeName: name, place: place)
            guard let form = reader.findForm(body) else { continue }
            try refuseSelfMadeModel(of: name)
            reader.read(form: form.form, outer: form.outer, navigation: form.navigation)
            try refuseOverflow(reader.draft)
            if reader.draft.title == nil { reader.draft.title = SwiftUIFormReader.words(name) }
            found.append((Kebab.id(name), reader.draft))
        }
        for (n, preview) in index.previews.enumerated() {
            var reader = SwiftUIFormReader(index: index, typeName: nil, place: place)
            guard let form = reader.findForm(preview.body) else { continue }
            reader.read(form: form.form, outer: form.outer, navigation: form.navigation)
            try refuseOverflow(reader.draft)
            let id = Kebab.id(preview.name ?? "preview\(n == 0 ? "" : "-\(n + 1)")")
            if reader.draft.title == nil { reader.draft.title = preview.name ?? "Preview" }
            found.append((id.isEmpty ? "preview" : id, reader.draft))
        }
        let formIDs = Set(found.map(\.id))
        var extra: [FormDocument] = []
        for (id, draft) in found {
            guard var document = finish(id: id, draft, forms: formIDs, extra: &extra) else { continue }
            document = checked(document)
            documents.append(document)
        }
        documents += extra.map(checked)
        // The form to open first: one no other form opens.
        if let first = documents.firstIndex(where: { !opened.contains($0.id) }), first > 0 {
            documents.insert(documents.remove(at: first), at: 0)
        }
    }

    /// A form whose view holds a model that makes itself (SourceIndex+selfMade.swift).
    private func refuseSelfMadeModel(of view: String) throws(FormError) {
        guard let (types, property, node) = index.selfMadeChain(from: view) else { return }
        let (line, column) = place.location(node)
        throw FormError(
            file: place.file(of: node)?.path ?? file, line: line, column: column,
            message: "\(property) makes a new \(types.last ?? view) as it is made (\(types.joined(separator: " → "))): "
                + "the model never finishes being made, so the app would stop here")
    }

    private func refuseOverflow(_ draft: FormDraft) throws(FormError) {
        guard let (node, message) = draft.budget.exceeded else { return }
        let (line, column) = place.location(node)
        throw FormError(file: place.file(of: node)?.path ?? file, line: line, column: column, message: message)
    }

    /// The document as the form reader reads its normalized JSON: any key this importer
    /// got wrong is said as a warning and the row left as the reader would refuse it.
    private func checked(_ document: FormDocument) -> FormDocument {
        let encoder = JSONEncoder()
        guard let data = try? encoder.encode(document), let text = String(data: data, encoding: .utf8) else { return document }
        do throws(FormError) {
            var read = try FormParser.parse(text, file: file)
            read.warnings = document.warnings
            return read
        } catch {
            var kept = document
            kept.warnings.append("\(place.fileName): the form \(document.id) does not check as a form file: \(error.message) (\(error.path))")
            return kept
        }
    }
}
