import Foundation
import Synchronization
import Testing

@testable import SimulatorServer

@Suite("Daemon lifecycle")
struct DaemonLifecycleTests {
    @Test("Counting open connections while the server shuts down on another thread is safe and 0 afterwards")
    func openConnectionsDuringShutdown() throws {
        let server = try TestServer(threads: 2)
        let sockets = (0..<20).map { _ in HeldSocket(port: server.port) }
        #expect(sockets.allSatisfy { $0 != nil })
        let stop = Atomic<Bool>(false)
        let formSim = server.server
        let asked = Atomic<Int>(0)
        let asker = Background { () -> Bool in
            while !stop.load(ordering: .acquiring) {
                _ = formSim.openConnections
                asked.add(1, ordering: .relaxed)
            }
            return true
        }
        #expect(eventually { asked.load(ordering: .relaxed) > 0 }, "the asker never asked")
        server.server.shutdown()
        stop.store(true, ordering: .releasing)
        #expect(asker.wait(timeout: 5)?.value == true)
        #expect(server.server.openConnections == 0)
    }

    @Test("Shutdown with 30 held long-polls returns once they are answered, long before its flush limit")
    func shutdownWaitsOnlyForTheAnswers() throws {
        let server = try TestServer()
        // Two sessions: one holds at most 16.
        let ids = [try server.createSession(), try server.createSession()]
        let polls = (0..<30).map { _ in HeldSocket(port: server.port) }
        for (index, poll) in polls.enumerated() {
            poll?.get("/api/sessions/\(ids[index % 2])/events?since=1", port: server.port)
        }
        #expect(eventually(timeout: 3) { server.server.outstandingHolds == 30 })
        let started = ContinuousClock.now
        server.server.shutdown(flushSeconds: 10)
        let took = ContinuousClock.now - started
        #expect(took < .seconds(2), "shutdown took \(took)")
        #expect(server.server.outstandingHolds == 0)
        #expect(polls.allSatisfy { $0?.status(timeout: 1) == 200 })
    }
}
