import Foundation
import Scenes
import SwiftUIImport

/// The form sources beside form files: SwiftUI `.swift` files, read by the importer.
enum FormSources {
    static let readers: [String: FormLibrary.SourceReader] = [
        "swift": { data, file throws(FormError) in try SwiftUIImporter.read(data, file: file) },
    ]

    /// Whether a path names a form file or a form source, by its extension.
    static func isForm(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension.lowercased()
        return FormLibrary.extensions.contains(ext) || readers[ext] != nil
    }
}
