import Foundation
import Scenes
import SwiftUIImport

/// The form sources beside form files: SwiftUI `.swift` files, read by the importer in a
/// child process (SwiftSourceReader).
enum FormSources {
    static var readers: [String: FormLibrary.SourceReader] {
        let swift = SwiftSourceReader()
        return ["swift": { data, file throws(FormError) in try swift.read(data, file: file) }]
    }

    /// A folder's `.swift` files are one project: read together, so a view declared in
    /// one file is expanded in the form of another.
    static var projects: [String: FormLibrary.ProjectReader] {
        let swift = SwiftSourceReader()
        return ["swift": { urls throws(FormError) in try swift.read(files: try sourceFiles(urls)) }]
    }

    /// The files of a project from disk, each named by its path.
    static func sourceFiles(_ urls: [URL]) throws(FormError) -> [SwiftUISourceFile] {
        var files: [SwiftUISourceFile] = []
        for url in urls {
            guard let data = FileManager.default.contents(atPath: url.path) else { throw FormError(file: url.path, message: "cannot be read") }
            files.append(try SwiftUISourceFile(name: url.path, data: data))
        }
        return files
    }

    /// Whether a path names a file its folder's project reads.
    static func isProjectFile(_ path: String) -> Bool {
        projects[(path as NSString).pathExtension.lowercased()] != nil
    }

    /// Whether a path names a form file or a form source, by its extension.
    static func isForm(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        return FormLibrary.extensions.contains(ext) || ext == "swift"
    }
}
