import ArgumentParser
import Foundation
import Scenes
import SwiftUIImport

#if canImport(Glibc)
import Glibc
#endif

/// `SimulatorServer read-swift --file NAME` (or `--project`): the SwiftUI reader's child
/// process. It reads a SwiftUI file on standard input (or a project's files, a JSON array
/// of `{name, text}`), under the limits it is given, and writes what it read as
/// `SwiftReadResult` JSON. The server and the other commands run it for every
/// `.swift` file (SwiftSourceReader): a file that runs swift-syntax's parser off its
/// stack, or costs too much time or memory, ends this process and no other.
struct ReadSwift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read-swift", abstract: "Reads a SwiftUI file on stdin as forms (the server's child process).",
        shouldDisplay: false)

    @Option(help: "The file's name, for messages.") var file: String?
    @Flag(help: "Standard input is a project: a JSON array of {name, text}, its files read together.") var project = false
    @Option(help: "CPU seconds before the kernel stops this process.") var cpuSeconds: Int = SwiftSourceReader.Limits.standard.cpuSeconds
    @Option(name: .customLong("memory-mib"), help: "Address space in MiB.") var memoryMiB: Int = SwiftSourceReader.Limits.standard.memoryMiB
    @Option(name: .customLong("stack-mib"), help: "The parsing thread's stack in MiB.") var stackMiB: Int = SwiftSourceReader.Limits.standard.stackMiB

    func run() throws {
        Self.closeInheritedSockets()
        Self.limit(RLIMIT_CPU, to: UInt(cpuSeconds), hard: UInt(cpuSeconds) + 1)
        Self.limit(RLIMIT_AS, to: UInt(memoryMiB) << 20)
        let data = FileHandle.standardInput.readDataToEndOfFile()
        // On a thread with a deep stack: swift-syntax's parser recurses once per level of
        // nesting, and with room for a few tens of thousands of levels a deep file reaches
        // the importer's own depth check, which names the line, instead of running off
        // the stack. Deeper still, this process dies and the caller says so.
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            answer.result = project ? Self.read(project: data) : Self.read(data, file: file ?? "Upload.swift")
            done.signal()
        }
        thread.stackSize = min(stackMiB << 20, memoryMiB << 18)
        thread.start()
        done.wait()
        FileHandle.standardOutput.write((try? JSONEncoder().encode(answer.result)) ?? Data())
    }

    static func read(_ data: Data, file: String) -> SwiftReadResult {
        var result = SwiftReadResult()
        do throws(FormError) {
            let encoder = JSONEncoder()
            for document in try SwiftUIImporter.read(data, file: file) {
                let json = String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self)
                result.forms.append(.init(json: json, warnings: document.warnings))
            }
        } catch {
            result.refusal = .init(line: error.line, column: error.column, message: error.message)
        }
        return result
    }

    static func read(project data: Data) -> SwiftReadResult {
        var result = SwiftReadResult()
        do throws(FormError) {
            guard let files = try? JSONDecoder().decode([SwiftUISourceFile].self, from: data) else {
                throw FormError(file: "project", message: "the project is not a JSON array of files")
            }
            let encoder = JSONEncoder()
            for (document, file) in try SwiftUIImporter.forms(of: files) {
                let json = String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self)
                result.forms.append(.init(json: json, warnings: document.warnings, file: file))
            }
        } catch {
            result.refusal = .init(file: error.file, line: error.line, column: error.column, message: error.message)
        }
        return result
    }

    /// Closes the sockets this process was started holding: a server's client connections
    /// that were open when it started the reader (Foundation's `Process` passes them on),
    /// which should close when the server closes them, not when the reader ends.
    private static func closeInheritedSockets() {
        let folder = "/proc/self/fd"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            guard let fd = Int32(name), fd > 2,
                let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\(name)"), target.hasPrefix("socket:")
            else { continue }
            close(fd)
        }
    }

    /// Lowers a limit of this process, the hard one too, so nothing it runs can raise it.
    /// (The CPU's hard limit is a second later: the soft one sends SIGXCPU, which the
    /// caller names, before the hard one's SIGKILL.)
    private static func limit(_ resource: __rlimit_resource, to value: UInt, hard: UInt? = nil) {
        var limit = rlimit(rlim_cur: rlim_t(value), rlim_max: rlim_t(hard ?? value))
        _ = setrlimit(__rlimit_resource_t(resource.rawValue), &limit)
    }
}

/// The reading thread's result, handed to the main thread; the semaphore between them
/// orders the write before the read.
private final class Answer: @unchecked Sendable {
    var result = SwiftReadResult()
}
