import Foundation
import Scenes
import SimCore

extension Router {
    struct UploadedForm: Encodable {
        var id: String
        var title: String
        var warnings: [String]
        /// The token that replaces this form (sent as `X-FormSim-Client`).
        var owner: String
    }

    /// `POST /api/forms`: a form file's text → `201 {"id", "title", "warnings", "owner"}`,
    /// or `400 invalid_form` with where and why; `403 not_form_owner` replacing another
    /// client's form; `429 too_many_forms` past a quota (`UploadQuota`).
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
            let owner = try library.upload(documents, client: client, now: now)
            var response = HTTPResponse.json(
                201,
                UploadedForm(id: document.id, title: document.title, warnings: library.form(document.id)?.warnings ?? [], owner: owner))
            response.setHeader("Location", "/api/forms/\(document.id)")
            return response
        } catch {
            return .error(error)
        }
    }

    /// `GET /api/forms/{id}`: the form as normalized JSON.
    func formAnswer(_ id: String) -> HTTPResponse {
        guard let document = library.form(id) else {
            return .error(APIError(404, "unknown_form", "no form \"\(id)\" (built-in scenes are not forms)"))
        }
        return .json(200, document)
    }
}
