import Foundation
import Scenes
import SwiftParser
import SwiftSyntax

/// A project — several `.swift` files — read as one: the declarations of all its files
/// are looked up together, so a view one file uses and another declares is expanded
/// where it is used, and each warning names the file it is about.
extension SwiftUIImporter {
    /// The forms of the project's files, the one to open first first: a form no other
    /// form opens, else the first. A file that is too large, too deep or not a file of a
    /// project refuses the whole project, naming it.
    public static func read(files: [SwiftUISourceFile]) throws(FormError) -> [FormDocument] {
        try forms(of: files).map(\.document)
    }

    /// The forms of the project's files as `read(files:)` gives them, each with the name
    /// of the file that declares it (a link's placeholder screen: the first form's file).
    public static func forms(of files: [SwiftUISourceFile]) throws(FormError) -> [(document: FormDocument, file: String)] {
        guard let first = files.first else { throw FormError(file: "project", message: "the project has no .swift files") }
        guard files.count <= SwiftUISourceFile.maxFiles else {
            throw FormError(file: first.name, message: "the project has \(files.count) files; a project may have at most \(SwiftUISourceFile.maxFiles)")
        }
        let total = files.reduce(0) { $0 + $1.text.utf8.count }
        guard total <= SwiftUISourceFile.maxProjectBytes else {
            throw FormError(file: first.name, message: "the project's files are \(total) bytes together; a project may have at most \(SwiftUISourceFile.maxProjectBytes)")
        }
        var parsed: [(tree: SourceFileSyntax, file: SourcePlace.File)] = []
        var names: Set<String> = []
        for file in files {
            let tree = try parse(file)
            let fileName = (file.name as NSString).lastPathComponent
            guard names.insert(fileName).inserted else {
                throw FormError(file: file.name, message: "the project has two files named \(fileName); each file's name must be its own")
            }
            let converter = SourceLocationConverter(fileName: fileName, tree: tree)
            parsed.append((tree, SourcePlace.File(path: file.name, fileName: fileName, converter: converter)))
        }
        guard let place = SourcePlace(parsed) else { throw FormError(file: first.name, message: "the project has no .swift files") }
        var diagnostics: [(file: String, line: Int, column: Int, message: String)] = []
        for (tree, file) in parsed {
            for error in SyntaxErrors.of(tree, limit: 20) where diagnostics.count < 20 {
                let location = file.converter.location(for: error.position)
                diagnostics.append((file.path, location.line, location.column, "\(file.fileName):\(location.line):\(location.column): error: \(error.message)"))
            }
        }
        let index = SourceIndex(parsed.map(\.tree))
        var forms = FormAssembly(index: index, place: place, file: first.name)
        try forms.readAll()
        guard !forms.documents.isEmpty else {
            let diagnostic = diagnostics.first
            let why = diagnostic.map { " (the \(files.count == 1 ? "file" : "project") has syntax errors; the first: \($0.message))" } ?? ""
            throw FormError(
                file: diagnostic?.file ?? first.name, line: diagnostic?.line, column: diagnostic?.column,
                message: "no Form or List found" + (files.count == 1 ? "" : " in the project's \(files.count) files") + why)
        }
        var documents = forms.documents
        documents[0].warnings = diagnostics.map(\.message) + documents[0].warnings
        var declared: [String: String] = [:]
        for name in index.typeOrder {
            guard let type = index.types[name], let file = place.file(of: type.node) else { continue }
            declared[Kebab.id(name)] = declared[Kebab.id(name)] ?? file.path
        }
        let firstFile = declared[documents[0].id] ?? first.name
        return documents.map { ($0, declared[$0.id] ?? firstFile) }
    }

    /// A file's syntax tree, once its size and depth are known to be within the limits.
    private static func parse(_ file: SwiftUISourceFile) throws(FormError) -> SourceFileSyntax {
        let text = file.text
        guard text.utf8.count <= SourceLimits.maxBytes else {
            throw FormError(file: file.name, message: "the file is \(text.utf8.count) bytes; a form file may have at most \(SourceLimits.maxBytes)")
        }
        if let (line, column, message) = SourceLimits.tooDeep(text) {
            throw FormError(file: file.name, line: line, column: column, message: message)
        }
        var parser = Parser(text, maximumNestingLevel: SourceLimits.maxNesting * 2)
        let tree = SourceFileSyntax.parse(from: &parser)
        // Before anything that walks the tree, the location converter among them.
        if let deep = SourceLimits.isTooDeep(tree) {
            let (line, column) = SourceLimits.lineAndColumn(text, utf8Offset: deep.position.utf8Offset)
            throw FormError(file: file.name, line: line, column: column, message: "the code nests more than \(SourceLimits.maxTreeDepth) levels deep here")
        }
        return tree
    }
}
