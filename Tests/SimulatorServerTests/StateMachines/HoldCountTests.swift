import Foundation
import Testing

@testable import SimulatorServer

@Suite("HoldCount")
struct HoldCountTests {
    @Test("With nothing held a wait goes on at once and is not filed")
    func nothingHeld() {
        var count = HoldCount<String>()
        #expect(count.wait("shutdown") == false)
        count.begin()
        #expect(count.end() == [])
    }

    @Test("A waiter is woken by the end of the last held request, not before")
    func wokenByTheLast() {
        var count = HoldCount<String>()
        count.begin()
        count.begin()
        #expect(count.wait("shutdown") == true)
        #expect(count.end() == [])
        #expect(count.outstanding == 1)
        #expect(count.end() == ["shutdown"])
    }

    @Test("A waiter is woken once: later holds that end do not wake it again")
    func wokenOnce() {
        var count = HoldCount<String>()
        count.begin()
        _ = count.wait("shutdown")
        #expect(count.end() == ["shutdown"])
        count.begin()
        #expect(count.end() == [])
    }

    @Test("An end without a begin does not go below zero")
    func neverNegative() {
        var count = HoldCount<String>()
        #expect(count.end() == [])
        #expect(count.outstanding == 0)
        #expect(count.wait("shutdown") == false)
    }
}

@Suite("HeldRequests")
struct HeldRequestsTests {
    @Test("Waiting returns as soon as the last held request ends on another thread")
    func returnsWhenDrained() {
        let held = HeldRequests()
        held.begin()
        held.begin()
        let ender = Background { () -> Bool in
            // Later than the wait begins: what is tested is that the wait ends when they do.
            Thread.sleep(forTimeInterval: 0.05)
            held.end()
            held.end()
            return true
        }
        let started = ContinuousClock.now
        #expect(held.waitUntilNone(timeout: .seconds(5)))
        #expect(ContinuousClock.now - started < .seconds(2))
        _ = ender.wait(timeout: 1)
    }

    @Test("Waiting gives up after the timeout while a held request is still outstanding")
    func timesOut() {
        let held = HeldRequests()
        held.begin()
        let started = ContinuousClock.now
        #expect(held.waitUntilNone(timeout: .milliseconds(100)) == false)
        let waited = ContinuousClock.now - started
        #expect(waited >= .milliseconds(100) && waited < .seconds(2), "waited \(waited)")
        #expect(held.outstanding == 1)
    }
}
