private import CMicroHTTPD
import Foundation
import Logging
import Locks
import Synchronization

/// The only place that touches libmicrohttpd. It runs MHD's internal polling thread
/// (epoll, suspend/resume), collects each request into a `RequestContext`, asks the
/// `Router` what to do, and carries that out: queue an answer, suspend a long-poll, or
/// resume the long-polls the router (or the timer, or shutdown) says to wake.
///
/// A held long-poll: the router registers a waiter in the hub and returns `.hold`; the
/// handler suspends the connection and files it under the waiter id. Whoever later gets
/// that id back from the hub calls `resume`, which resumes the connection exactly once;
/// MHD then calls the handler again, which answers with `Router.answerHeld`.
///
/// Work (`.work`: a flow run, a form upload) is held the same way while a `WorkPool`
/// thread runs it; the thread files the answer in its `WorkTicket` and resumes it. At
/// shutdown `abandonWork` answers every unfinished one `503 server_stopping` at once.
///
/// The listening socket is bound before the daemon starts (`ListeningSocket`), so `port`
/// is a constant that every handler thread reads without a race.
final class HTTPDaemon: @unchecked Sendable {
    // @unchecked: only for the C callbacks' raw pointers; every mutable thing sits behind
    // a Lock (the daemon pointer in `lifecycle`, held connections in `suspensions`).

    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    /// The defaults of `ServerConfiguration` (docs/SECURITY.md, "Limits").
    static let connectionLimit = 20_000
    static let connectionTimeoutSeconds = 30
    /// One: on the 2-core machine of docs/PERFORMANCE.md a second thread lowered both
    /// static requests/s and the delivery rate (the load generator needs the other core).
    static let defaultThreads = 1

    private let router: Router
    private let clock: ServerClock
    private let logger: Logger
    /// Called after every routed POST (input may have scheduled simulator timers).
    private let afterPost: @Sendable (_ path: String) -> Void
    private let connectionLimit: Int
    private let connectionTimeoutSeconds: Int
    private let threads: Int
    private let lifecycle: Lock<Lifecycle>
    private let suspensions = Lock(Suspensions())
    private let held = HeldRequests()
    /// Requests whose handler was called and that have not completed (answer sent, or the
    /// client gone): what shutdown waits for before it stops the daemon.
    private let inFlight = Atomic<Int>(0)
    /// Each connection's buffer for the request line, the headers and the answer's head.
    static let connectionMemory = 16 * 1024

    /// Runs interactive `.work` (a batch of input) off the polling thread: as many threads
    /// as cores, at most 4.
    private let pool = WorkPool(threads: min(4, max(1, ProcessInfo.processInfo.activeProcessorCount)))
    /// Runs background `.work` (flow runs, form uploads): threads of their own, so input
    /// never queues behind a flow run however many are waiting.
    private let backgroundPool: WorkPool
    static let defaultBackgroundThreads = 2
    /// Answers built once and queued again for every request with the same `reuseKey`
    /// (MHD responses are reference counted and may be queued on many connections).
    private let reusable = Lock<[String: ResponseHandle]>([:])

    /// The port bound, known before `start` (requests arriving early wait in its backlog).
    let port: Int

    /// `listening` becomes the daemon's: it is closed by `stop`, or when the daemon goes
    /// away without having been started.
    init(
        listening: ListeningSocket, router: Router, clock: ServerClock, logger: Logger,
        connectionLimit: Int = HTTPDaemon.connectionLimit,
        connectionTimeoutSeconds: Int = HTTPDaemon.connectionTimeoutSeconds, threads: Int = 1,
        backgroundThreads: Int = HTTPDaemon.defaultBackgroundThreads,
        afterPost: @escaping @Sendable (_ path: String) -> Void = { _ in }
    ) {
        self.port = listening.port
        self.lifecycle = Lock(.bound(listening))
        self.connectionLimit = max(1, connectionLimit)
        self.connectionTimeoutSeconds = max(1, connectionTimeoutSeconds)
        self.threads = min(64, max(1, threads))
        backgroundPool = WorkPool(threads: min(64, max(1, backgroundThreads)))
        self.router = router
        self.clock = clock
        self.logger = logger
        self.afterPost = afterPost
    }

    /// Long-polls and work suspended or being answered whose request has not completed yet.
    var outstandingHolds: Int { held.outstanding }

    /// Blocks until every held long-poll has completed (its answer went out, or its client
    /// left) or `timeout` passed; true if none is outstanding.
    func waitForHolds(timeout: Duration) -> Bool {
        held.waitUntilNone(timeout: timeout)
    }

    /// Blocks until no request has been in flight for 20 ms (a request that arrived while
    /// the polling thread was busy is read and routed in that time) or `deadline` passed;
    /// true if none is in flight. Idle keep-alive connections are not waited for.
    func waitForRequests(until deadline: ContinuousClock.Instant) -> Bool {
        var quietSince: ContinuousClock.Instant?
        while ContinuousClock.now < deadline {
            if inFlight.load(ordering: .acquiring) == 0 {
                let since = quietSince ?? .now
                if ContinuousClock.now - since >= .milliseconds(20) { return true }
                quietSince = since
            } else {
                quietSince = nil
            }
            Thread.sleep(forTimeInterval: 0.002)
        }
        return inFlight.load(ordering: .acquiring) == 0
    }

    /// Connections open now (0 before `start` and once `stop` began). Asked under the
    /// lock `stop` takes to retire the daemon, so never of a daemon being stopped.
    var openConnections: Int {
        lifecycle.withLock { phase in
            guard let running = phase.running else { return 0 }
            return Int(formsim_daemon_connection_count(running.daemon))
        }
    }

    deinit {
        // Never started (or `stop` never called): the socket is still ours.
        if case .bound(let listening) = lifecycle.withLock({ $0 }) { listening.close() }
    }

    // MARK: - Start and stop

    func start() throws {
        Self.raiseFileLimit()
        try lifecycle.withLock { phase in
            guard case .bound(let listening) = phase else {
                throw StartError(description: "the daemon was started already")
            }
            do {
                phase = .running(try launch(listening))
            } catch {
                // The socket may have been closed by libmicrohttpd: not ours to close any more.
                phase = .stopped
                throw error
            }
        }
    }

    /// Starts libmicrohttpd on `listening` (it owns the socket from then on).
    private func launch(_ listening: ListeningSocket) throws -> Lifecycle.Running {
        let flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue
            | MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_USE_ERROR_LOG.rawValue | MHD_USE_ITC.rawValue

        let completed: MHD_RequestCompletedCallback = { cls, _, requestContext, _ in
            guard let cls, let requestContext, let raw = requestContext.pointee else { return }
            requestContext.pointee = nil
            let context = Unmanaged<RequestContext>.fromOpaque(raw).takeRetainedValue()
            Unmanaged<HTTPDaemon>.fromOpaque(cls).takeUnretainedValue().completed(context)
        }
        // MHD's own messages (a client that vanished, a malformed request) go to our
        // logger at debug level instead of flooding stderr.
        let log: MHD_LogCallback = { cls, format, arguments in
            guard let cls, let format, let arguments else { return }
            var buffer = [CChar](repeating: 0, count: 512)
            _ = vsnprintf(&buffer, buffer.count, format, arguments)
            let message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            Unmanaged<HTTPDaemon>.fromOpaque(cls).takeUnretainedValue().logger.debug(
                "libmicrohttpd: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        let unmanagedSelf = Unmanaged.passRetained(self)
        var options: [MHD_OptionItem] = [
            MHD_OptionItem(
                option: .EXTERNAL_LOGGER, value: unsafeBitCast(log, to: Int.self), ptr_value: unmanagedSelf.toOpaque()),
            MHD_OptionItem(option: .CONNECTION_LIMIT, value: connectionLimit, ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_TIMEOUT, value: connectionTimeoutSeconds, ptr_value: nil),
            MHD_OptionItem(option: .THREAD_POOL_SIZE, value: threads, ptr_value: nil),
            // libmicrohttpd zeroes a connection's memory pool at every request: at its
            // default of 32 KiB that was a tenth of the server's instructions under load.
            // Bodies do not go through it (they come in chunks, into the request context).
            MHD_OptionItem(option: .CONNECTION_MEMORY_LIMIT, value: Self.connectionMemory, ptr_value: nil),
            MHD_OptionItem(
                option: .NOTIFY_COMPLETED, value: unsafeBitCast(completed, to: Int.self),
                ptr_value: unmanagedSelf.toOpaque()),
            MHD_OptionItem(option: .LISTEN_SOCKET, value: Int(listening.descriptor), ptr_value: nil),
            MHD_OptionItem(option: .END, value: 0, ptr_value: nil),
        ]
        let started = options.withUnsafeMutableBufferPointer { items -> OpaquePointer? in
            guard let items = items.baseAddress else { return nil }
            return withVaList([Int32(MHD_OPTION.ARRAY.rawValue), items, Int32(MHD_OPTION.END.rawValue)]) { arguments in
                MHD_start_daemon_va(
                    flags, UInt16(clamping: listening.port), nil, nil,
                    { cls, connection, url, method, _, uploadData, uploadSize, requestContext in
                        guard let cls, let connection, let requestContext, let uploadSize else { return .NO }
                        return Unmanaged<HTTPDaemon>.fromOpaque(cls).takeUnretainedValue().access(
                            connection: connection, url: url, method: method, uploadData: uploadData,
                            uploadSize: uploadSize, requestContext: requestContext)
                    }, unmanagedSelf.toOpaque(), arguments)
            }
        }
        guard let started else {
            // Whether libmicrohttpd closed the socket on its way out is not documented: it
            // is left alone (a second close could hit another thread's new descriptor).
            unmanagedSelf.release()
            throw StartError(description: "libmicrohttpd could not start on port \(listening.port)")
        }
        return Lifecycle.Running(daemon: started, retainedSelf: unmanagedSelf)
    }

    /// Stops accepting connections; the ones open keep being served.
    func quiesce() {
        lifecycle.withLock { phase in
            guard case .running(let running) = phase else { return }
            let socket = MHD_quiesce_daemon(running.daemon)
            guard check(socket: socket, "quiesce") else { return }
            phase = .quiesced(running, listenSocket: socket)
        }
    }

    /// Resumes whatever is still suspended (nothing is suspended after this), stops the
    /// daemon and its threads, closes the listening socket.
    func stop() {
        let retired = lifecycle.withLock { phase -> (Lifecycle.Running, quiescedSocket: Int32?)? in
            defer { phase = .stopped }
            switch phase {
            case .running(let running): return (running, nil)
            case .quiesced(let running, let socket): return (running, socket)
            case .bound(let listening):
                listening.close()
                return nil
            case .stopped: return nil
            }
        }
        guard let (running, quiescedSocket) = retired else { return }
        // MHD_stop_daemon aborts while a connection is suspended: resume them all, and
        // from now on answer a hold at once instead of suspending it.
        let stopping = stoppingAnswer
        suspensions.withLock { table in
            table.isStopping = true
            for ticket in table.work.values { _ = ticket.finish(stopping) }
            for case .suspended(let connection) in table.slots.values { MHD_resume_connection(connection.pointer) }
            table.slots.removeAll()
        }
        pool.stop()
        backgroundPool.stop()
        MHD_stop_daemon(running.daemon)
        reusable.withLock { table in
            for handle in table.values { MHD_destroy_response(handle.pointer) }
            table.removeAll()
        }
        // After a quiesce the socket came back to us; otherwise MHD_stop_daemon closed it.
        if let quiescedSocket { close(quiescedSocket) }
        running.retainedSelf.release()
    }

    /// After `stop()`: waits (until `deadline`) for the worker threads to finish the work
    /// they were doing when it was cut short (each stops before its next event).
    func waitForWorkers(until deadline: ContinuousClock.Instant) -> Bool {
        pool.waitForThreads(until: deadline) && backgroundPool.waitForThreads(until: deadline)
    }

    /// Answers these held long-polls: each suspended connection is resumed exactly once;
    /// one not suspended yet is answered as soon as its handler gets there.
    func resume(_ waiters: [LongPollHub.WaiterID]) {
        guard !waiters.isEmpty else { return }
        resume(keys: waiters.map { .poll($0) })
    }

    private func resume(keys: [HoldKey]) {
        suspensions.withLock { table in
            guard !table.isStopping else { return }
            for key in keys {
                switch table.slots.removeValue(forKey: key) {
                case .suspended(let connection)?: MHD_resume_connection(connection.pointer)
                case .woken?, nil: table.slots[key] = .woken
                }
            }
        }
    }

    /// Shutting down: every held request whose work has not finished is answered
    /// `503 server_stopping` now (the work runs on, unanswered, until the process exits).
    /// Returns how many were.
    @discardableResult
    func abandonWork() -> Int {
        let stopping = stoppingAnswer
        let abandoned = suspensions.withLock { table in
            table.work.values.filter { $0.finish(stopping) }.map(\.id)
        }
        resume(keys: abandoned.map { .work($0) })
        return abandoned.count
    }

    /// What held work is answered when the server stops before it finished (all work is
    /// under /api/).
    private var stoppingAnswer: HTTPResponse {
        router.finish(.error(.serverStopping("the request was not finished")), path: "/api/")
    }

    // MARK: - Requests

    private func access(
        connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?,
        uploadData: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>,
        requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        guard let raw = requestContext.pointee else {
            // First call: headers only.
            let context = RequestContext(
                method: method.map { String(cString: $0) } ?? "GET", path: url.map { String(cString: $0) } ?? "/")
            requestContext.pointee = Unmanaged.passRetained(context).toOpaque()
            inFlight.add(1, ordering: .acquiringAndReleasing)
            let announced = header("Content-Length", connection).flatMap { Int($0) }
            let action: RequestState.Action
            (context.state, action) = RequestState.start(contentLength: announced, limit: Router.maxBodyBytes)
            return perform(action, context: context, connection: connection)
        }
        let context = Unmanaged<RequestContext>.fromOpaque(raw).takeUnretainedValue()
        if uploadSize.pointee > 0 {
            let count = uploadSize.pointee
            switch context.state.upload(count: count, limit: Router.maxBodyBytes) {
            case .append:
                if let uploadData { context.body.append(UnsafeRawPointer(uploadData).assumingMemoryBound(to: UInt8.self), count: count) }
            case .discardBody: context.body = Data()
            case .drop: break
            }
            uploadSize.pointee = 0
            return .YES
        }
        return perform(context.state.call(), context: context, connection: connection)
    }

    /// Carries out what the request's state says this call does.
    private func perform(_ action: RequestState.Action, context: RequestContext, connection: OpaquePointer) -> MHD_Result {
        switch action {
        case .proceed: return .YES
        case .answerTooLarge: return queue(router.bodyTooLarge(path: context.path), on: connection)
        case .route: return route(context, connection: connection)
        case .suspend:
            guard let held = context.held else { return .YES }
            return suspend(held, context: context, connection: connection)
        case .answer:
            guard let held = context.held else { return .YES }
            return queue(answer(held), on: connection)
        }
    }

    /// The whole body is in: the router answers, holds the request, or gives it work.
    private func route(_ context: RequestContext, connection: OpaquePointer) -> MHD_Result {
        let request = HTTPRequest(
            method: context.method, path: context.path, query: values(.GET_ARGUMENT_KIND, connection),
            lowercasedHeaders: values(.HEADER_KIND, connection), body: context.body, serverPort: port,
            peer: Self.peer(connection))
        context.body = Data()
        let routed = router.route(request, now: clock.now)
        if request.method == "POST" { afterPost(request.path) }
        switch routed {
        case .respond(let response, let wake):
            logger.debug("\(request.method) \(request.path) \(response.status)")
            let result = queue(response, on: connection)
            resume(wake)
            return result
        case .hold(let poll, let wake):
            logger.debug("\(request.method) \(request.path) held as waiter \(poll.waiter)")
            resume(wake)
            hold(.poll(poll), context: context)
            return .YES
        case .work(let job):
            let ticket = suspensions.withLock { table -> WorkTicket? in
                guard !table.isStopping else { return nil }
                let ticket = WorkTicket(id: table.nextWorkID, cancelled: job.cancelled)
                table.nextWorkID += 1
                table.work[ticket.id] = ticket
                return ticket
            }
            guard let ticket else { return queue(stoppingAnswer, on: connection) }
            logger.debug("\(request.method) \(request.path) running as work \(ticket.id)")
            if job.lane == .background { job.cancelled.watch(Self.hungUp(formsim_connection_fd(connection))) }
            hold(.work(ticket), context: context)
            let isPost = request.method == "POST"
            let path = request.path
            (job.lane == .background ? backgroundPool : pool).submit(client: job.client) { [self] in
                let (response, wake) = job.run()
                resume(wake)
                if isPost { afterPost(path) }
                if ticket.finish(response) { resume(keys: [.work(ticket.id)]) }
            }
            return .YES
        }
    }

    /// Files a held request; the connection is suspended on the handler's next call (see
    /// `RequestState.holding`), which comes at once.
    private func hold(_ held: Held, context: RequestContext) {
        context.state.hold(held)
        self.held.begin()
    }

    /// The handler's call after `hold`: suspends the connection, or answers at once if the
    /// request was woken (or its work finished) already or the daemon is stopping.
    private func suspend(_ held: Held, context: RequestContext, connection: OpaquePointer) -> MHD_Result {
        let key = held.key
        let wokenAlready = suspensions.withLock { table -> Bool in
            // Stopping: nothing may be suspended any more, answer now.
            if table.isStopping { return true }
            if case .woken? = table.slots[key] {
                table.slots[key] = nil
                return true
            }
            MHD_suspend_connection(connection)
            table.slots[key] = .suspended(ConnectionHandle(pointer: connection))
            return false
        }
        guard wokenAlready else { return .YES }
        return perform(context.state.call(), context: context, connection: connection)
    }

    /// The answer to a held request now: the poll's ops (or none), or the work's answer.
    private func answer(_ held: Held) -> HTTPResponse {
        switch held {
        case .poll(let poll): router.answerHeld(poll, now: clock.now)
        case .work(let ticket): ticket.response ?? stoppingAnswer
        }
    }

    private func completed(_ context: RequestContext) {
        inFlight.subtract(1, ordering: .acquiringAndReleasing)
        guard let held = context.held else { return }
        switch held {
        case .poll(let poll):
            router.hub.cancel(poll.waiter)
            suspensions.withLock { _ = $0.slots.removeValue(forKey: held.key) }
        case .work(let ticket):
            // The client is gone before the work finished: work that can stop early (a
            // flow run) is told to; the rest runs on, and its answer finds no one.
            if ticket.finish(stoppingAnswer) { ticket.cancelled.set() } else { ticket.cancelled.stopWatching() }
            suspensions.withLock { table in
                table.slots.removeValue(forKey: held.key)
                table.work.removeValue(forKey: ticket.id)
            }
        }
        self.held.end()
    }

    private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        if let key = response.reuseKey {
            let shared = reusable.withLock { table -> OpaquePointer? in
                if let handle = table[key] { return handle.pointer }
                guard let made = build(response) else { return nil }
                table[key] = ResponseHandle(pointer: made)
                return made
            }
            guard let shared else { return .NO }
            return check(MHD_queue_response(connection, UInt32(response.status), shared), "queue \(response.status)")
        }
        guard let created = build(response) else { return .NO }
        defer { MHD_destroy_response(created) }
        return check(MHD_queue_response(connection, UInt32(response.status), created), "queue \(response.status)")
    }

    private func build(_ response: HTTPResponse) -> OpaquePointer? {
        let created = response.body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(
                bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let created else {
            logger.error("libmicrohttpd: cannot create a response")
            return nil
        }
        // `withCString` lends a native string's own bytes; passing the String itself would
        // copy each name and value into a new array first.
        for (name, value) in response.headers {
            let added = name.withCString { name in value.withCString { MHD_add_response_header(created, name, $0) } }
            check(added, "add header \(name)")
        }
        return created
    }

    /// Every MHD result goes through here: a failure is logged, and returned.
    @discardableResult
    private func check(_ result: MHD_Result, _ what: @autoclosure () -> String) -> MHD_Result {
        if result == .NO { logger.warning("libmicrohttpd: \(what()) failed") }
        return result
    }

    /// The same for a call that returns a socket (-1: failed); true if it succeeded.
    private func check(socket: Int32, _ what: @autoclosure () -> String) -> Bool {
        check(socket < 0 ? .NO : .YES, what()) == .YES
    }

    /// Whether the client of a suspended connection closed it (or its sending side: the
    /// two look the same without writing to it), seen without reading from it.
    private static func hungUp(_ socket: Int32) -> @Sendable () -> Bool {
        { [socket] in formsim_socket_hung_up(socket) != 0 }
    }

    /// The client's address, or nil.
    private static func peer(_ connection: OpaquePointer) -> IPAddress? {
        var bytes = [UInt8](repeating: 0, count: 16)
        guard formsim_connection_peer(connection, &bytes) == 0 else { return nil }
        return IPAddress(bytes: bytes)
    }

    private func header(_ name: String, _ connection: OpaquePointer) -> String? {
        MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
    }

    private func values(_ kind: MHD_ValueKind, _ connection: OpaquePointer) -> [String: String] {
        let collector = ValueCollector(lowercasesKeys: kind == .HEADER_KIND)
        _ = MHD_get_connection_values(
            connection, kind,
            { cls, _, key, value in
                guard let cls, let key else { return .YES }
                Unmanaged<ValueCollector>.fromOpaque(cls).takeUnretainedValue().add(key: key, value: value)
                return .YES
            }, Unmanaged.passUnretained(collector).toOpaque())
        return withExtendedLifetime(collector) { collector.values }
    }

    /// Lets the process hold as many sockets as it may (the connection limit is high).
    private static func raiseFileLimit() {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
}
