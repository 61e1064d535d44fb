/// What the router wants done with a request.
enum RouteResult: Sendable {
    /// Send this answer now, and wake these held long-polls (their sessions changed).
    case respond(HTTPResponse, wake: [LongPollHub.WaiterID])
    /// Hold the request until its waiter is woken or expires, then call
    /// `Router.answerHeld`. `wake` as above (older polls the new one displaced).
    case hold(HeldPoll, wake: [LongPollHub.WaiterID])

    static func respond(_ response: HTTPResponse) -> RouteResult { .respond(response, wake: []) }
}

/// A long-poll the daemon holds: what it needs to answer it later.
struct HeldPoll: Sendable, Equatable {
    var waiter: LongPollHub.WaiterID
    var session: String
    var since: Int
}
