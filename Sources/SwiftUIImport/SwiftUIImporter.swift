import Foundation
import Scenes
import SwiftParser
import SwiftSyntax

/// Opens a SwiftUI source file as forms (docs/FORMS.md, SwiftUI): parsed with
/// swift-syntax and read as a declaration — nothing is compiled or run. Each view whose
/// body holds a `Form` (or a `List` of `Section`s) becomes a form document, the same as
/// a form file gives, checked by the same reader; what is not understood becomes a
/// placeholder row or is ignored, with a warning `File.swift:line:column: …`.
public enum SwiftUIImporter {
    /// A form's id from its type's name: `ShippingForm` → `shipping-form`.
    public static func formID(_ typeName: String) -> String { Kebab.id(typeName) }

    /// Whether a file name is one this importer reads.
    public static func reads(_ path: String) -> Bool { (path as NSString).pathExtension.lowercased() == "swift" }

    public static func read(_ data: Data, file: String) throws(FormError) -> [FormDocument] {
        guard data.count <= SourceLimits.maxBytes else {
            throw FormError(file: file, message: "the file is \(data.count) bytes; a form file may have at most \(SourceLimits.maxBytes)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw FormError(file: file, message: "the file is not UTF-8 text") }
        return try read(text, file: file)
    }

    /// The forms of a file, the one to open first first: a form no other form of the
    /// file opens, else the first.
    public static func read(_ text: String, file: String) throws(FormError) -> [FormDocument] {
        guard text.utf8.count <= SourceLimits.maxBytes else {
            throw FormError(file: file, message: "the file is \(text.utf8.count) bytes; a form file may have at most \(SourceLimits.maxBytes)")
        }
        if let (line, column, message) = SourceLimits.tooDeep(text) {
            throw FormError(file: file, line: line, column: column, message: message)
        }
        var parser = Parser(text, maximumNestingLevel: SourceLimits.maxNesting * 2)
        let tree = SourceFileSyntax.parse(from: &parser)
        // Before anything that walks the tree, the location converter among them.
        if let deep = SourceLimits.isTooDeep(tree) {
            let (line, column) = SourceLimits.lineAndColumn(text, utf8Offset: deep.position.utf8Offset)
            throw FormError(file: file, line: line, column: column, message: "the code nests more than \(SourceLimits.maxTreeDepth) levels deep here")
        }
        let fileName = (file as NSString).lastPathComponent
        let place = SourcePlace(fileName: fileName, converter: SourceLocationConverter(fileName: fileName, tree: tree))
        let diagnostics = SyntaxErrors.of(tree, limit: 20).map { error in
            let location = place.converter.location(for: error.position)
            return (line: location.line, column: location.column, message: "\(fileName):\(location.line):\(location.column): error: \(error.message)")
        }
        let index = SourceIndex(tree)
        var forms = FormAssembly(index: index, place: place, file: file)
        try forms.readAll()
        guard !forms.documents.isEmpty else {
            let first = diagnostics.first
            let why = first.map { " (the file has syntax errors; the first: \($0.message))" } ?? ""
            throw FormError(file: file, line: first?.line, column: first?.column, message: "no Form or List found" + why)
        }
        var documents = forms.documents
        documents[0].warnings = diagnostics.map(\.message) + documents[0].warnings
        return documents
    }
}

/// Ids in kebab case: `firstName` → `first-name`, `URLField` → `url-field`,
/// "Delete account" → `delete-account`.
enum Kebab {
    static func id(_ text: String) -> String {
        var out = ""
        let chars = Array(text)
        for (i, ch) in chars.enumerated() {
            if ch.isASCII, ch.isLetter || ch.isNumber {
                if ch.isUppercase, i > 0 {
                    let prev = chars[i - 1], next = i + 1 < chars.count ? chars[i + 1] : " "
                    if prev.isLowercase || prev.isNumber || (prev.isUppercase && next.isLowercase) { out += "-" }
                }
                out += ch.lowercased()
            } else if !out.hasSuffix("-") {
                out += "-"
            }
        }
        var id = out.split(separator: "-").joined(separator: "-")
        if id.count > 60 { id = String(id.prefix(60)).trimmingSuffix("-") }
        return id
    }
}
