import Foundation
import SimCore
import Testing

@Suite("Shutdown of the real binary")
struct ShutdownTests {
    @Test("SIGTERM with 50 waiting long-polls answers them all and exits 0 within 2 s")
    func sigtermWithWaitingPolls() throws {
        let server = try ServerProcess()
        #expect(server.firstLine.hasPrefix("FormSim listening on http://127.0.0.1:"))
        let port = server.port

        var ids: [String] = []
        for _ in 0..<5 {
            let created = try RawHTTP.request(
                port: port, "POST", "/api/sessions", body: Data(#"{"device":"iphone-se","scene":"contacts"}"#.utf8))
            ids.append(try #require(try created.json()["id"]?.stringValue))
        }
        let polls = (0..<50).map { index in
            let id = ids[index % ids.count]
            return Background { try? RawHTTP.request(port: port, "GET", "/api/sessions/\(id)/events?since=1") }
        }
        Thread.sleep(forTimeInterval: 0.5)
        #expect(polls.allSatisfy { !$0.isFinished }, "a poll was answered before the shutdown")

        let exitTime = server.terminate()
        print("shutdown with 50 waiting polls took \(exitTime)")
        #expect(!server.process.isRunning, "still running 2 s after SIGTERM")
        guard !server.process.isRunning else { return }
        #expect(server.process.terminationReason == .exit)
        #expect(server.process.terminationStatus == 0)
        let answers = polls.compactMap { $0.wait(timeout: 2)?.value }
        #expect(answers.count == 50)
        #expect(answers.allSatisfy { $0.status == 200 })
        #expect(answers.allSatisfy { (try? $0.json()) == .object(["version": 1, "ops": []]) })
    }

    @Test("SIGTERM with 2,000 waiting long-polls exits 0 within 2 s, answering them, with no abort")
    func sigtermWithThousandsOfPolls() throws {
        let limit = HeldSocket.raiseFileLimit()
        let count = min(2_000, limit - 200)
        #expect(count == 2_000, "open-file limit \(limit) allows only \(count) polls")
        let server = try ServerProcess()
        let port = server.port

        let ids = try (0..<(count / 16)).map { _ in
            let created = try RawHTTP.request(
                port: port, "POST", "/api/sessions", body: Data(#"{"device":"iphone-se","scene":"login"}"#.utf8))
            return try #require(try created.json()["id"]?.stringValue)
        }
        let polls = (0..<count).compactMap { index -> HeldSocket? in
            let socket = HeldSocket(port: port)
            socket?.get("/api/sessions/\(ids[index % ids.count])/events?since=1", port: port)
            return socket
        }
        #expect(polls.count == count)
        Thread.sleep(forTimeInterval: 1)
        #expect(polls.allSatisfy { !$0.isReadable(timeout: 0) }, "a poll was answered before the shutdown")

        let exitTime = server.terminate()
        print("shutdown with \(count) waiting polls took \(exitTime)")
        #expect(!server.process.isRunning, "still running 2 s after SIGTERM")
        guard !server.process.isRunning else { return }
        #expect(server.process.terminationReason == .exit)
        #expect(server.process.terminationStatus == 0)
        let stderr = server.standardError
        #expect(!stderr.contains("Fatal error"), "\(stderr.suffix(500))")
        let answered = polls.filter { $0.status(timeout: 1) == 200 }.count
        print("\(answered) of \(count) polls were answered 200 before the exit")
        #expect(answered == count)
    }
}
