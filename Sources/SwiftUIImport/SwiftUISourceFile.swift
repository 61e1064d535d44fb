import Foundation
import Scenes

/// One file of a SwiftUI project: its name (a path, or the name the person chose) and
/// its text. A project's files are read together, so a view declared in one is expanded
/// where another uses it.
public struct SwiftUISourceFile: Codable, Sendable, Equatable {
    public var name: String
    public var text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// A project may have this many files...
    public static let maxFiles = 100
    /// ...of this many bytes together: four of the largest files one may have, which the
    /// reader's child process parses well within its memory.
    public static let maxProjectBytes = SourceLimits.maxBytes * 4

    /// A file from bytes that must be UTF-8 text of at most `SourceLimits.maxBytes`.
    public init(name: String, data: Data) throws(FormError) {
        guard data.count <= SourceLimits.maxBytes else {
            throw FormError(file: name, message: "the file is \(data.count) bytes; a form file may have at most \(SourceLimits.maxBytes)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw FormError(file: name, message: "the file is not UTF-8 text") }
        self.init(name: name, text: text)
    }
}
