import Foundation
import Testing

@testable import SimulatorServer

@Suite("Server lifetime")
struct ServerLifetimeTests {
    @Test("A server that was stopped and let go is freed, with its sessions, their simulators and its public files")
    func stoppedServerIsFreed() throws {
        weak var weakServer: FormSimServer?
        weak var weakSession: Session?
        try {
            // Released at the end of this scope: its deinit stops the server.
            let test = try TestServer()
            let id = try test.createSession()
            let tapped = try test.request(
                "POST", "/api/sessions/\(id)/input",
                json: #"{"events":[{"type":"tap","target":"birthday"},{"type":"text","text":"x"}]}"#)
            #expect(tapped.status == 200)
            #expect(try test.request("GET", "/").status == 200)
            weakSession = test.server.router.sessions.session(id, now: test.server.clock.now)
            #expect(weakSession != nil)
            weakServer = test.server
        }()
        // The timer thread lets go of what its tick captured as it leaves.
        #expect(eventually(timeout: 2) { weakServer == nil && weakSession == nil })
        #expect(weakServer == nil, "the server outlives its last reference")
        #expect(weakSession == nil, "a session outlives the server")
    }
}
