import Foundation
import Scenes
import SwiftUIImport

/// `POST /api/forms` with several SwiftUI files read as one project (docs/API.md): a
/// JSON body `{"files":[{"name":"ProfileForm.swift","text":"…"}, …]}`, which a page
/// builds from the files a person chose or dropped without reading any of them.
enum SwiftProjectUpload {
    static let mediaType = "application/x-swift-project+json"

    private struct Body: Decodable {
        var files: [SwiftUISourceFile]
    }

    /// The project's files, each named by its last path component (a name is only ever
    /// shown in messages, never opened).
    static func files(_ body: Data) throws(FormError) -> [SwiftUISourceFile] {
        let decoded: Body
        do {
            decoded = try JSONDecoder().decode(Body.self, from: body)
        } catch {
            throw FormError(file: "project", message: #"a SwiftUI project is JSON {"files":[{"name":"A.swift","text":"…"}, …]}; this body is not"#)
        }
        return decoded.files.map { file in
            let name = (file.name as NSString).lastPathComponent
            return SwiftUISourceFile(name: name.isEmpty ? "Untitled.swift" : name, text: file.text)
        }
    }
}
