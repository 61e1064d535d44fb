/// What the router wants done with a request.
enum RouteResult: Sendable {
    /// Send this answer now, and wake these held long-polls (their sessions changed).
    case respond(HTTPResponse, wake: [LongPollHub.WaiterID])
    /// Hold the request until its waiter is woken or expires, then call
    /// `Router.answerHeld`. `wake` as above (older polls the new one displaced).
    case hold(HeldPoll, wake: [LongPollHub.WaiterID])
    /// Run this on a worker thread, not the daemon's polling thread, and answer with what
    /// it returns (docs/SECURITY.md, "Shutdown": answered 503 if the server stops first).
    case work(Job)

    static func respond(_ response: HTTPResponse) -> RouteResult { .respond(response, wake: []) }
}

/// A long-poll the daemon holds: what it needs to answer it later.
struct HeldPoll: Sendable, Equatable {
    var waiter: LongPollHub.WaiterID
    var session: String
    var since: Int
}

/// Work for a worker thread; `run` returns the finished answer and the held long-polls
/// to wake (their sessions changed).
struct Job: Sendable {
    let run: @Sendable () -> (HTTPResponse, wake: [LongPollHub.WaiterID])

    init(run: @escaping @Sendable () -> (HTTPResponse, wake: [LongPollHub.WaiterID])) {
        self.run = run
    }

    /// Work that wakes no long-poll.
    init(answer: @escaping @Sendable () -> HTTPResponse) {
        run = { (answer(), []) }
    }
}

extension RouteResult {
    /// The answer, running `work` here and now (for callers with no daemon: tests, tools).
    var answerNow: HTTPResponse? {
        switch self {
        case .respond(let response, _): response
        case .work(let job): job.run().0
        case .hold: nil
        }
    }
}
