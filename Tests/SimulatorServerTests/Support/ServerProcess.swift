import Foundation
import Synchronization
import Testing

/// The real SimulatorServer executable, built next to this test bundle, running on a free
/// port with a temporary public folder; killed (and the folder removed) when released.
final class ServerProcess {
    let process = Process()
    /// What the server printed first: `FormSim listening on http://HOST:PORT/`.
    let firstLine: String
    let port: Int
    private let errors = Pipe()
    /// Signalled once the thread that ran the process has seen it exit.
    private let reaped = DispatchSemaphore(value: 0)
    private let publicDirectory: URL

    init() throws {
        guard let binary = Self.binary() else { throw RawHTTP.Failure(description: "SimulatorServer not built next to the tests") }
        publicDirectory = try TemporaryPublic.make()
        process.executableURL = binary
        process.arguments = ["--port", "0", "--public", publicDirectory.path, "--log-level", "warning"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try Self.runOnItsOwnThread(process, reaped: reaped)
        guard let line = Self.readLine(output.fileHandleForReading),
            let port = Int(line.split(separator: ":").last?.trimmingCharacters(in: CharacterSet(charactersIn: "/")) ?? "")
        else { throw RawHTTP.Failure(description: "the server did not say where it listens") }
        firstLine = line
        self.port = port
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        // Until the thread that ran the process has seen it exit.
        reaped.wait()
        try? FileManager.default.removeItem(at: publicDirectory)
    }

    /// Runs `process` from a thread of its own, which then waits for its exit, signals
    /// `reaped` and ends. Foundation's `Process` hears of its child's exit through a run
    /// loop source of the thread that ran it and keeps itself (and its pipes) until that
    /// source has fired, and it keeps a weak reference to that thread's run loop. A test thread never runs
    /// its run loop and lives on: the process would be kept for good, and the run loop's
    /// weak-reference table would outlive it (both seen by LeakSanitizer).
    static func runOnItsOwnThread(_ process: Process, reaped: DispatchSemaphore) throws {
        let started = DispatchSemaphore(value: 0)
        let failure = Mutex<(any Error)?>(nil)
        let thread = Thread {
            do {
                try process.run()
            } catch {
                failure.withLock { $0 = error }
                started.signal()
                reaped.signal()
                return
            }
            started.signal()
            process.waitUntilExit()
            reaped.signal()
        }
        thread.start()
        started.wait()
        if let error = failure.withLock({ $0 }) { throw error }
    }

    /// Sends SIGTERM and waits up to 2 s for the exit; returns how long it waited.
    func terminate() -> Duration {
        let signalled = ContinuousClock.now
        kill(process.processIdentifier, SIGTERM)
        while process.isRunning && ContinuousClock.now - signalled < .seconds(2) {
            Thread.sleep(forTimeInterval: 0.01)
        }
        return ContinuousClock.now - signalled
    }

    /// Everything the server wrote to stderr (after it exited).
    var standardError: String {
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

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

extension ServerProcess {
    /// Runs `SimulatorServer <arguments>` to its end (in `folder` when given): its exit
    /// status and everything it printed.
    static func command(_ arguments: [String], in folder: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = try #require(binary())
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let reaped = DispatchSemaphore(value: 0)
        try runOnItsOwnThread(process, reaped: reaped)
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        reaped.wait()
        return (process.terminationStatus, output)
    }
}
