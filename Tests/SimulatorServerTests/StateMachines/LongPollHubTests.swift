import Testing

@testable import SimulatorServer

@Suite("LongPollHub")
struct LongPollHubTests {
    @Test("A request at the current version is held")
    func holdsAtCurrentVersion() {
        var hub = LongPollHub()
        guard case .hold(_, let evicted) = hub.wait(session: "a", since: 3, currentVersion: 3, now: 0) else {
            Issue.record("expected a hold")
            return
        }
        #expect(evicted.isEmpty)
        #expect(hub.count == 1)
    }

    @Test("A request behind the current version is answered at once")
    func answersWhenBehind() {
        var hub = LongPollHub()
        #expect(hub.wait(session: "a", since: 2, currentVersion: 3, now: 0) == .answerNow)
        #expect(hub.count == 0)
    }

    @Test("Publishing a session wakes exactly its waiters, once")
    func publishWakesTheSession() {
        var hub = LongPollHub()
        let a1 = hub.holdID(session: "a", now: 0)
        let b1 = hub.holdID(session: "b", now: 0)
        let a2 = hub.holdID(session: "a", now: 1)
        #expect(hub.publish(session: "a") == [a1, a2])
        #expect(hub.publish(session: "a") == [])
        #expect(hub.publish(session: "b") == [b1])
    }

    @Test("Holds expire after the hold time and not before")
    func expiry() {
        var hub = LongPollHub(holdSeconds: 25)
        let early = hub.holdID(session: "a", now: 0)
        let late = hub.holdID(session: "a", now: 10)
        #expect(hub.expire(now: 24.9) == [])
        #expect(hub.expire(now: 25) == [early])
        #expect(hub.nextExpiry == 35)
        #expect(hub.expire(now: 40) == [late])
        #expect(hub.nextExpiry == nil)
    }

    @Test("Past the per-session cap the oldest waiter is answered first")
    func capEvictsOldest() {
        var hub = LongPollHub(maxWaitersPerSession: 2)
        let first = hub.holdID(session: "a", now: 0)
        _ = hub.holdID(session: "a", now: 1)
        guard case .hold(_, let evicted) = hub.wait(session: "a", since: 1, currentVersion: 1, now: 2) else {
            Issue.record("expected a hold")
            return
        }
        #expect(evicted == [first])
        #expect(hub.count == 2)
    }

    @Test("Draining answers everything and holds nothing afterwards")
    func drain() {
        var hub = LongPollHub()
        let a = hub.holdID(session: "a", now: 0)
        let b = hub.holdID(session: "b", now: 0)
        #expect(Set(hub.drainAll()) == [a, b])
        #expect(hub.wait(session: "a", since: 1, currentVersion: 1, now: 1) == .answerNow)
    }

    @Test("A cancelled waiter is never woken")
    func cancel() {
        var hub = LongPollHub()
        let a = hub.holdID(session: "a", now: 0)
        let b = hub.holdID(session: "a", now: 0)
        hub.cancel(a)
        #expect(hub.publish(session: "a") == [b])
    }
}

extension LongPollHub {
    /// Holds a request at version 1 and returns its waiter id (0 if it was not held).
    mutating func holdID(session: String, now: Double) -> WaiterID {
        if case .hold(let id, _) = wait(session: session, since: 1, currentVersion: 1, now: now) { return id }
        return 0
    }
}
