import ArgumentParser
import Dispatch
import Foundation
import Logging
import Scenes
import SimCore

/// `SimulatorServer serve`, the default command: the browser client and the HTTP API.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serves the FormSim browser client and its HTTP API (docs/API.md); the default command.")

    @Option(help: "The address to listen on. Anything but loopback exposes the simulator to the network (a warning is logged).")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(name: .customLong("public"), help: "The folder of the browser client (default: Public/ here, else the one that came with this binary).")
    var publicDirectory: String?

    @Option(help: "At most this many sessions at once.")
    var maxSessions = 1000

    @Option(help: "At most this many sessions per client token (X-FormSim-Client); a token past it loses its own least recently used.")
    var maxSessionsPerClient = SessionStore.Limits().maxPerClient

    @Option(help: "At most this many sessions for all clients at one address together; past it a new one is refused (429).")
    var maxSessionsPerAddress = SessionStore.Limits().maxPerAddress

    @Option(
        name: .customLong("trusted-proxy"),
        help: ArgumentHelp(
            "A proxy (an IP address, or a network as ADDRESS/PREFIX) whose X-Real-IP and X-Forwarded-For name the client; repeat for more. None by default, not even loopback (docs/SECURITY.md).",
            valueName: "address"))
    var trustedProxies: [String] = []

    @Option(help: "Sessions unused this long are deleted.")
    var sessionIdleSeconds = 1800.0

    @Option(help: "Uploaded forms no session has had open for this long are deleted.")
    var uploadIdleSeconds = UploadQuota().idleSeconds

    @Option(help: "At most this many events (a typed character is one) in one flow run over all its devices.")
    var flowMaxEvents = FlowLimits().maxEvents

    @Option(help: "At most this many seconds of wall clock for one flow run.")
    var flowMaxSeconds = FlowLimits().maxSeconds

    @Option(help: "At most this many seconds of wall clock for one audit request (POST /api/audit).")
    var auditMaxSeconds = FlowLimits().auditSeconds

    @Option(help: "At most this many seconds of wall clock for the events of one input request; the rest answer 422 batch_over_budget.")
    var batchMaxSeconds = Router.defaultBatchSeconds

    @Option(help: "libmicrohttpd threads doing the request work, each with its own epoll.")
    var threads = HTTPDaemon.defaultThreads

    @Option(
        help: ArgumentHelp(
            "This process's shard name, 1-16 of a-z and 0-9: session ids start NAME- so a proxy can route them (docs/SCALING.md).",
            valueName: "name"))
    var shard: String?

    @Option(
        name: .customLong("forms"),
        help: ArgumentHelp(
            "A folder of form files (.yaml, .yml, .json) to offer as scenes; repeat for more folders.",
            valueName: "dir"))
    var formFolders: [String] = []

    @Option(help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

    func validate() throws {
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0...65535") }
        guard maxSessions > 0 else { throw ValidationError("--max-sessions must be positive") }
        guard maxSessionsPerClient > 0, maxSessionsPerAddress > 0 else {
            throw ValidationError("--max-sessions-per-client and --max-sessions-per-address must be positive")
        }
        guard (1...64).contains(threads) else { throw ValidationError("--threads must be 1...64") }
        guard flowMaxEvents > 0 else { throw ValidationError("--flow-max-events must be positive") }
        guard flowMaxSeconds > 0, flowMaxSeconds.isFinite else { throw ValidationError("--flow-max-seconds must be positive") }
        guard auditMaxSeconds > 0, auditMaxSeconds.isFinite else { throw ValidationError("--audit-max-seconds must be positive") }
        guard batchMaxSeconds > 0, batchMaxSeconds.isFinite else { throw ValidationError("--batch-max-seconds must be positive") }
        guard sessionIdleSeconds > 0 else { throw ValidationError("--session-idle-seconds must be positive") }
        guard uploadIdleSeconds > 0, uploadIdleSeconds.isFinite else { throw ValidationError("--upload-idle-seconds must be positive") }
        if let bad = trustedProxies.first(where: { TrustedProxies.Range($0) == nil }) {
            throw ValidationError("--trusted-proxy must be an IP address or ADDRESS/PREFIX, not \"\(bad)\"")
        }
        if let shard, !SessionID.isValidShard(shard) {
            throw ValidationError("--shard must be 1 to \(SessionID.maxShardLength) characters of a-z and 0-9")
        }
    }

    /// What to warn about when `--host` is not a loopback address, or nil.
    static func exposureWarning(host: String) -> String? {
        guard !ServerConfiguration.isLoopback(host) else { return nil }
        return "listening on \(host), not loopback: anyone who can reach this address can drive the simulator (docs/SECURITY.md)"
    }

    func run() throws {
        let level = Logger.Level(rawValue: logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "formsim.server")
        var configuration = ServerConfiguration()
        configuration.host = host
        configuration.port = port
        configuration.publicDirectory = PublicFolder.locate(given: publicDirectory)
        configuration.maxSessions = maxSessions
        configuration.maxSessionsPerClient = maxSessionsPerClient
        configuration.maxSessionsPerAddress = maxSessionsPerAddress
        configuration.sessionIdleSeconds = sessionIdleSeconds
        configuration.uploadQuota.idleSeconds = uploadIdleSeconds
        configuration.threads = threads
        configuration.flowLimits = FlowLimits(maxEvents: flowMaxEvents, maxSeconds: flowMaxSeconds, auditSeconds: auditMaxSeconds)
        configuration.batchMaxSeconds = batchMaxSeconds
        configuration.shard = shard
        configuration.trustedProxies = TrustedProxies(trustedProxies) ?? TrustedProxies()

        if let warning = Self.exposureWarning(host: host) { logger.warning("\(warning)") }
        configuration.formFolders = formFolders.map { URL(fileURLWithPath: $0) }

        // The signal handler only wakes this thread, which stops the server and lets go
        // of it: everything the server holds (sessions, public files, cached answers) is
        // freed before the process exits, so LeakSanitizer finds nothing left at exit.
        let stopped = DispatchSemaphore(value: 0)
        let signals = ShutdownSignals { signal in
            logger.info("received \(signal)")
            stopped.signal()
        }
        defer { signals.cancel() }
        try serve(FormSimServer(configuration: configuration, logger: logger), logger: logger, until: stopped)
    }

    private func serve(_ server: FormSimServer, logger: Logger, until stopped: DispatchSemaphore) throws {
        // Whoever waits for the forms of --forms (the tests, scripts/cluster.sh) reads this line.
        try server.start(formsLoaded: { FileHandle.standardOutput.write(Data("FormSim forms loaded\n".utf8)) })
        if let shard { logger.info("shard \(shard): session ids start \"\(shard)-\"") }
        if !trustedProxies.isEmpty {
            logger.info("X-Real-IP and X-Forwarded-For name the client on connections from \(trustedProxies.joined(separator: ", "))")
        }
        // One unbuffered write: whoever started us can read the line at once.
        FileHandle.standardOutput.write(Data("FormSim listening on \(server.url)\n".utf8))
        stopped.wait()
        server.shutdown()
    }
}
