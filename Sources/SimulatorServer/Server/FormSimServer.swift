import Foundation
import Logging
import Locks
import Wire

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
    private let state = Lock(Phase.idle)
    /// Set first thing at shutdown: a request running stops between events.
    private let stopping = StopFlag()

    private enum Phase { case idle, running, stopped }

    init(configuration: ServerConfiguration, logger: Logger) throws {
        self.configuration = configuration
        self.logger = logger
        watcher = FormWatcher(folders: configuration.formFolders)
        let clock = ServerClock()
        self.clock = clock
        // The client's render defaults are Wire's table, served as one of its modules.
        let files = try StaticFiles(directory: configuration.publicDirectory)
            .adding(Data(RenderDefaults.module.utf8), at: "/js/" + RenderDefaults.moduleName)
        if files.file(at: "/") == nil {
            logger.warning("no index.html in \(configuration.publicDirectory.path)")
        }
        let sessions = SessionStore(
            limits: .init(
                maxSessions: configuration.maxSessions, idleSeconds: configuration.sessionIdleSeconds,
                maxPerClient: configuration.maxSessionsPerClient, maxPerAddress: configuration.maxSessionsPerAddress),
            clock: clock, shard: configuration.shard)
        let hub = LongPollCenter(
            LongPollHub(holdSeconds: configuration.holdSeconds, maxWaitersPerSession: configuration.maxWaitersPerSession))
        router = Router(
            // The forms of `--forms` load once the server listens (`start`): a slow or
            // hostile file delays nothing but itself.
            sessions: sessions, hub: hub, files: files,
            library: SceneLibrary(uploadQuota: configuration.uploadQuota, loading: !configuration.formFolders.isEmpty),
            requestGuard: RequestGuard(names: configuration.allowedHostNames.union([configuration.host])),
            trustedProxies: configuration.trustedProxies, stopping: stopping, flowLimits: configuration.flowLimits,
            batchSeconds: configuration.batchMaxSeconds)
        let ticker = Ticker(maxSleep: configuration.tickSeconds, now: { clock.now })
        self.ticker = ticker
        let deadlines = router.timerDeadlines
        // Bound now, so the port is known (and fixed) before any request can be handled.
        let listening = try ListeningSocket.open(host: configuration.host, port: configuration.port)
        daemon = HTTPDaemon(
            listening: listening, router: router, clock: clock, logger: logger, connectionLimit: configuration.connectionLimit,
            connectionTimeoutSeconds: configuration.connectionTimeoutSeconds, threads: configuration.threads,
            backgroundThreads: configuration.backgroundThreads,
            afterPost: { path in
                // An input moves its own session's timers alone, and the router notes the
                // earliest; any other POST (a new session, a reload, a flow) may start any.
                guard path.hasSuffix("/input") else { return ticker.poke() }
                let due = deadlines.take()
                if due.isFinite { ticker.poke(before: due) }
            })
    }

    /// Waits until the forms of `--forms` are loaded (true), or `seconds` passed.
    func waitForForms(seconds: Double = 60) -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while router.library.isLoading {
            guard ContinuousClock.now < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return true
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

    /// Starts serving; the forms of `--forms` are read on a thread of their own, and
    /// `formsLoaded` is called once they are in.
    func start(formsLoaded: @escaping @Sendable () -> Void = {}) throws {
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
            if !work.expiredForms.isEmpty {
                logger.info("expired unused uploaded form(s): \(work.expiredForms.sorted().joined(separator: ", "))")
            }
            return work.nextDeadline.map { $0 - clock.now }
        }
        if !configuration.formFolders.isEmpty {
            let folders = configuration.formFolders, library = router.library
            let thread = Thread { [logger] in
                library.install(Self.formFiles(folders, logger: logger))
                formsLoaded()
            }
            thread.name = "formsim.forms"
            thread.start()
            watcher.start { [router, daemon, logger] event in
                switch event {
                case .changed(let paths):
                    let reload = router.reloadForms(paths)
                    daemon.resume(reload.wake)
                    for message in reload.messages { logger.log(level: message.level, "\(message.text)") }
                case .folderGone(let folder):
                    logger.warning("forms folder \(folder) is gone; its forms keep running, and it is watched for again")
                case .folderBack(let folder):
                    logger.notice("forms folder \(folder) is back; watching it again and reloading its forms")
                }
            }
        }
        logger.info("listening on \(url) with \(router.files.files.count) public paths")
    }

    /// Stops accepting, answers every held long-poll (with what it waits for, or no ops),
    /// cuts a request running short (input stops before its next event and answers 503
    /// `server_stopping`, work on a worker thread is answered 503 at once), waits
    /// (≤ `flushSeconds`) until those answers went out, then stops the timer thread and the
    /// daemon (docs/SECURITY.md, "Shutdown").
    func shutdown(flushSeconds: Double = 0.5) {
        let running = state.withLock { phase -> Bool in
            defer { phase = .stopped }
            return phase == .running
        }
        guard running else { return }
        stopping.set()
        watcher.stop()
        daemon.quiesce()
        let waiting = router.hub.withEveryHub { $0.drainAll() }.flatMap { $0 }
        let abandoned = daemon.abandonWork()
        logger.info("shutting down; answering \(waiting.count) held long-poll(s) and \(abandoned) unfinished request(s)")
        daemon.resume(waiting)
        let deadline = ContinuousClock.now + .milliseconds(Int(flushSeconds * 1000))
        if !daemon.waitForHolds(timeout: deadline - ContinuousClock.now) {
            logger.warning("\(daemon.outstandingHolds) held answer(s) still unsent after \(flushSeconds) s; stopping anyway")
        }
        // Requests that arrived while the daemon's thread was busy are read and answered
        // now (503 for input and work, polls at once): their answers go out too.
        if !daemon.waitForRequests(until: deadline) {
            logger.warning("requests still being answered after \(flushSeconds) s; stopping anyway")
        }
        ticker.stop()
        daemon.stop()
        // Work cut short stops before its next event; until then it holds its session.
        if !daemon.waitForWorkers(until: ContinuousClock.now + .milliseconds(Int(flushSeconds * 1000))) {
            logger.warning("work still running after \(flushSeconds) s; stopping anyway")
        }
        logger.info("stopped")
    }
}
