import Foundation
import Scenes

/// The form sources beside form files: SwiftUI `.swift` files, read by the importer in a
/// child process (SwiftSourceReader).
enum FormSources {
    static var readers: [String: FormLibrary.SourceReader] {
        let swift = SwiftSourceReader()
        return ["swift": { data, file throws(FormError) in try swift.read(data, file: file) }]
    }

    /// Whether a path names a form file or a form source, by its extension.
    static func isForm(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        return FormLibrary.extensions.contains(ext) || ext == "swift"
    }
}
