import Foundation
import Wire

/// One answer as the router builds it; the daemon only transmits it.
struct HTTPResponse: Sendable {
    var status: Int
    /// In order; names as sent.
    var headers: [(name: String, value: String)]
    var body: Data
    /// Set when every request answered with this key gets these very bytes and headers
    /// (a public file): the transport builds the answer once and reuses it.
    var reuseKey: String?
    /// Set on an answer that carries the headers every answer does already (a public
    /// file's, built once): `Router.finish` leaves it as it is.
    var isFinished = false

    init(status: Int, headers: [(name: String, value: String)] = [], body: Data = Data(), reuseKey: String? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.reuseKey = reuseKey
    }

    /// The value of the first header with this name (case-insensitive).
    func header(_ name: String) -> String? {
        headers.first { Self.sameName($0.name, name) }?.value
    }

    mutating func setHeader(_ name: String, _ value: String) {
        if headers.contains(where: { Self.sameName($0.name, name) }) { headers.removeAll { Self.sameName($0.name, name) } }
        headers.append((name, value))
    }

    /// Whether two header names are the same name. Names are ASCII tokens (RFC 9110):
    /// compared byte by byte with ASCII letters folded, with no lowercased copies (every
    /// answer sets several headers); any other byte compares as itself.
    static func sameName(_ a: String, _ b: String) -> Bool {
        // Most names compared differ in length, which a native string knows.
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                for index in 0..<x.count {
                    let p = x[index], q = y[index]
                    if p == q { continue }
                    guard (p | 0x20) == (q | 0x20), (0x61...0x7A).contains(p | 0x20) else { return false }
                }
                return true
            }
        }
    }

    static func json(_ status: Int, _ value: some Encodable) -> HTTPResponse {
        do {
            let body = try JSONCoding.encode(value)
            return HTTPResponse(status: status, headers: [("Content-Type", "application/json")], body: body)
        } catch {
            return .error(.internalError)
        }
    }

    /// A dynamic value (render ops, trees, snapshots): written by `JSONValue.jsonData`,
    /// the same bytes as `JSONEncoder`'s at a fraction of the cost.
    static func json(_ status: Int, _ value: JSONValue) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "application/json")], body: value.jsonData)
    }

    /// JSON already written (an ops answer, `OpsAnswer`).
    static func json(_ status: Int, _ body: Data) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "application/json")], body: body)
    }

    static func error(_ error: APIError) -> HTTPResponse {
        let place = error.place
        let body = ErrorBody(error: .init(
            code: error.code, message: error.message, file: place?.file, line: place?.line, column: place?.column,
            path: place?.path, covering: error.covering.map { .init(kind: $0.kind.rawValue, id: $0.id) },
            limit: error.limit.map { .init(scope: $0.scope, max: $0.max) }, ran: error.ran?.events, version: error.ran?.version))
        // Encoding strings and numbers cannot fail; the fallback keeps this total anyway.
        let data = (try? JSONCoding.encode(body)) ?? Data(#"{"error":{"code":"internal_error"}}"#.utf8)
        return HTTPResponse(status: error.status, headers: [("Content-Type", "application/json")], body: data)
    }

    private struct ErrorBody: Encodable {
        struct Detail: Encodable {
            var code: String
            var message: String
            var file: String?
            var line: Int?
            var column: Int?
            var path: String?
            var covering: CoveringBody?
            var limit: LimitBody?
            var ran: Int?
            var version: Int?
        }
        struct LimitBody: Encodable {
            var scope: String
            var max: Int
        }
        struct CoveringBody: Encodable {
            var kind: String
            var id: String?
        }
        var error: Detail
    }
}
