import Foundation
import Scenes

/// Reads an uploaded form body by its content type (docs/FORMS.md, Loading).
enum FormUpload {
    enum Format: Equatable {
        case yaml, json, plist, swift
        /// Several SwiftUI files read as one project: `{"files":[{"name","text"}]}`.
        case swiftProject

        /// `application/yaml` (also `application/x-yaml`, `text/yaml`), `application/json`,
        /// `application/x-plist`, `text/x-swift` (a SwiftUI source file), `application/x-swift-project+json`
        /// (several, as one project); none of them is a CORS-simple type, so a page elsewhere
        /// cannot post one without the Origin check seeing it.
        init?(contentType: String?) {
            guard let contentType else { return nil }
            let media = (contentType.split(separator: ";", maxSplits: 1).first ?? "")
                .trimmingCharacters(in: .whitespaces).lowercased()
            switch media {
            case "application/yaml", "application/x-yaml", "text/yaml": self = .yaml
            case "application/json": self = .json
            case "application/x-plist": self = .plist
            case "text/x-swift": self = .swift
            case SwiftProjectUpload.mediaType: self = .swiftProject
            default: return nil
            }
        }

        var fileName: String {
            switch self {
            case .yaml: "upload.yaml"
            case .json: "upload.json"
            case .plist: "Root.plist"
            case .swift: "Upload.swift"
            case .swiftProject: "project"
            }
        }
    }

    /// The forms of a body, the one to open first first (a SwiftUI file may hold
    /// several: its links' destinations).
    static func parse(_ body: Data, format: Format) throws(FormError) -> [FormDocument] {
        var documents =
            switch format {
            case .yaml, .json: [try FormParser.parse(body, file: format.fileName)]
            case .plist: [try SettingsBundle.parse(plist: body, file: format.fileName)]
            case .swift: try SwiftSourceReader().read(body, file: format.fileName)
            case .swiftProject: try SwiftSourceReader().read(files: try SwiftProjectUpload.files(body)).map(\.document)
            }
        // What a form from a folder warns of on load, an uploaded one warns of too.
        for i in documents.indices { documents[i].warnings += FormLibrary.loadWarnings(documents[i]) }
        return documents
    }
}
