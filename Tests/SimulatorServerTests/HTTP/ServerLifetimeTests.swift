import Foundation
import Logging
import Testing

@testable import SimulatorServer

@Suite("Server lifetime")
struct ServerLifetimeTests {
    @Test("A server that was stopped and let go is freed, with its sessions, their simulators and its public files")
    func stoppedServerIsFreed() throws {
        let publicDirectory = try TemporaryPublic.make()
        defer { try? FileManager.default.removeItem(at: publicDirectory) }
        weak var weakServer: FormSimServer?
        weak var weakSession: Session?
        try {
            var configuration = ServerConfiguration()
            configuration.port = 0
            configuration.publicDirectory = publicDirectory
            configuration.tickSeconds = 0.05
            var logger = Logger(label: "formsim.test")
            logger.logLevel = .error
            let server = try FormSimServer(configuration: configuration, logger: logger)
            try server.start()
            let created = try RawHTTP.request(
                port: server.port, "POST", "/api/sessions",
                body: Data(#"{"device":"iphone-15","scene":"contacts"}"#.utf8))
            let id = try #require(try created.json()["id"]?.stringValue)
            let tapped = try RawHTTP.request(
                port: server.port, "POST", "/api/sessions/\(id)/input",
                body: Data(#"{"events":[{"type":"tap","target":"birthday"},{"type":"text","text":"x"}]}"#.utf8))
            #expect(tapped.status == 200)
            #expect(try RawHTTP.request(port: server.port, "GET", "/").status == 200)
            weakSession = server.router.sessions.session(id, now: server.clock.now)
            #expect(weakSession != nil)
            server.shutdown()
            weakServer = server
        }()
        // The timer thread lets go of what its tick captured as it leaves.
        #expect(DaemonLifecycleTests.wait(timeout: 2) { weakServer == nil && weakSession == nil })
        #expect(weakServer == nil, "the server outlives its last reference")
        #expect(weakSession == nil, "a session outlives the server")
    }
}
