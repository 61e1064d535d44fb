import Foundation
import Testing

@testable import SimulatorServer

/// The timer thread sleeps until the next deadline it knows of; an input that sets an
/// earlier one on a real-time session wakes it, and no other input does.
@Suite("Timer thread woken by input")
struct TimerWakeTests {
    @Test("a popover's fade set by an input is committed on time though the thread would sleep 30 s")
    func inputWakesTheTimerThread() throws {
        let server = try TestServer(tickSeconds: 30)
        let id = try server.createSession(#"{"device":"ipad-10","scene":"contacts"}"#)
        #expect(try server.request("POST", "/api/sessions/\(id)/input", json: #"{"type":"tap","target":"birthday"}"#).status == 200)
        // A tap outside the popover fades it out; a timer takes it out of the tree after.
        let answer = try server.request("POST", "/api/sessions/\(id)/input", json: #"{"type":"tap","x":20,"y":1100}"#)
        let version = try #require(answer.json()["version"]?.number)
        let start = ContinuousClock.now
        let poll = try server.request("GET", "/api/sessions/\(id)/events?since=\(Int(version))", timeout: 20)
        let waited = ContinuousClock.now - start
        #expect(poll.status == 200)
        #expect(try (poll.json()["version"]?.number ?? 0) > version)
        #expect(waited < .seconds(3))
    }

    @Test("TimerDeadlines keeps the earliest deadline noted and forgets it once taken")
    func deadlinesKeepTheEarliest() {
        let deadlines = TimerDeadlines()
        #expect(deadlines.take() == .infinity)
        deadlines.note(5)
        deadlines.note(2)
        deadlines.note(9)
        #expect(deadlines.take() == 2)
        #expect(deadlines.take() == .infinity)
    }
}
