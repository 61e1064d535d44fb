/// Why a form file could not load (docs/FORMS.md, F10): the file, where in it (line and
/// column, both from 1, when the problem has a place) and the key path of the value at
/// fault (`sections[1].rows[0].options`), with what was expected.
public struct FormError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?
    /// Empty for a syntax error or a problem with the file as a whole.
    public var path: String
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, path: String = "", message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// `shipping.yaml:12:9: sections[1].rows[0].options: expected 1 to 1000 strings`.
    public var description: String {
        var place = file
        if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return path.isEmpty ? "\(place): \(message)" : "\(place): \(path): \(message)"
    }
}
