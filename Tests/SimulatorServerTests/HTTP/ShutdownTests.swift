import Foundation
import SimCore
import Wire
import Testing
import TestSupport

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
        #expect(eventually { heldPolls(port) == 50 }, "the server never held all 50 polls")
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
        #expect(eventually(timeout: 10) { heldPolls(port) == count }, "the server never held all \(count) polls")
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

    /// The worst legal input request found (docs/SECURITY.md, "How we test"): a field
    /// holding 10,000 UTF-16 units of decomposed "á" and 1,000 ArrowLeft keys, each
    /// stepping over a grapheme cluster (~4 s in a debug build); beside it a flow run of
    /// 10,000 typed characters on every device (about a minute), on a worker thread.
    @Test("SIGTERM during a long input and a long flow run: held polls get 200, both requests 503 server_stopping, exit within 1 s")
    func sigtermDuringLongRequests() throws {
        let server = try ServerProcess()
        let port = server.port
        @Sendable func post(_ path: String, _ body: String) throws -> RawHTTP.Response {
            try RawHTTP.request(port: port, "POST", path, body: Data(body.utf8), timeout: 120)
        }
        let busy = try #require(try post("/api/sessions", #"{"device":"iphone-15","scene":"contacts"}"#).json()["id"]?.stringValue)
        let idle = try #require(try post("/api/sessions", #"{"device":"ipad-10","scene":"login"}"#).json()["id"]?.stringValue)
        let text = String(repeating: "a\u{301}", count: 5_000)
        let filled = try post(
            "/api/sessions/\(busy)/input",
            #"{"events": [{"type": "tap", "target": "first-name-field"}, {"type": "text", "text": "\#(text)"}]}"#)
        #expect(filled.status == 200)
        let version = Int(try #require(try filled.json()["version"]?.number))
        let polls = (0..<20).compactMap { index -> HeldSocket? in
            let socket = HeldSocket(port: port)
            socket?.get(index % 2 == 0 ? "/api/sessions/\(busy)/events?since=\(version)" : "/api/sessions/\(idle)/events?since=1", port: port)
            return socket
        }
        #expect(polls.count == 20)
        let keys = Array(repeating: #"{"type": "key", "key": "ArrowLeft"}"#, count: 1_000).joined(separator: ",")
        let input = Background { try? post("/api/sessions/\(busy)/input", #"{"events": [\#(keys)]}"#) }
        let flow = #"{"name": "long", "scene": "contacts", "steps": [{"tap": "first-name-field"}, {"type": "\#(text)"}]}"#
        let run = Background { try? RawHTTP.request(port: port, "POST", "/api/flows/run", body: Data(flow.utf8), timeout: 120) }
        #expect(eventually { heldPolls(port) == 20 }, "the server never held all 20 polls")
        #expect(eventually { status(port)?["busySessions"]?.number == 1 }, "the long input never started")
        #expect(!input.isFinished && !run.isFinished, "the long requests were answered before the shutdown")

        let exitTime = server.terminate()
        print("SIGTERM during a long input, a long flow run and 20 held polls: exited after \(exitTime)")
        #expect(!server.process.isRunning, "still running 2 s after SIGTERM")
        guard !server.process.isRunning else { return }
        #expect(exitTime < .seconds(1))
        #expect(server.process.terminationReason == .exit)
        #expect(server.process.terminationStatus == 0)
        let stderr = server.standardError
        #expect(!stderr.contains("Fatal error"), "\(stderr.suffix(500))")
        if !stderr.isEmpty { print("the server said: \(stderr.suffix(500))") }

        let answered = polls.filter { $0.status(timeout: 1) == 200 }.count
        #expect(answered == 20)
        for (name, request) in [("input", input), ("flow run", run)] {
            let response = request.wait(timeout: 2)?.value ?? nil
            #expect(response?.status == 503, "\(name): \(response.map { String(decoding: $0.body, as: UTF8.self) } ?? "no answer")")
            #expect((try? response?.json())?.errorCode == "server_stopping", "\(name)")
        }
    }

    func status(_ port: Int) -> JSONValue? {
        try? RawHTTP.request(port: port, "GET", "/api/status").json()
    }

    /// The long polls the server holds, by its status route.
    func heldPolls(_ port: Int) -> Int? {
        status(port)?["heldPolls"]?.number.map { Int($0) }
    }
}
