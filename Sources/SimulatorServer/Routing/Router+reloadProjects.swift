import Foundation
import Scenes

extension Router {
    /// Files of a folder's project (its `.swift` files) changed: the folder's files are
    /// read again together, and each form replaces the one loaded from the file that
    /// declares it, its sessions rebuilt (`reloadForms`). A project that does not load
    /// leaves its last good forms running, each showing the error.
    func reloadProjects(_ paths: [String]) -> Reload {
        var reload = Reload()
        let folders = Set(paths.map { ($0 as NSString).deletingLastPathComponent })
        for folder in folders.sorted() {
            let inFolder = { (file: String) in
                let path = file.split(separator: "#", maxSplits: 1).first.map(String.init) ?? file
                return (path as NSString).deletingLastPathComponent == folder && FormSources.isProjectFile(path)
            }
            for (ext, reader) in FormSources.projects.sorted(by: { $0.key < $1.key }) {
                let urls = FormLibrary.projectFiles(in: URL(fileURLWithPath: folder), extension: ext)
                guard !urls.isEmpty else {
                    reload.messages.append((.notice, "the .\(ext) files of \(folder) are gone (their forms keep running until restart)"))
                    continue
                }
                // A file the project cannot be read with is read alone with the others
                // (FormLibrary.readProject): the rest reload, and each form of a file that
                // did not load keeps running, showing the error.
                let read = FormLibrary.readProject(urls, reader: reader, sources: FormSources.readers)
                var results: [(file: String, result: Result<FormDocument, FormError>)] = read.documents.map { document, file in
                    var document = document
                    document.warnings += FormLibrary.loadWarnings(document)
                    return (file, .success(document))
                }
                for error in read.errors {
                    reload.messages.append((.error, "form not reloaded: \(error)"))
                    let failed = library.origins { inFolder($0) && (read.documents.isEmpty || Self.origin($0, isFile: error.file)) }
                    results = failed.map { ($0, .failure(error)) } + results
                }
                replace(results, into: &reload, logsFailures: false)
            }
        }
        return reload
    }

    /// Whether a form's origin (`path` or `path#id`) is the file `path`.
    static func origin(_ origin: String, isFile path: String) -> Bool {
        origin == path || origin.hasPrefix(path + "#")
    }
}
