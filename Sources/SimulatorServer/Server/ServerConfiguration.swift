import Foundation
import Scenes
import SimCore

/// Everything the server is started with.
struct ServerConfiguration: Sendable {
    var host = "127.0.0.1"
    /// 0 picks a free port.
    var port = 8080
    var publicDirectory = URL(fileURLWithPath: "Public")
    var maxSessions = 1000
    /// Beneath the cap: sessions per client token (`X-FormSim-Client`), past which the
    /// token's least recently used session is evicted, and per address, past which a new
    /// one is refused (`SessionQuota`).
    var maxSessionsPerClient = SessionStore.Limits().maxPerClient
    var maxSessionsPerAddress = SessionStore.Limits().maxPerAddress
    var sessionIdleSeconds = 1800.0
    /// The caps on uploaded forms and how long one no session has open is kept
    /// (`--upload-idle-seconds`).
    var uploadQuota = UploadQuota()
    /// How long a long-poll is held before it is answered with no ops.
    var holdSeconds = 25.0
    var maxWaitersPerSession = 16
    /// The longest the timer thread sleeps between looks at holds, idle sessions and
    /// simulator timers.
    var tickSeconds = 0.2
    /// libmicrohttpd threads, each with its own epoll, all doing request work
    /// synchronously (sessions serialise their own input with their own lock).
    var threads = HTTPDaemon.defaultThreads
    /// Threads for flow runs and form uploads, apart from those of interactive input.
    var backgroundThreads = HTTPDaemon.defaultBackgroundThreads
    /// What one flow run may spend (`--flow-max-events`, `--flow-max-seconds`).
    var flowLimits = FlowLimits()
    /// Seconds of wall clock one input request's events may take (`--batch-max-seconds`):
    /// past it the rest are not run (`SessionService.run`).
    var batchMaxSeconds = Router.defaultBatchSeconds
    /// This process's shard name (`--shard`): new session ids start `shard-`, so a proxy
    /// can route a session to its process (docs/SCALING.md). nil: bare ids, as always.
    var shard: String?
    /// At most this many connections at once; more are closed as they arrive.
    var connectionLimit = HTTPDaemon.connectionLimit
    /// A connection idle this long (no bytes of a request, not a held long-poll) is closed.
    var connectionTimeoutSeconds = HTTPDaemon.connectionTimeoutSeconds
    /// Host names the server answers to besides `localhost` and IP literals (the `Host`
    /// check; `--host` when it is a name).
    var allowedHostNames: Set<String> = []
    /// Proxies whose `X-Real-IP` / `X-Forwarded-For` name the client (`--trusted-proxy`);
    /// none by default, loopback included.
    var trustedProxies = TrustedProxies()
    /// Folders of form files (`--forms`), offered beside the built-in scenes and
    /// reloaded when their files change.
    var formFolders: [URL] = []

    /// Whether `host` keeps the server to this machine.
    static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased()
        return host == "localhost" || host == "::1" || host == "[::1]"
            || (host.hasPrefix("127.") && RequestGuard.isIPLiteral(host))
    }
}
