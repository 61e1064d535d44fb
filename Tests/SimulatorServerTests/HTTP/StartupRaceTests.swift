import Foundation
import Logging
import Synchronization
import Testing

@testable import SimulatorServer

/// The `Host` check compares the header's port with the server's: a handler that ran
/// before the port was known answered 421 `unknown_host` to a client that connected at once.
@Suite("Requests at start-up")
struct StartupRaceTests {
    /// A server on a free loopback port, built but not started yet.
    final class FreshServer {
        let server: FormSimServer
        private let publicDirectory: URL

        init(threads: Int) throws {
            publicDirectory = try TemporaryPublic.make()
            var configuration = ServerConfiguration()
            configuration.port = 0
            configuration.publicDirectory = publicDirectory
            configuration.threads = threads
            configuration.tickSeconds = 0.05
            var logger = Logger(label: "formsim.test")
            logger.logLevel = .error
            server = try FormSimServer(configuration: configuration, logger: logger)
        }

        deinit {
            server.shutdown()
            try? FileManager.default.removeItem(at: publicDirectory)
        }
    }

    /// Opens `count` connections, sends a GET of `/` on each at once, then reads every status.
    static func fire(_ count: Int, port: Int) -> [Int?] {
        let sockets = (0..<count).map { _ in HeldSocket(port: port) }
        for socket in sockets { socket?.get("/", port: port) }
        return sockets.map { $0?.status(timeout: 10) }
    }

    @Test("200 first requests fired at once from 8 threads at a 3-thread server as it starts: none is 421")
    func concurrentFirstRequests() throws {
        let fresh = try FreshServer(threads: 3)
        let port = Atomic<Int>(0)
        let go = DispatchSemaphore(value: 0)
        let clients = (0..<8).map { _ in
            Background { () -> [Int?] in
                go.wait()
                return Self.fire(25, port: port.load(ordering: .acquiring))
            }
        }
        try fresh.server.start()
        port.store(fresh.server.port, ordering: .releasing)
        for _ in clients { go.signal() }
        let statuses = clients.flatMap { $0.wait(timeout: 20)?.value ?? [] }
        #expect(statuses.count == 200)
        #expect(!statuses.contains(421), "\(statuses.filter { $0 == 421 }.count) of 200 were 421 unknown_host")
        #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses.filter { $0 != 200 })")
    }

    @Test("The port is known before the server starts, and requests that connect before it starts are answered 200")
    func requestsBeforeStart() throws {
        let fresh = try FreshServer(threads: 3)
        let port = fresh.server.port
        #expect(port > 0)
        let early = (0..<50).map { _ in HeldSocket(port: port) }
        for socket in early { socket?.get("/", port: port) }
        try fresh.server.start()
        #expect(fresh.server.port == port)
        let statuses = early.map { $0?.status(timeout: 10) }
        #expect(statuses.allSatisfy { $0 == 200 }, "\(statuses)")
    }
}
