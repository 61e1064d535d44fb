import Testing

@testable import SimulatorServer

/// One request between libmicrohttpd's calls of the handler (RequestState): what each call
/// does, with no daemon and no socket.
@Suite("Request state")
struct RequestStateTests {
    static let limit = 100
    static let work = Held.work(WorkTicket(id: 7, cancelled: WorkCancellation()))

    @Test("a body within the limit is kept piece by piece, routed once at the end, and later calls do nothing")
    func routedOnce() {
        var (state, first) = RequestState.start(contentLength: 60, limit: Self.limit)
        #expect(first == .proceed)
        #expect(state.upload(count: 40, limit: Self.limit) == .append)
        #expect(state.upload(count: 60, limit: Self.limit) == .append)
        #expect(state.call() == .route)
        #expect(state.call() == .proceed)
        #expect(state.held == nil)
    }

    @Test("a body announced larger than the limit is answered 413 at the headers, and what comes after is dropped")
    func announcedTooLarge() {
        var (state, first) = RequestState.start(contentLength: Self.limit + 1, limit: Self.limit)
        #expect(first == .answerTooLarge)
        #expect(state.upload(count: 10, limit: Self.limit) == .drop)
        #expect(state.call() == .proceed)
    }

    @Test("a chunked body that passes the limit drops what it kept and the rest, and is answered 413 at its end, not routed")
    func chunkedTooLarge() {
        var (state, _) = RequestState.start(contentLength: nil, limit: Self.limit)
        #expect(state.upload(count: 90, limit: Self.limit) == .append)
        #expect(state.upload(count: 20, limit: Self.limit) == .discardBody)
        #expect(state.upload(count: 5, limit: Self.limit) == .drop)
        #expect(state.call() == .answerTooLarge)
        #expect(state.call() == .proceed)
    }

    @Test("a held request is suspended on the call after its hold, not in it, and answered on its resume")
    func heldThenResumed() {
        var (state, _) = RequestState.start(contentLength: 0, limit: Self.limit)
        #expect(state.call() == .route)
        state.hold(Self.work)
        #expect(state.call() == .suspend(Self.work.key))
        #expect(state.call() == .answer(Self.work.key))
        #expect(state.call() == .proceed)
    }

    @Test("what a request was held as stays known after its answer, for when it completes")
    func heldKnownUntilCompletion() {
        var (state, _) = RequestState.start(contentLength: 0, limit: Self.limit)
        _ = state.call()
        state.hold(Self.work)
        _ = state.call()
        _ = state.call()
        #expect(state.held?.key == Self.work.key)
    }

    @Test("a body piece that comes while a request is held is dropped")
    func uploadWhileHeld() {
        var (state, _) = RequestState.start(contentLength: 0, limit: Self.limit)
        _ = state.call()
        state.hold(Self.work)
        #expect(state.upload(count: 1, limit: Self.limit) == .drop)
        #expect(state.call() == .suspend(Self.work.key))
    }
}
