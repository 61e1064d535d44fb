import Foundation

/// Apple's Settings bundles as forms (docs/FORMS.md, Settings bundle mapping): a
/// `Root.plist` (XML or binary, read by Foundation's PropertyListDecoder) or a
/// whole `Settings.bundle` folder, whose other plists are the child panes.
public enum SettingsBundle {
    /// One plist with `PreferenceSpecifiers`; the form's id is the file's name.
    public static func parse(plist data: Data, file: String) throws(FormError) -> FormDocument {
        guard data.count <= FormParser.maxBytes else {
            throw FormError(file: file, message: "the file is \(data.count) bytes; a form file may have at most \(FormParser.maxBytes)")
        }
        if let problem = PropertyListShape.problem(in: data) {
            throw FormError(file: file, message: "not a property list FormSim reads: \(problem)")
        }
        let root: Any
        do {
            root = try PropertyListDecoder().decode(PropertyListValue.self, from: data).foundationValue
        } catch {
            throw FormError(file: file, message: "not a property list (XML or binary): \(Self.reason(error))")
        }
        guard let top = root as? [String: Any] else {
            throw FormError(file: file, message: "expected a dictionary with PreferenceSpecifiers")
        }
        guard let specifiers = top["PreferenceSpecifiers"] as? [Any] else {
            throw FormError(file: file, path: "PreferenceSpecifiers", message: "expected an array of specifiers")
        }
        let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let id = rowID(stem)
        var document = FormDocument(id: id, title: (top["Title"] as? String) ?? stem)
        try read(specifiers, into: &document, file: file)
        guard !document.rows.isEmpty || document.sections.contains(where: { $0.radio != nil }) else {
            throw FormError(file: file, path: "PreferenceSpecifiers", message: "expected at least one specifier that shows a row")
        }
        return document
    }

    /// What the decoder found wrong, in a sentence.
    static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): context.underlyingError.map { "\(context.debugDescription) (\($0.localizedDescription))" } ?? context.debugDescription
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context): context.debugDescription
        default: error.localizedDescription
        }
    }

    /// A `Settings.bundle` folder: `Root.plist` and the panes it (or they) name.
    public static func load(bundle folder: URL) -> (documents: [FormDocument], errors: [FormError]) {
        var documents: [FormDocument] = []
        var errors: [FormError] = []
        // Root.plist first: the bundle's own page, then its panes by name.
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted {
            ($0 == "Root.plist" ? 0 : 1, $0) < ($1 == "Root.plist" ? 0 : 1, $1)
        }
        let bundleID = rowID((folder.lastPathComponent as NSString).deletingPathExtension)
        for name in names where name.hasSuffix(".plist") {
            let url = folder.appendingPathComponent(name)
            do throws(FormError) {
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    throw FormError(file: url.path, message: "cannot be read")
                }
                var document = try parse(plist: data, file: url.path)
                // Root.plist is the bundle itself; the panes are named bundle-pane.
                document.id = name == "Root.plist" ? bundleID : "\(bundleID)-\(document.id)"
                for s in document.sections.indices {
                    for r in document.sections[s].rows.indices {
                        if case .child(let form, _) = document.sections[s].rows[r].control {
                            document.sections[s].rows[r].control = .child(form: "\(bundleID)-\(form)")
                        }
                    }
                }
                documents.append(document)
            } catch {
                errors.append(error)
            }
        }
        if documents.isEmpty, errors.isEmpty {
            errors.append(FormError(file: folder.path, message: "a Settings bundle needs a Root.plist"))
        }
        return (documents, errors)
    }

    /// `Key` lowercased, every character outside [a-z0-9] turned into "-".
    public static func rowID(_ key: String) -> String {
        let mapped = String(key.lowercased().unicodeScalars.map { scalar -> Character in
            (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)) ? Character(scalar) : "-"
        })
        return String(mapped.prefix(64)).isEmpty ? "setting" : String(mapped.prefix(64))
    }
}
