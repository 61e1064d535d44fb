import SwiftSyntax

/// Where a node of the project is, as a warning says it: `File.swift:12:9: …`. A project
/// is read as one, so a node may come from any of its files: each is known by the root
/// of its tree.
struct SourcePlace {
    struct File {
        /// The name the caller gave the file (a path, for errors), and its last component
        /// (for warnings).
        let path: String
        let fileName: String
        let converter: SourceLocationConverter
    }

    /// The first file's name: what a message about the project as a whole names.
    let fileName: String
    let converter: SourceLocationConverter
    private var files: [SyntaxIdentifier: File] = [:]

    init(fileName: String, converter: SourceLocationConverter) {
        self.fileName = fileName
        self.converter = converter
    }

    /// A place over several files, the first named in messages about them all.
    init?(_ files: [(tree: SourceFileSyntax, file: File)]) {
        guard let first = files.first else { return nil }
        self.init(fileName: first.file.fileName, converter: first.file.converter)
        for (tree, file) in files { self.files[Syntax(tree).id] = file }
    }

    /// The file a node belongs to; nil for a place of one file.
    func file(of node: Syntax) -> File? { files[node.root.id] }

    func location(_ node: Syntax) -> (line: Int, column: Int) {
        let location = node.startLocation(converter: file(of: node)?.converter ?? converter, afterLeadingTrivia: true)
        return (location.line, location.column)
    }

    func warning(_ node: Syntax, _ message: String) -> String {
        let (line, column) = location(node)
        return "\(file(of: node)?.fileName ?? fileName):\(line):\(column): \(message)"
    }
}
