import Dispatch
import Foundation
import Scenes
import SwiftUIImport

#if canImport(Glibc)
import Glibc
#endif

/// Reads SwiftUI source in a child process (`SimulatorServer read-swift`), never in the
/// caller's: swift-syntax's parser recurses once per level of nesting, and a few
/// kilobytes of hostile source (generic arguments a thousand deep, twelve thousand
/// `try`s) run it off any stack. The child runs under a CPU-time and an address-space
/// limit it sets on itself, and the caller kills it at a wall-clock deadline; a crash,
/// a limit or a deadline becomes a `FormError` that names it, and the caller, with every
/// session it holds, goes on untouched.
struct SwiftSourceReader: Sendable {
    struct Limits: Sendable, Equatable {
        /// CPU seconds the child may use (RLIMIT_CPU).
        var cpuSeconds = 10
        /// The child's address space (RLIMIT_AS): the parse of the largest file the
        /// importer takes (1 MiB) needs well under half of it.
        var memoryMiB = 2048
        /// The stack of the child's parsing thread: room for tens of thousands of levels,
        /// so a deep file reaches the importer's own depth check (at most a quarter of
        /// the address space).
        var stackMiB = 256
        /// Seconds before the caller kills the child, whatever it is doing.
        var deadline: Double = 15

        static let standard = Limits()
    }

    /// The program that answers `read-swift`: this server's own binary.
    var executable: URL
    var limits: Limits

    init(executable: URL = SwiftSourceReader.serverBinary(), limits: Limits = .standard) {
        self.executable = executable
        self.limits = limits
    }

    /// `SimulatorServer`: this process's binary when it is the server, else the one beside
    /// it (the tests and the bench run from the same build folder).
    static func serverBinary() -> URL {
        let running = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if running.lastPathComponent == "SimulatorServer" { return running }
        return running.deletingLastPathComponent().appendingPathComponent("SimulatorServer")
    }

    func read(_ data: Data, file: String) throws(FormError) -> [FormDocument] {
        try documents(try run(data, file: file, arguments: ["--file", (file as NSString).lastPathComponent]), file: file).map(\.document)
    }

    /// The forms of a project's files read together (a view one file declares is
    /// expanded where another uses it), each with the file that declares it.
    func read(files: [SwiftUISourceFile]) throws(FormError) -> [(document: FormDocument, file: String)] {
        let name = files.first?.name ?? "project"
        guard let input = try? JSONEncoder().encode(files) else { throw FormError(file: name, message: "the project's files cannot be sent to the SwiftUI reader") }
        return try documents(try run(input, file: name, arguments: ["--project"]), file: name)
    }

    private func documents(_ answer: Data, file: String) throws(FormError) -> [(document: FormDocument, file: String)] {
        guard let result = try? JSONDecoder().decode(SwiftReadResult.self, from: answer) else {
            throw FormError(file: file, message: "the SwiftUI reader gave no answer this server understands")
        }
        if let refusal = result.refusal {
            throw FormError(file: refusal.file ?? file, line: refusal.line, column: refusal.column, message: refusal.message)
        }
        var documents: [(document: FormDocument, file: String)] = []
        for form in result.forms {
            let declared = form.file ?? file
            var document = try FormParser.parse(form.json, file: declared)
            document.warnings = form.warnings
            documents.append((document, declared))
        }
        return documents
    }

    /// The child's standard output once it has exited of itself with status 0.
    private func run(_ data: Data, file: String, arguments: [String]) throws(FormError) -> Data {
        // The source goes in through a file, not a pipe: a child that dies early cannot
        // leave the caller blocked on, or killed by, a write nobody reads.
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("formsim-\(UUID().uuidString).swift")
        guard FileManager.default.createFile(atPath: input.path, contents: data, attributes: [.posixPermissions: 0o600]),
            let source = try? FileHandle(forReadingFrom: input)
        else {
            throw FormError(file: file, message: "the SwiftUI reader could not be given the file (no room in \(FileManager.default.temporaryDirectory.path)?)")
        }
        defer {
            try? source.close()
            try? FileManager.default.removeItem(at: input)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments =
            ["read-swift"] + arguments + [
                "--cpu-seconds", String(limits.cpuSeconds), "--memory-mib", String(limits.memoryMiB),
                "--stack-mib", String(limits.stackMiB),
            ]
        var environment = ProcessInfo.processInfo.environment
        // A crash ends the child at once, without the runtime's backtrace.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = Pipe()
        process.standardInput = source
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do { try process.run() } catch {
            throw FormError(file: file, message: "the SwiftUI reader could not be started (\(executable.path)): \(error.localizedDescription)")
        }
        let collected = OutputCollector()
        let reading = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            collected.data = output.fileHandleForReading.readDataToEndOfFile()
            reading.signal()
        }
        var killed = false
        if exited.wait(timeout: .now() + limits.deadline) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            killed = true
            exited.wait()
        }
        reading.wait()
        if killed {
            throw FormError(file: file, message: "reading the file took longer than \(Self.seconds(limits.deadline)) s, the limit for a SwiftUI file")
        }
        if process.terminationReason == .uncaughtSignal {
            throw FormError(file: file, message: Self.why(signal: process.terminationStatus, limits))
        }
        guard process.terminationStatus == 0 else {
            throw FormError(file: file, message: "the SwiftUI reader stopped with status \(process.terminationStatus)")
        }
        return collected.data
    }

    /// A child's death in words, by the signal that ended it.
    static func why(signal: Int32, _ limits: Limits) -> String {
        switch signal {
        case SIGSEGV, SIGBUS:
            "the file nests too deeply for the SwiftUI parser (it ran out of stack); a form nests far less"
        case SIGXCPU:
            "reading the file used more than \(limits.cpuSeconds) CPU seconds, the limit for a SwiftUI file"
        case SIGILL, SIGTRAP:
            "the SwiftUI parser stopped on a check that failed inside it (signal \(signal)) reading this file; FormSim cannot read it"
        case SIGKILL:
            "the SwiftUI reader was stopped (killed) before it finished; the file took more than the \(limits.cpuSeconds) CPU seconds or the memory a SwiftUI file may"
        default:
            "the SwiftUI reader crashed on this file (signal \(signal)): it may need more than the \(limits.memoryMiB) MiB a SwiftUI file may use"
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// The child's output, handed from the thread that reads it to the one that waits; the
/// semaphore between them orders the write before the read.
private final class OutputCollector: @unchecked Sendable {
    var data = Data()
}
