import Foundation
import SimCore

/// The built-in scenes that are form files: Contacts (A1) and Login (A2), shipped in
/// `Sources/Scenes/BuiltIn` as resources of this module and read once per process. They
/// run on the same form loader and controls as anyone's form.
enum BuiltInForms {
    static let ids = ["contacts", "login"]

    /// The forms by id. A file that does not load leaves its scene out (a test fails).
    static let documents: [String: FormDocument] = {
        var documents: [String: FormDocument] = [:]
        for id in ids {
            guard let url = Bundle.module.url(forResource: id, withExtension: "yaml", subdirectory: "BuiltIn"),
                let data = try? Data(contentsOf: url),
                let document = try? FormParser.parse(data, file: "\(id).yaml")
            else { continue }
            documents[id] = document
        }
        return documents
    }()

    static func descriptor(_ id: String) -> SceneDescriptor? {
        documents[id].map {
            FormScene.descriptor(for: $0, directory: FormDirectory(Array(documents.values)), source: "builtIn")
        }
    }
}
