import Foundation
import Logging
import Synchronization

/// The whole server: the router and its state, the HTTP daemon, and the timer thread.
final class FormSimServer: Sendable {
    let configuration: ServerConfiguration
    let router: Router
    let clock: ServerClock
    private let daemon: HTTPDaemon
    private let ticker: Ticker
    private let logger: Logger
    /// Watches `--forms` folders for saved changes (hot reload).
    private let watcher: FormWatcher
    private let state = Mutex(Phase.idle)

    private enum Phase { case idle, running, stopped }

    init(configuration: ServerConfiguration, logger: Logger) throws {
        self.configuration = configuration
        self.logger = logger
        watcher = FormWatcher(folders: configuration.formFolders)
        let clock = ServerClock()
        self.clock = clock
        let files = try StaticFiles(directory: configuration.publicDirectory)
        if files.file(at: "/") == nil {
            logger.warning("no index.html in \(configuration.publicDirectory.path)")
        }
        let sessions = SessionStore(
            limits: .init(maxSessions: configuration.maxSessions, idleSeconds: configuration.sessionIdleSeconds),
            clock: clock, shard: configuration.shard)
        let hub = LongPollCenter(
            LongPollHub(holdSeconds: configuration.holdSeconds, maxWaitersPerSession: configuration.maxWaitersPerSession))
        router = Router(
            sessions: sessions, hub: hub, files: files, library: Self.library(configuration.formFolders, logger: logger),
            requestGuard: RequestGuard(names: configuration.allowedHostNames.union([configuration.host])))
        let ticker = Ticker(maxSleep: configuration.tickSeconds)
        self.ticker = ticker
        // Bound now, so the port is known (and fixed) before any request can be handled.
        let listening = try ListeningSocket.open(host: configuration.host, port: configuration.port)
        daemon = HTTPDaemon(
            listening: listening, router: router, clock: clock, logger: logger, connectionLimit: configuration.connectionLimit,
            connectionTimeoutSeconds: configuration.connectionTimeoutSeconds, threads: configuration.threads,
            afterPost: { ticker.poke() })
    }

    /// The port bound (known from `init` on).
    var port: Int { daemon.port }

    /// Held long-polls whose request has not completed yet.
    var outstandingHolds: Int { daemon.outstandingHolds }

    /// Connections open now.
    var openConnections: Int { daemon.openConnections }

    var url: String {
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        return "http://\(host):\(port)/"
    }

    func start() throws {
        let daemon = daemon
        try state.withLock { phase in
            guard phase == .idle else { return }
            try daemon.start()
            phase = .running
        }
        let router = router, clock = clock, logger = logger
        ticker.start { [router, daemon, clock, logger] in
            let work = router.housekeeping(now: clock.now)
            daemon.resume(work.wake)
            if !work.expiredSessions.isEmpty {
                logger.info("expired \(work.expiredSessions.count) idle session(s)")
            }
            return work.nextDeadline.map { $0 - clock.now }
        }
        if !configuration.formFolders.isEmpty {
            watcher.start { [router, daemon, logger] paths in
                let reload = router.reloadForms(paths)
                daemon.resume(reload.wake)
                for message in reload.messages { logger.log(level: message.level, "\(message.text)") }
            }
        }
        logger.info("listening on \(url) with \(router.files.files.count) public paths")
    }

    /// Stops accepting, answers every held long-poll, waits (≤ `flushSeconds`) until they
    /// went out, then stops the timer thread and the daemon.
    func shutdown(flushSeconds: Double = 0.5) {
        let running = state.withLock { phase -> Bool in
            defer { phase = .stopped }
            return phase == .running
        }
        guard running else { return }
        watcher.stop()
        daemon.quiesce()
        let waiting = router.hub.withHub { $0.drainAll() }
        logger.info("shutting down; answering \(waiting.count) held long-poll(s)")
        daemon.resume(waiting)
        if !daemon.waitForHolds(timeout: .seconds(flushSeconds)) {
            logger.warning("\(daemon.outstandingHolds) long-poll answer(s) still unsent after \(flushSeconds) s; stopping anyway")
        }
        ticker.stop()
        daemon.stop()
        logger.info("stopped")
    }
}
