import Foundation
import SimCore
import Testing

@testable import SimulatorServer

@Suite("Slow and vanishing clients", .serialized)
struct SlowClientTests {
    @Test("300 slowloris connections trickling their headers do not stall a normal request")
    func slowloris() throws {
        let server = try TestServer()
        let port = server.port
        let id = try server.createSession()
        let slow = (0..<300).compactMap { _ in HeldSocket(port: port) }
        #expect(slow.count == 300)
        for socket in slow { socket.send("GET /api/devices HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ") }
        var worst = Duration.zero
        for round in 0..<5 {
            for socket in slow { socket.send("a") }
            let started = ContinuousClock.now
            let answer = try server.request("POST", "/api/sessions/\(id)/input", json: #"{"type":"tap","x":\#(10 + round),"y":10}"#)
            let latency = ContinuousClock.now - started
            worst = max(worst, latency)
            #expect(answer.status == 200)
            #expect(try server.request("GET", "/api/devices").status == 200)
            // The slow clients' pace: a byte each per 0.1 s is what keeps them open and slow.
            Thread.sleep(forTimeInterval: 0.1)
        }
        print("slowloris: worst input round trip with 300 slow connections open: \(worst)")
        #expect(worst < .seconds(5))
        #expect(server.server.openConnections >= 300)
    }

    @Test("Long-polls whose clients left are cleaned up when their hold ends at the latest")
    func vanishedPolls() throws {
        let server = try TestServer(holdSeconds: 0.6)
        let port = server.port
        let ids = try (0..<4).map { _ in try server.createSession() }
        var sockets = (0..<40).compactMap { index -> HeldSocket? in
            let socket = HeldSocket(port: port)
            socket?.get("/api/sessions/\(ids[index % 4])/events?since=1", port: port)
            return socket
        }
        #expect(eventually(timeout: 3) { server.server.router.hub.count == 40 })
        #expect(server.server.outstandingHolds == 40)
        sockets.removeAll()  // the clients vanish (close) while held
        let left = ContinuousClock.now
        #expect(eventually(timeout: 3) { server.server.outstandingHolds == 0 && server.server.router.hub.count == 0 })
        #expect(eventually(timeout: 3) { server.server.openConnections == 0 })
        print("vanished polls: 40 held polls of departed clients cleaned up \(ContinuousClock.now - left) after they left (hold 0.6 s)")
        #expect(ContinuousClock.now - left < .seconds(2))
        #expect(try server.request("GET", "/api/sessions/\(ids[0])/tree").status == 200)
    }

    @Test("2,000 waiting long-polls do not slow input down")
    func thousandsOfPolls() throws {
        let limit = HeldSocket.raiseFileLimit()
        let count = min(2_000, (limit - 500) / 2)
        #expect(count == 2_000, "open-file limit \(limit) allows only \(count) polls")
        let server = try TestServer()
        let port = server.port
        let ids = try (0..<(count / 16 + 1)).map { _ in
            try server.createSession(#"{"device":"iphone-se","scene":"contacts","clock":"manual"}"#)
        }
        let target = try server.createSession(#"{"device":"iphone-15","scene":"contacts","clock":"manual"}"#)
        let baseline = try Self.roundTrip(server, target, rounds: 10)
        let polls = (0..<count).compactMap { index -> HeldSocket? in
            let socket = HeldSocket(port: port)
            socket?.get("/api/sessions/\(ids[index % ids.count])/events?since=1", port: port)
            return socket
        }
        #expect(polls.count == count)
        #expect(eventually(timeout: 10) { server.server.router.hub.count == count })
        let loaded = try Self.roundTrip(server, target, rounds: 10)
        print("input round trip, median of 10: \(baseline) idle, \(loaded) with \(count) waiting polls")
        #expect(loaded < .milliseconds(500))
        #expect(polls.prefix(50).allSatisfy { !$0.isReadable(timeout: 0) }, "a poll was answered early")
        // Input on one of the polled sessions answers just its polls.
        let woken = try server.request("POST", "/api/sessions/\(ids[0])/input", json: #"{"type":"advance","ms":1}"#)
        #expect(woken.status == 200)
        server.server.shutdown()
        #expect(polls.allSatisfy { $0.status(timeout: 5) == 200 })
    }

    /// The median time of an input round trip.
    static func roundTrip(_ server: TestServer, _ id: String, rounds: Int) throws -> Duration {
        var times: [Duration] = []
        for round in 0..<rounds {
            let started = ContinuousClock.now
            let orientation = round % 2 == 0 ? "landscapeLeft" : "portrait"
            let answer = try server.request("POST", "/api/sessions/\(id)/input", json: #"{"type":"rotate","orientation":"\#(orientation)"}"#)
            times.append(ContinuousClock.now - started)
            #expect(answer.status == 200)
        }
        return times.sorted()[times.count / 2]
    }
}
