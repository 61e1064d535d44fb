import Foundation
import Scenes
import Testing

@testable import SimulatorServer
import TestSupport

/// SwiftUI source is read in a child process (SwiftSourceReader): a file that runs the
/// parser off its stack, or past its time, ends the child and is answered as a bad form,
/// while the server and its sessions go on.
@Suite("The SwiftUI reader's child process", .serialized)
struct SwiftReaderIsolationTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Fuzz/corpus/forms").standardized
    static let hostile = [
        "hostile-generic-arguments.swift", "hostile-try-chain.swift", "hostile-else-if-chain.swift", "hostile-row-bomb.swift",
        "hostile-square-brackets.swift",
    ]
    static let good = """
        import SwiftUI
        struct GoodForm: View {
            @State private var name = ""
            var body: some View { Form { TextField("Name", text: $name) } }
        }
        """

    /// A megabyte of `else if`: seconds of the parser's time.
    static let longElseIfChain = Data(("func f() {\n if a {}" + String(repeating: " else if a {}", count: 80_000) + "\n}\n").utf8)

    func corpusFile(_ name: String) throws -> Data { try Data(contentsOf: Self.corpus.appendingPathComponent(name)) }

    func refusal(_ reader: SwiftSourceReader, _ data: Data) -> FormError? {
        do throws(FormError) {
            _ = try reader.read(data, file: "Hostile.swift")
            return nil
        } catch {
            return error
        }
    }

    @Test("each hostile file uploaded answers 400 invalid_form, a session made before it still answers, and the next upload loads", arguments: hostile)
    func hostileUpload(_ name: String) throws {
        let server = try TestServer()
        let session = try server.createSession()
        let answer = try server.request("POST", "/api/forms", json: String(decoding: try corpusFile(name), as: UTF8.self), headers: ["Content-Type": "text/x-swift"])
        #expect(answer.status == 400)
        #expect(try answer.json()["error"]?["code"]?.stringValue == "invalid_form")
        #expect(try server.request("GET", "/api/sessions/\(session)/tree").status == 200)
        #expect(try server.request("POST", "/api/forms", json: Self.good, headers: ["Content-Type": "text/x-swift"]).status == 201)
    }

    @Test("generic arguments 1,400 deep are refused where they pass the nesting limit, with its line and column")
    func deepGenerics() throws {
        let error = try #require(refusal(SwiftSourceReader(), try corpusFile("hostile-generic-arguments.swift")))
        #expect(error.message.contains("nest more than"))
        #expect(error.line == 11)
        #expect(error.column == 137)
    }

    @Test("a file that runs the parser off the child's stack is refused as nesting too deeply, and the next file reads")
    func offTheStack() throws {
        // Six thousand `else if`s need some 18 MiB of the debug parser's stack: a child
        // given 1 MiB crashes.
        let reader = SwiftSourceReader(limits: .init(stackMiB: 1))
        let error = try #require(refusal(reader, try corpusFile("hostile-else-if-chain.swift")))
        #expect(error.message.contains("ran out of stack"))
        #expect(try reader.read(Data(Self.good.utf8), file: "Good.swift").first?.id == "good-form")
    }

    @Test("a trap in the child is named as a failed check, not as memory")
    func trapInWords() {
        #expect(SwiftSourceReader.why(signal: SIGILL, .standard).contains("a check that failed"))
        #expect(SwiftSourceReader.why(signal: SIGSEGV, .standard).contains("ran out of stack"))
    }

    @Test("a child still reading at its deadline is killed, and the refusal names the deadline")
    func deadline() throws {
        let reader = SwiftSourceReader(limits: .init(deadline: 0))
        let error = try #require(refusal(reader, Data(Self.good.utf8)))
        #expect(error.message.contains("took longer than 0 s"))
        #expect(try SwiftSourceReader().read(Data(Self.good.utf8), file: "Good.swift").first?.id == "good-form")
    }

    @Test("a child past its CPU seconds is stopped, and the refusal names the limit")
    func cpuLimit() throws {
        // Eighty thousand `else if`s (a megabyte) cost the debug parser seconds; Linux's
        // shortest CPU limit is one second.
        let reader = SwiftSourceReader(limits: .init(cpuSeconds: 1))
        let error = try #require(refusal(reader, Self.longElseIfChain))
        #expect(error.message.contains("CPU seconds"))
    }

    @Test("a form read in the child is the document the importer makes, its warnings kept")
    func sameDocument() throws {
        let source = Self.good.replacingOccurrences(of: "TextField(\"Name\", text: $name)", with: "TextField(\"Name\", text: $name); Gauge()")
        let documents = try SwiftSourceReader().read(Data(source.utf8), file: "Good.swift")
        #expect(documents.first?.rows.map(\.id) == ["name", "gauge"])
        #expect(documents.first?.warnings.contains { $0.hasPrefix("Good.swift:") && $0.contains("Gauge") } == true)
    }

    @Test("a --forms folder whose file takes seconds to refuse delays nothing: the server answers, a form still loading is 503 forms_loading, then it is there")
    func formsOffTheListener() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slow-forms-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.longElseIfChain.write(to: folder.appendingPathComponent("Deep.swift"))
        try Data(Self.good.utf8).write(to: folder.appendingPathComponent("GoodForm.swift"))
        let server = try TestServer(formFolders: [folder], waitsForForms: false)
        #expect(server.server.router.library.isLoading)
        _ = try server.createSession()
        let early = try server.request("POST", "/api/sessions", json: #"{"device":"iphone-se","scene":"good-form"}"#)
        #expect(early.status == 503)
        #expect(try early.json().errorCode == "forms_loading")
        #expect(server.server.waitForForms())
        _ = try server.createSession(#"{"device":"iphone-se","scene":"good-form"}"#)
        #expect(try server.request("POST", "/api/sessions", json: #"{"device":"iphone-se","scene":"no-such-form"}"#).json().errorCode == "unknown_scene")
    }

    @Test("a --forms folder holding a hostile file starts, answers, and loads the folder's other forms")
    func formsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-forms-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try corpusFile("hostile-try-chain.swift").write(to: folder.appendingPathComponent("Tries.swift"))
        try Data(Self.good.utf8).write(to: folder.appendingPathComponent("GoodForm.swift"))
        let server = try TestServer(formFolders: [folder])
        #expect(try server.request("GET", "/api/forms/good-form").status == 200)
        _ = try server.createSession(#"{"device":"ipad-10","scene":"good-form"}"#)
    }
}
