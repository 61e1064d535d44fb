import Foundation

/// The browser client: every file under the public folder, read once at start into a
/// table keyed by URL path. Requests are looked up in the table, never joined onto a
/// folder path, so no URL can reach a file outside it.
struct StaticFiles: Sendable {
    struct File: Sendable, Equatable {
        var body: Data
        var contentType: String
        /// A quoted strong validator: a hash of the bytes.
        var etag: String
    }

    private(set) var files: [String: File]
    /// Each path's 200 and 304 answers, built once: a GET of a public file builds nothing.
    private var answers: [String: Answers] = [:]

    struct Answers: Sendable {
        var ok: HTTPResponse
        var notModified: HTTPResponse
    }

    struct MissingFolder: Error, CustomStringConvertible {
        var path: String
        var description: String { "the public folder \(path) does not exist (pass --public DIR)" }
    }

    init(files: [String: Data]) {
        var table: [String: File] = [:]
        for (path, body) in files {
            table[path] = File(
                body: body, contentType: Self.contentType(forPath: path), etag: Self.etag(of: body))
        }
        if let index = table["/index.html"] { table["/"] = index }
        self.files = table
        for (path, file) in table { answers[path] = Self.answers(for: file, at: path) }
    }

    private static func answers(for file: File, at path: String) -> Answers {
        let headers: [(name: String, value: String)] = [("ETag", file.etag), ("Cache-Control", "no-cache")]
        return Answers(
            ok: HTTPResponse(
                status: 200, headers: [("Content-Type", file.contentType)] + headers, body: file.body, reuseKey: "200 \(path)"),
            notModified: HTTPResponse(status: 304, headers: headers, reuseKey: "304 \(path)"))
    }

    /// The same files with every answer passed through `finish` once (the headers every
    /// answer carries, `Router.finish`), and marked finished so that it is not run again.
    func finishing(_ finish: (HTTPResponse, _ path: String) -> HTTPResponse) -> StaticFiles {
        var copy = self
        for (path, answers) in answers {
            var ok = finish(answers.ok, path), notModified = finish(answers.notModified, path)
            ok.isFinished = true
            notModified.isFinished = true
            copy.answers[path] = Answers(ok: ok, notModified: notModified)
        }
        return copy
    }

    /// The same files with `body` served at `path` (a module the server writes).
    func adding(_ body: Data, at path: String) -> StaticFiles {
        var copy = self
        let file = File(body: body, contentType: Self.contentType(forPath: path), etag: Self.etag(of: body))
        copy.files[path] = file
        copy.answers[path] = Self.answers(for: file, at: path)
        return copy
    }

    /// Reads every regular file under `directory` (recursively, hidden files skipped).
    init(directory: URL) throws {
        let root = directory.standardizedFileURL.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MissingFolder(path: root.path)
        }
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else {
            throw MissingFolder(path: root.path)
        }
        var contents: [String: Data] = [:]
        let rootComponents = root.pathComponents
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: Set(keys)))?.isRegularFile == true else { continue }
            let components = url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
            guard components.count > rootComponents.count,
                Array(components.prefix(rootComponents.count)) == rootComponents
            else { continue }
            let path = "/" + components.dropFirst(rootComponents.count).joined(separator: "/")
            contents[path] = try Data(contentsOf: url)
        }
        self.init(files: contents)
    }

    /// The file at a URL path, if there is one.
    func file(at path: String) -> File? { files[path] }

    /// GET or HEAD of a public file: 200, 304 when the client's copy is current, or 404.
    func response(path: String, ifNoneMatch: String?) -> HTTPResponse {
        guard let answers = answers[path] else { return .error(.notFound(path)) }
        if let ifNoneMatch, let file = files[path], Self.matches(ifNoneMatch, etag: file.etag) { return answers.notModified }
        return answers.ok
    }

    /// `If-None-Match`: a list of entity tags (weak ones compare weakly) or `*`.
    static func matches(_ header: String, etag: String) -> Bool {
        header.split(separator: ",").contains { part in
            let tag = part.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == etag || tag == "W/" + etag
        }
    }
}
