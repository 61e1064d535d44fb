import Scenes

/// A form file's error as the API says it: the same words as the log line and the page.
struct FormErrorBody: Encodable, Sendable {
    var code = "invalid_form"
    var message: String
    var file: String
    var line: Int?
    var column: Int?
    var path: String

    init(_ error: FormError) {
        message = error.description
        file = error.file
        line = error.line
        column = error.column
        path = error.path
    }
}

extension APIError {
    /// `400 invalid_form`; the message is `file:line:column: path: what was expected`.
    static func invalidForm(_ error: FormError) -> APIError {
        var api = APIError(400, "invalid_form", error.description)
        api.place = .init(file: error.file, line: error.line, column: error.column, path: error.path)
        return api
    }
}
