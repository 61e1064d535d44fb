import Scenes

/// What the SwiftUI reader's child process answers on its standard output: the forms it
/// read, each as the normalized JSON of a form file (which the form reader reads back to
/// the same document) with its warnings beside it, or the error that refused the file.
struct SwiftReadResult: Codable {
    struct Form: Codable {
        var json: String
        var warnings: [String]
        /// The file of a project that declares the form.
        var file: String?
    }

    struct Refusal: Codable {
        /// The file of a project the refusal is about.
        var file: String?
        var line: Int?
        var column: Int?
        var message: String
    }

    var forms: [Form] = []
    var refusal: Refusal?
}
