import Foundation
import SimCore

/// The form files of one or more folders (`--forms DIR`), read once: every form that
/// loaded, and for every file that did not, why (F10). One bad file never keeps the
/// others out.
public struct FormLibrary: Sendable {
    public static let extensions: Set<String> = ["yaml", "yml", "json", "plist"]

    /// Reads a source file of another kind (a SwiftUI `.swift` file) into its forms, the
    /// one to open first first: a target above Scenes passes it in.
    public typealias SourceReader = @Sendable (Data, String) throws(FormError) -> [FormDocument]

    public private(set) var documents: [FormDocument] = []
    /// The file each document came from, in the same order.
    public private(set) var files: [String] = []
    public private(set) var errors: [FormError] = []

    public init() {}

    /// Reads every `.yaml`, `.yml`, `.json` and `.plist` file and `*.bundle` folder (a
    /// Settings bundle) directly in each folder, in name order.
    ///
    /// The files of an extension `projects` reads are read together, each folder's as
    /// one project (a SwiftUI view one file declares is used in another's form).
    public static func load(folders: [URL], sources: [String: SourceReader] = [:], projects: [String: ProjectReader] = [:]) -> FormLibrary {
        var library = FormLibrary()
        for folder in folders {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            } catch {
                library.errors.append(FormError(file: folder.path, message: "cannot list the folder: \(error.localizedDescription)"))
                continue
            }
            // A project's forms take the place of its first file in name order.
            var projectFiles: [String: [URL]] = [:]
            for name in names where projects[(name as NSString).pathExtension.lowercased()] != nil {
                projectFiles[(name as NSString).pathExtension.lowercased(), default: []].append(folder.appendingPathComponent(name))
            }
            for name in names {
                let url = folder.appendingPathComponent(name)
                if name.hasSuffix(".bundle") {
                    let bundle = SettingsBundle.load(bundle: url)
                    library.errors += bundle.errors
                    for document in bundle.documents {
                        do throws(FormError) { try library.add(document, file: url.path) } catch { library.errors.append(error) }
                    }
                    continue
                }
                let ext = (name as NSString).pathExtension.lowercased()
                if let reader = projects[ext] {
                    guard let urls = projectFiles[ext], urls.first == url else { continue }
                    let read = readProject(urls, reader: reader, sources: sources)
                    library.errors += read.errors
                    for (document, file) in read.documents {
                        do throws(FormError) { try library.add(document, file: file) } catch { library.errors.append(error) }
                    }
                    continue
                }
                guard extensions.contains(ext) || sources[ext] != nil else { continue }
                do throws(FormError) {
                    for (document, file) in try loadAll(file: url, sources: sources) { try library.add(document, file: file) }
                } catch {
                    library.errors.append(error)
                }
            }
        }
        library.checkChildren()
        return library
    }

    /// The file a form came from, by id.
    public func file(of id: String) -> String? {
        documents.firstIndex { $0.id == id }.map { files[$0] }
    }

    /// One form file, by its extension: YAML, JSON or a Settings plist.
    public static func load(file url: URL) throws(FormError) -> FormDocument {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw FormError(file: url.path, message: "cannot be read")
        }
        if url.pathExtension.lowercased() == "plist" { return try SettingsBundle.parse(plist: data, file: url.path) }
        return try FormParser.parse(data, file: url.path)
    }

    /// Every form of a file, each with the name its origin goes by: the file's path for
    /// the first, `path#id` for the others a source file holds (a SwiftUI file's
    /// destinations).
    public static func loadAll(file url: URL, sources: [String: SourceReader]) throws(FormError) -> [(FormDocument, String)] {
        guard let reader = sources[url.pathExtension.lowercased()] else { return [(try load(file: url), url.path)] }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw FormError(file: url.path, message: "cannot be read")
        }
        let documents = try reader(data, url.path)
        return documents.enumerated().map { ($1, $0 == 0 ? url.path : "\(url.path)#\($1.id)") }
    }

    /// Adds a form; a second form with an id already taken is refused.
    public mutating func add(_ document: FormDocument, file: String) throws(FormError) {
        if let taken = documents.firstIndex(where: { $0.id == document.id }) {
            throw FormError(file: file, path: "id", message: "the form id \"\(document.id)\" is taken by \(files[taken])")
        }
        var document = document
        document.warnings += Self.loadWarnings(document)
        documents.append(document)
        files.append(file)
    }

    /// A `child` row must name a form of the library: a form that names none is refused.
    mutating func checkChildren() {
        let ids = Set(documents.map(\.id))
        var kept: [(FormDocument, String)] = []
        for (document, file) in zip(documents, files) {
            if refusesChild(document, ids: ids) { continue }
            kept.append((document, file))
        }
        documents = kept.map(\.0)
        files = kept.map(\.1)
    }

    /// Records the error of a `child` row naming no form; true when there is one.
    private mutating func refusesChild(_ document: FormDocument, ids: Set<String>) -> Bool {
        for (sectionIndex, section) in document.sections.enumerated() {
            for (rowIndex, row) in section.rows.enumerated() {
                guard case .child(let target, _) = row.control, !ids.contains(target) else { continue }
                errors.append(FormError(
                    file: document.id, path: "sections[\(sectionIndex)].rows[\(rowIndex)].form",
                    message: "\"\(target)\" names no form; forms: \(ids.sorted().joined(separator: ", "))"))
                return true
            }
        }
        return false
    }

    /// What a form's load warns of: rows shown read only, and number pads nothing closes.
    public static func loadWarnings(_ document: FormDocument) -> [String] {
        unsupportedWarnings(document) + keyboardWarnings(document)
    }

    /// E5.K1: a text row on iPhone with a number, decimal or phone pad, which has no Return
    /// key, and no keyboard bar: nothing on screen takes the person out of the field.
    public static func keyboardWarnings(_ document: FormDocument) -> [String] {
        document.rows.compactMap { row in
            guard case .text(let entry) = row.control, entry.keyboard.hasNoReturnKeyOnPhone, entry.accessory == nil,
                row.idioms?.contains("phone") ?? true
            else { return nil }
            return "text row \"\(row.id)\": the \(entry.keyboard.rawValue) pad has no Return key on iPhone; "
                + "add accessory: done (or navigation) so the keyboard can be closed"
        }
    }

    /// Rows that crash the app on some device (E3.S3).
    public static func unsupportedWarnings(_ document: FormDocument) -> [String] {
        crashWarnings(document)
    }

    /// An action sheet with `anchor: none` raises NSGenericException on an iPad (E3.S3).
    static func crashWarnings(_ document: FormDocument) -> [String] {
        document.rows.compactMap { row in
            guard case .button(_, _, let alert?) = row.control, alert.style == .actionSheet, alert.anchor == .none else { return nil }
            return "row \"\(row.id)\": an actionSheet with anchor: none crashes the app on an iPad "
                + "(NSGenericException: UIKit needs the popover's sourceView); it works on an iPhone"
        }
    }
}
