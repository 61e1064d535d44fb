import Foundation
import Scenes
import SimCore
import Wire

extension Router {
    struct UploadedForm: Encodable {
        /// The id the form got: the file's, or `id-N` when another form holds that.
        var id: String
        var title: String
        var warnings: [String]
        /// The token that replaces this form (sent as `X-FormSim-Client`).
        var owner: String
        /// The file's form ids that another form held → the ids the forms got; absent when none.
        var renamed: [String: String]?
        /// The form's count of loads (as in `GET /api/scenes`).
        var revision: Int?
        /// Every form the file gave, the one to open first first: what loaded of it.
        var forms: [Entry]

        struct Entry: Encodable {
            var id: String
            var title: String
        }
    }

    /// `GET /api/scenes`: every scene but other clients' uploads. A malformed token sees
    /// what a client without one sees.
    func scenes(_ request: HTTPRequest) -> HTTPResponse {
        let token = request.headers[Client.tokenHeader].flatMap { Client.isWellFormed($0) ? $0 : nil }
        return library.scenesAnswer(for: token)
    }

    /// `POST /api/forms`: a form file's text → `201 {"id", "title", "warnings", "owner"}`,
    /// or `400 invalid_form` with where and why; `429 too_many_forms` past a quota
    /// (`UploadQuota`). A form whose id another holds gets `id-2`… (`renamed`).
    func uploadForm(_ request: HTTPRequest, now: Double) -> HTTPResponse {
        guard let format = FormUpload.Format(contentType: request.headers["content-type"]) else {
            return .error(APIError(415, "unsupported_media_type", "a form is YAML, JSON, a property list or a SwiftUI file (text/x-swift), or SwiftUI files as one project (\(SwiftProjectUpload.mediaType))"))
        }
        do throws(APIError) {
            let client = try Client(request, trusting: trustedProxies)
            let documents: [FormDocument]
            do throws(FormError) {
                documents = try FormUpload.parse(request.body, format: format)
            } catch {
                throw APIError.invalidForm(error)
            }
            guard let document = documents.first else { throw APIError(400, "invalid_form", "no form found") }
            // All of the file's forms or none: a refusal of any leaves the library as it was.
            let placement = try library.upload(documents, client: client, now: now)
            let id = placement.ids[document.id] ?? document.id
            let renamed = placement.ids.filter { $0.key != $0.value }
            var response = HTTPResponse.json(
                201,
                UploadedForm(
                    id: id, title: document.title, warnings: library.form(id)?.warnings ?? [], owner: placement.owner,
                    renamed: renamed.isEmpty ? nil : renamed, revision: library.revision(of: id),
                    forms: documents.map { document in
                        let id = placement.ids[document.id] ?? document.id
                        return .init(id: id, title: library.form(id).map { $0.name ?? $0.title } ?? document.title)
                    }))
            response.setHeader("Location", "/api/forms/\(id)")
            return response
        } catch {
            return .error(error)
        }
    }

    /// `PATCH /api/forms/{id}` with `{"name": "…"}`: the name the scene menu shows for an
    /// uploaded form, set by its owner → `200` and the form. `400 invalid_name` for a name
    /// that is not a string of 1 to `SceneLibrary.maxNameLength` characters with no
    /// control characters, or a body with other members; the refusals of
    /// `SceneLibrary.rename`.
    func renameForm(_ id: String, _ request: HTTPRequest) -> HTTPResponse {
        do throws(APIError) {
            let client = try Client(request, trusting: trustedProxies)
            guard case .object(let fields) = try JSONCoding.decode(request.body) else {
                throw APIError(400, "invalid_name", "the body must be a JSON object: {\"name\": \"…\"}")
            }
            if let other = fields.keys.sorted().first(where: { $0 != "name" }) {
                throw APIError(400, "invalid_name", "\"\(other)\" cannot be changed: a rename takes {\"name\": \"…\"} only")
            }
            let name = try Self.formName(fields["name"])
            return .json(200, try library.rename(id, to: name, client: client))
        } catch {
            return .error(error)
        }
    }

    /// A menu name from a rename's `name`, its ends' spaces trimmed.
    static func formName(_ value: JSONValue?) throws(APIError) -> String {
        guard let value else { throw APIError(400, "invalid_name", "the body needs \"name\": the name the scene menu shows") }
        guard let text = value.stringValue else { throw APIError(400, "invalid_name", "\"name\" must be a string") }
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw APIError(400, "invalid_name", "\"name\" is empty: give the form a name to show") }
        guard name.count <= SceneLibrary.maxNameLength else {
            throw APIError(
                400, "invalid_name", "\"name\" has \(name.count) characters; a form's name may have at most \(SceneLibrary.maxNameLength)")
        }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw APIError(400, "invalid_name", "\"name\" holds a control character (a line break, a tab…); a name is one line")
        }
        return name
    }

    /// `GET /api/forms/{id}`: the form as normalized JSON.
    func formAnswer(_ id: String) -> HTTPResponse {
        guard let document = library.form(id) else {
            return .error(APIError(404, "unknown_form", "no form \"\(id)\" (built-in scenes are not forms)"))
        }
        return .json(200, document)
    }
}
