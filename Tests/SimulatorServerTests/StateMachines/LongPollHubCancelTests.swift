import Testing

@testable import SimulatorServer

/// `cancel` runs for every held request that ends (answered, or its client gone), under
/// the hub's one lock: it must find its waiter without looking at the others.
@Suite("LongPollHub cancel")
struct LongPollHubCancelTests {
    @Test("Cancelling a waiter in the middle leaves the rest of its session to be woken oldest first")
    func keepsDeliveryOrder() {
        var hub = LongPollHub()
        let a1 = hub.holdID(session: "a", now: 0)
        let a2 = hub.holdID(session: "a", now: 1)
        let b1 = hub.holdID(session: "b", now: 1)
        let a3 = hub.holdID(session: "a", now: 2)
        hub.cancel(a2)
        #expect(hub.count == 3)
        #expect(hub.publish(session: "a") == [a1, a3])
        #expect(hub.publish(session: "b") == [b1])
    }

    @Test("Cancelling an id that is not held (never, or already woken) changes nothing")
    func unknownIsIgnored() {
        var hub = LongPollHub()
        let a1 = hub.holdID(session: "a", now: 0)
        let b1 = hub.holdID(session: "b", now: 0)
        #expect(hub.publish(session: "b") == [b1])
        hub.cancel(b1)
        hub.cancel(999)
        #expect(hub.count == 1)
        #expect(hub.publish(session: "a") == [a1])
    }

    @Test("A cancelled waiter neither expires nor holds back the next expiry")
    func cancelledDoesNotExpire() {
        var hub = LongPollHub(holdSeconds: 25)
        let early = hub.holdID(session: "a", now: 0)
        let late = hub.holdID(session: "a", now: 10)
        hub.cancel(early)
        #expect(hub.nextExpiry == 35)
        #expect(hub.expire(now: 30) == [])
        #expect(hub.expire(now: 35) == [late])
        #expect(hub.count == 0)
    }

    @Test("An evicted waiter is forgotten: cancelling it later does not touch the ones that replaced it")
    func evictedThenCancelled() {
        var hub = LongPollHub(maxWaitersPerSession: 2)
        let first = hub.holdID(session: "a", now: 0)
        let second = hub.holdID(session: "a", now: 1)
        let third = hub.holdID(session: "a", now: 2)
        hub.cancel(first)
        #expect(hub.count == 2)
        #expect(hub.publish(session: "a") == [second, third])
    }

    @Test("Cancelling 10,000 waiters of 10,000 sessions one by one takes well under a second")
    func cancelDoesNotScan() {
        var hub = LongPollHub()
        let ids = (0..<10_000).map { hub.holdID(session: "s\($0)", now: 0) }
        let started = ContinuousClock.now
        for id in ids { hub.cancel(id) }
        let took = ContinuousClock.now - started
        #expect(hub.count == 0)
        #expect(took < .milliseconds(500), "took \(took)")
    }
}
