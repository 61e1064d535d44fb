import Foundation
import Logging
import Scenes
import SimCore

extension FormSimServer {
    /// The built-in scenes and the forms of `--forms`; a form that cannot load is logged
    /// with where and why (the same words the API and the page show), and the others
    /// still load (F10).
    static func library(_ folders: [URL], uploads: UploadQuota = UploadQuota(), logger: Logger) -> SceneLibrary {
        SceneLibrary(files: formFiles(folders, logger: logger), uploadQuota: uploads)
    }

    /// The forms of `folders` that load, each with its file, what did not load logged.
    static func formFiles(_ folders: [URL], logger: Logger) -> [(document: FormDocument, file: String)] {
        guard !folders.isEmpty else { return [] }
        let loaded = FormLibrary.load(folders: folders, sources: FormSources.readers, projects: FormSources.projects)
        var refused: [FormError] = []
        var files: [(document: FormDocument, file: String)] = []
        for (document, file) in zip(loaded.documents, loaded.files) {
            if SceneRegistry.builtIn.scene(document.id) != nil {
                refused.append(FormError(file: file, path: "id", message: "\"\(document.id)\" is the id of a built-in scene"))
            } else {
                files.append((document, file))
            }
        }
        for error in loaded.errors + refused { logger.error("form not loaded: \(error)") }
        for (document, _) in files {
            for warning in document.warnings { logger.warning("form \(document.id): \(warning)") }
        }
        logger.info("forms loaded: \(files.count) (\(files.map(\.document.id).joined(separator: ", ")))")
        return files
    }
}
