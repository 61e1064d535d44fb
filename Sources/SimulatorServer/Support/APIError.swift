import SimCore
import Wire

/// A refusal the API answers as `{"error": {"code", "message"}}` with an HTTP status.
struct APIError: Error, Equatable, Sendable {
    var status: Int
    var code: String
    var message: String
    /// Where in a form or flow file the problem is (`invalid_form`).
    var place: FormPlace?

    struct FormPlace: Equatable, Sendable, Encodable {
        var file: String
        var line: Int?
        var column: Int?
        var path: String
    }

    init(_ status: Int, _ code: String, _ message: String) {
        self.status = status
        self.code = code
        self.message = message
    }

    /// What covers the target of a refused exclusive touch (`target_covered`).
    var covering: Covering?

    /// The quota or cap a `429` met (`too_many_sessions`, `too_many_forms`), so a program
    /// can tell a full server from its own share running out.
    var limit: Limit?

    /// How many of a request's events ran before its time budget ran out, and the
    /// session's version after them (`batch_over_budget`), so a client sends the rest.
    var ran: Ran?

    struct Ran: Equatable, Sendable {
        var events: Int
        var version: Int
    }

    struct Limit: Equatable, Sendable {
        /// Whose share: `server` (every client's), `address` (every client at one
        /// address), `client` (one token's; without a token, the address's tokenless
        /// uploads).
        var scope: String
        var max: Int
    }

    /// Wire's and SimCore's refusals are all the client's fault: 400 with Wire's code, or
    /// 409 when a well-formed event met a state where it cannot run (a conditional event's
    /// condition does not hold, the app crashed): the same event may succeed later.
    init(_ error: WireError) {
        self.init(Self.conflicts.contains(error.code) ? 409 : 400, error.code, error.message)
        covering = error.covering
    }

    private static let conflicts: Set<String> = ["target_covered", "first_responder_differs", "app_crashed"]

    static func unknownSession(_ id: String) -> APIError {
        APIError(404, "unknown_session", "no session \"\(id)\" (it may have expired or the server restarted)")
    }

    static func notFound(_ path: String) -> APIError {
        APIError(404, "not_found", "nothing at \(path)")
    }

    static func methodNotAllowed(_ method: String, _ path: String) -> APIError {
        APIError(405, "method_not_allowed", "\(method) is not allowed on \(path)")
    }

    static func bodyTooLarge(limit: Int) -> APIError {
        APIError(413, "body_too_large", "the body is larger than \(limit) bytes")
    }

    static let internalError = APIError(500, "internal_error", "the server could not encode its answer")
}

extension APIError {
    /// The server began to stop while (or before) this request ran: what it did not do
    /// is said in `message`. Answered instead of making SIGTERM wait (docs/SECURITY.md).
    /// The first `run` events of a request took its time budget; the others were not run.
    static func batchOverBudget(run: Int, of count: Int, seconds: Double, version: Int) -> APIError {
        var error = APIError(
            422, "batch_over_budget",
            "events[0..<\(run)] of \(count) were run in the \(seconds) s one request may take (now at version \(version)); send the rest again")
        error.ran = Ran(events: run, version: version)
        return error
    }

    static func serverStopping(_ detail: String) -> APIError {
        APIError(503, "server_stopping", "the server is stopping: \(detail)")
    }
}
