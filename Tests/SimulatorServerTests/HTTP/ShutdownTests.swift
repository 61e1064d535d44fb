import Foundation
import SimCore
import Testing

@Suite("Shutdown of the real binary")
struct ShutdownTests {
    /// The SimulatorServer executable built next to this test bundle.
    static func binary() -> URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        return candidates.map { $0.appendingPathComponent("SimulatorServer") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    @Test("SIGTERM with 50 waiting long-polls answers them all and exits 0 within 2 s")
    func sigtermWithWaitingPolls() throws {
        let binary = try #require(Self.binary(), "SimulatorServer not built next to the tests")
        let publicDirectory = try TemporaryPublic.make()
        defer { try? FileManager.default.removeItem(at: publicDirectory) }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--port", "0", "--public", publicDirectory.path, "--log-level", "warning"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        let line = try #require(Self.readLine(output.fileHandleForReading))
        #expect(line.hasPrefix("FormSim listening on http://127.0.0.1:"))
        let port = try #require(Int(line.split(separator: ":").last?.trimmingCharacters(in: CharacterSet(charactersIn: "/")) ?? ""))

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

        let signalled = ContinuousClock.now
        kill(process.processIdentifier, SIGTERM)
        while process.isRunning && ContinuousClock.now - signalled < .seconds(2) {
            Thread.sleep(forTimeInterval: 0.01)
        }
        let exitTime = ContinuousClock.now - signalled
        print("shutdown with 50 waiting polls took \(exitTime)")
        #expect(!process.isRunning, "still running 2 s after SIGTERM")
        guard !process.isRunning else { return }
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
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
        let binary = try #require(Self.binary(), "SimulatorServer not built next to the tests")
        let publicDirectory = try TemporaryPublic.make()
        defer { try? FileManager.default.removeItem(at: publicDirectory) }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--port", "0", "--public", publicDirectory.path, "--log-level", "warning"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let line = try #require(Self.readLine(output.fileHandleForReading))
        let port = try #require(Int(line.split(separator: ":").last?.trimmingCharacters(in: CharacterSet(charactersIn: "/")) ?? ""))

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

        let signalled = ContinuousClock.now
        kill(process.processIdentifier, SIGTERM)
        while process.isRunning && ContinuousClock.now - signalled < .seconds(2) {
            Thread.sleep(forTimeInterval: 0.01)
        }
        let exitTime = ContinuousClock.now - signalled
        print("shutdown with \(count) waiting polls took \(exitTime)")
        #expect(!process.isRunning, "still running 2 s after SIGTERM")
        guard !process.isRunning else { return }
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(!stderr.contains("Fatal error"), "\(stderr.suffix(500))")
        let answered = polls.filter { $0.status(timeout: 1) == 200 }.count
        print("\(answered) of \(count) polls were answered 200 before the exit")
        #expect(answered == count)
    }

    /// The first line the server prints (within 10 s).
    static func readLine(_ handle: FileHandle) -> String? {
        var data = Data()
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            data += chunk
            if let newline = data.firstIndex(of: 0x0A) {
                return String(decoding: data[..<newline], as: UTF8.self)
            }
        }
        return nil
    }
}
