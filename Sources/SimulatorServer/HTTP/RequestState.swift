/// Where one request is between libmicrohttpd's calls of the access handler, and what the
/// daemon does at each call. Pure: the daemon carries the actions out (`HTTPDaemon.access`).
///
/// libmicrohttpd calls the handler once for the headers, once per piece of body, and then
/// again with no body until an answer is queued; a suspended connection's handler is
/// called again when it is resumed.
enum RequestState: Sendable {
    /// Headers seen; `bytes` of body so far, within the limit.
    case receiving(bytes: Int)
    /// The body passed the limit: the rest is read and dropped, then answered 413.
    case tooLarge
    /// Held (a long-poll, or work on a worker thread): the connection is suspended on the
    /// handler's next call, not this one. libmicrohttpd leaves a connection suspended in
    /// the handler's last call marked for reading, and reads it on resume before asking
    /// for the answer: a client that half-closed (shut down its sending side) would be
    /// seen as gone and closed unanswered. One call later it waits without reading.
    case holding(Held)
    /// Suspended: the next call is its resume, and answers it.
    case suspended(Held)
    /// An answer is queued (or being built); `held`, what the request was held as, is kept
    /// for when it completes.
    case answered(held: Held?)

    enum Action: Equatable {
        /// Nothing to do on this call.
        case proceed
        /// The whole body is in: route the request.
        case route
        case answerTooLarge
        case suspend(HoldKey)
        case answer(HoldKey)
    }

    enum Upload: Equatable {
        case append
        /// The body just passed the limit: what was kept goes too.
        case discardBody
        case drop
    }

    /// The first call: the headers. A body announced larger than `limit` is answered at once.
    static func start(contentLength: Int?, limit: Int) -> (RequestState, Action) {
        if let contentLength, contentLength > limit { return (.answered(held: nil), .answerTooLarge) }
        return (.receiving(bytes: 0), .proceed)
    }

    /// A piece of body of `count` bytes arrived.
    mutating func upload(count: Int, limit: Int) -> Upload {
        guard case .receiving(let bytes) = self else { return .drop }
        if bytes + count > limit {
            self = .tooLarge
            return .discardBody
        }
        self = .receiving(bytes: bytes + count)
        return .append
    }

    /// A call with no body: the end of the body, a held request's next call, or a resume.
    mutating func call() -> Action {
        switch self {
        case .receiving:
            self = .answered(held: nil)
            return .route
        case .tooLarge:
            self = .answered(held: nil)
            return .answerTooLarge
        case .holding(let held):
            self = .suspended(held)
            return .suspend(held.key)
        case .suspended(let held):
            self = .answered(held: held)
            return .answer(held.key)
        case .answered:
            return .proceed
        }
    }

    /// The router held the request it was just given (`route`).
    mutating func hold(_ held: Held) {
        self = .holding(held)
    }

    /// What the request is held as, from its hold until it completes.
    var held: Held? {
        switch self {
        case .holding(let held), .suspended(let held): held
        case .answered(let held): held
        case .receiving, .tooLarge: nil
        }
    }
}
