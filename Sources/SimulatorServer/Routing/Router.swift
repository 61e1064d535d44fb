import Foundation
import Scenes
import SimCore
import Wire

/// Maps a request to an answer or to "hold this long-poll". It knows sessions, the hub
/// and the public files, and nothing of libmicrohttpd.
struct Router: Sendable {
    /// Bodies larger than this are refused with 413 `body_too_large`.
    static let maxBodyBytes = 1 << 20
    /// Scripts from this origin only, and the one inline script the page has: its import
    /// map (`index.html`), allowed by its hash, so a change to it needs this one too
    /// (`Tests/browser/test_page.py` checks they agree).
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self' '\(importMapHash)'; style-src 'self'; img-src 'self' data: blob:; "
        + "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
    /// The sha256 of `{"imports":{"formsim/":"./js/"}}`, the text of the page's import map.
    static let importMapHash = "sha256-WbP5kZsEavmsHPMM4UUArPn9WkZJOpyqvLTveKWIqrA="

    let sessions: SessionStore
    let hub: LongPollCenter
    /// Runs events and timers on sessions and publishes their commits.
    let service: SessionService
    let files: StaticFiles
    let catalogue: Catalogue
    /// The scenes sessions can open, forms included.
    let library: SceneLibrary
    /// Host, Origin and Content-Type checks, before anything else (docs/SECURITY.md).
    let requestGuard: RequestGuard
    /// Whose forwarded headers name a client, for the per-address quotas (`Client`).
    let trustedProxies: TrustedProxies
    /// Flow reports the page asked for, by id.
    let flowReports: FlowReports
    /// Set when the server begins to stop: input stops between events, new work is refused.
    let stopping: StopFlag
    /// Where input notes the timers it set on real-time sessions (for the timer thread).
    var timerDeadlines: TimerDeadlines { service.timerDeadlines }
    /// What one flow run may spend.
    let flowLimits: FlowLimits
    /// Clients with an audit queued or running.
    let audits = AuditClaims()
    static let defaultBatchSeconds = 1.0
    /// The API's routes (Router+routes.swift).
    let routes = Router.table()

    init(
        sessions: SessionStore, hub: LongPollCenter, files: StaticFiles, library: SceneLibrary = SceneLibrary(),
        requestGuard: RequestGuard = RequestGuard(), trustedProxies: TrustedProxies = TrustedProxies(), stopping: StopFlag = StopFlag(),
        flowLimits: FlowLimits = FlowLimits(), batchSeconds: Double = Router.defaultBatchSeconds
    ) {
        self.stopping = stopping
        self.flowLimits = flowLimits
        service = SessionService(hub: hub, stopping: stopping, timerDeadlines: TimerDeadlines(), batchSeconds: batchSeconds)
        self.library = library
        self.sessions = sessions
        self.hub = hub
        self.files = files.finishing(Self.finish)
        self.catalogue = Catalogue()
        self.requestGuard = requestGuard
        self.trustedProxies = trustedProxies
        self.flowReports = FlowReports(shard: sessions.shard)
    }

    func route(_ request: HTTPRequest, now: Double) -> RouteResult {
        if let refusal = requestGuard.refusal(for: request, port: request.serverPort) {
            return .respond(finish(.error(refusal), path: request.path))
        }
        let result = dispatch(request, now: now)
        switch result {
        case .respond(let response, let wake):
            return .respond(finish(response, path: request.path), wake: wake)
        case .work(var job):
            let path = request.path
            job.client = Self.fairnessKey(request, trusting: trustedProxies)
            return .work(job.mapAnswer { finish($0, path: path) })
        case .hold:
            return result
        }
    }

    /// Whom a worker's job is for: its token, else its address (a malformed token counts
    /// as its address).
    static func fairnessKey(_ request: HTTPRequest, trusting proxies: TrustedProxies) -> String {
        if let token = request.headers[Client.tokenHeader], Client.isWellFormed(token) { return "token " + token }
        return "address " + (Client.address(of: request, trusting: proxies) ?? "")
    }

    /// The answer to a request whose body went over `maxBodyBytes`.
    func bodyTooLarge(path: String) -> HTTPResponse {
        finish(.error(.bodyTooLarge(limit: Self.maxBodyBytes)), path: path)
    }

    /// The answer with the headers every answer carries (`Router.finish(_:path:)`).
    func finish(_ response: HTTPResponse, path: String) -> HTTPResponse { Self.finish(response, path: path) }

    /// Headers every answer carries: `nosniff` and `no-referrer` everywhere, `no-store` on
    /// the API, the content security policy on HTML. A public file's answers have them
    /// from the start (`StaticFiles.finishing`).
    static func finish(_ response: HTTPResponse, path: String) -> HTTPResponse {
        guard !response.isFinished else { return response }
        var response = response
        response.setHeader("X-Content-Type-Options", "nosniff")
        response.setHeader("Referrer-Policy", "no-referrer")
        if isAPI(path) { response.setHeader("Cache-Control", "no-store") }
        let isHTML = response.header("Content-Type")?.hasPrefix("text/html") == true
        if (isHTML || (!isAPI(path) && response.status == 304)) && response.header("Content-Security-Policy") == nil {
            response.setHeader("Content-Security-Policy", contentSecurityPolicy)
        }
        return response
    }

    static func isAPI(_ path: String) -> Bool { path == "/api" || path.hasPrefix("/api/") }

    private func dispatch(_ request: HTTPRequest, now: Double) -> RouteResult {
        let method = request.method == "HEAD" ? "GET" : request.method
        guard Self.isAPI(request.path) else {
            guard method == "GET" else { return .respond(notAllowed(request, allow: "GET, HEAD")) }
            return .respond(files.response(path: request.path, ifNoneMatch: request.headers["if-none-match"]))
        }
        // Split on the bytes of "/", which are never part of another character's UTF-8:
        // splitting the String by Characters (grapheme breaking) is far dearer.
        let parts = request.path.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
        var allowed: [String] = []
        for route in routes {
            guard let parameters = route.parameters(parts) else { continue }
            if route.method == method { return route.handle(self, request, parameters, now) }
            allowed.append(route.method)
        }
        guard allowed.isEmpty else { return .respond(notAllowed(request, allow: Route.allowHeader(allowed))) }
        return .respond(.error(.notFound(request.path)))
    }

    /// Work that may take seconds and touches no session (a flow run, a form upload): the
    /// daemon runs it on a background worker thread, so neither its polling thread nor
    /// interactive input waits for it, and answers `503 server_stopping` at once if the
    /// server stops first. `run` is given the flag set when the client goes away.
    func offThread(_ run: @escaping @Sendable (_ cancelled: WorkCancellation) -> HTTPResponse) -> RouteResult {
        guard !stopping.isSet else { return .respond(.error(.serverStopping("no new work is started"))) }
        return .work(Job(lane: .background, answer: run))
    }

    private func notAllowed(_ request: HTTPRequest, allow: String) -> HTTPResponse {
        var response = HTTPResponse.error(.methodNotAllowed(request.method, request.path))
        response.setHeader("Allow", allow)
        return response
    }
}
