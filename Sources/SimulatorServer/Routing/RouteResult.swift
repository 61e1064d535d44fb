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
    /// Where the work runs. Interactive work (a batch of input) never waits behind
    /// background work (a flow run, a form upload): each lane has its own threads.
    enum Lane: Sendable { case interactive, background }

    let lane: Lane
    /// Whom the job is run for (a token, else an address): each lane serves its clients
    /// in turn (`FairQueue`).
    var client = ""
    /// Set when the request's client went away before its answer: work that can stop
    /// early (a flow run) looks at it between steps.
    let cancelled: WorkCancellation
    let run: @Sendable () -> (HTTPResponse, wake: [LongPollHub.WaiterID])

    init(
        lane: Lane = .interactive, cancelled: WorkCancellation = WorkCancellation(),
        run: @escaping @Sendable () -> (HTTPResponse, wake: [LongPollHub.WaiterID])
    ) {
        self.lane = lane
        self.cancelled = cancelled
        self.run = run
    }

    /// Work that wakes no long-poll; `answer` is given the job's cancellation flag.
    init(lane: Lane = .interactive, answer: @escaping @Sendable (_ cancelled: WorkCancellation) -> HTTPResponse) {
        let cancelled = WorkCancellation()
        self.init(lane: lane, cancelled: cancelled) { (answer(cancelled), []) }
    }

    /// The same work (lane, flag) with its answer passed through `transform`.
    func mapAnswer(_ transform: @escaping @Sendable (HTTPResponse) -> HTTPResponse) -> Job {
        let run = run
        var mapped = Job(lane: lane, cancelled: cancelled) {
            let (response, wake) = run()
            return (transform(response), wake)
        }
        mapped.client = client
        return mapped
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
