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
        let asker = Background { () -> Int in
            var asked = 0
            while !stop.load(ordering: .acquiring) {
                _ = formSim.openConnections
                asked += 1
            }
            return asked
        }
        Thread.sleep(forTimeInterval: 0.05)
        server.server.shutdown()
        stop.store(true, ordering: .releasing)
        #expect((asker.wait(timeout: 5)?.value ?? 0) > 0)
        #expect(server.server.openConnections == 0)
    }
}
