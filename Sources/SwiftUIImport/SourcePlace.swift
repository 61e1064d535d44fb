import SwiftSyntax

/// Where a node of the file is, as a warning says it: `File.swift:12:9: …`.
struct SourcePlace {
    let fileName: String
    let converter: SourceLocationConverter

    func location(_ node: Syntax) -> (line: Int, column: Int) {
        let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return (location.line, location.column)
    }

    func warning(_ node: Syntax, _ message: String) -> String {
        let (line, column) = location(node)
        return "\(fileName):\(line):\(column): \(message)"
    }
}
