import Foundation

/// Source files read together as one project: a `--forms` folder's SwiftUI files, whose
/// views one file declares and another's form uses.
extension FormLibrary {
    /// Reads a project's files into its forms, each with the path of the file that
    /// declares it, the one to open first first: a target above Scenes passes it in.
    public typealias ProjectReader = @Sendable ([URL]) throws(FormError) -> [(document: FormDocument, file: String)]

    /// Every form of a project, each with the name its origin goes by: the path of the
    /// file that declares it for the first form of that file, `path#id` for the others
    /// (as a file read alone names them), so a file's forms keep their names whichever
    /// file of the project changes.
    public static func loadProject(_ urls: [URL], reader: ProjectReader) throws(FormError) -> [(FormDocument, String)] {
        var named: Set<String> = []
        return try reader(urls).map { document, file in
            defer { named.insert(file) }
            return (document, named.contains(file) ? "\(file)#\(document.id)" : file)
        }
    }

    /// A project's forms; when it cannot be read as one, each file's read alone, so one
    /// file the project cannot be read with keeps no other out. The project's error is
    /// said with the files' own, once.
    public static func readProject(_ urls: [URL], reader: ProjectReader, sources: [String: SourceReader]) -> (documents: [(FormDocument, String)], errors: [FormError]) {
        let projectError: FormError
        do throws(FormError) {
            return (try loadProject(urls, reader: reader), [])
        } catch {
            projectError = error
        }
        var documents: [(FormDocument, String)] = []
        var errors: [FormError] = []
        for url in urls {
            do throws(FormError) {
                documents += try loadAll(file: url, sources: sources)
            } catch {
                errors.append(error)
            }
        }
        if !errors.contains(projectError) { errors.insert(projectError, at: 0) }
        return (documents, errors)
    }

    /// The files of `folder` a project of `extension` reads, in name order.
    public static func projectFiles(in folder: URL, extension ext: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { ($0 as NSString).pathExtension.lowercased() == ext }.map { folder.appendingPathComponent($0) }
    }
}
