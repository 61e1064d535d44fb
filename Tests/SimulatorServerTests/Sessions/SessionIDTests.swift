import Foundation
import Testing

@testable import SimulatorServer
import TestSupport

@Suite("Session ids and shard prefixes")
struct SessionIDTests {
    static let hex = "0123456789abcdef0123456789abcdef"

    @Test("Without a shard an id is 32 lowercase hex digits, as always")
    func bareIDs() {
        for _ in 0..<100 {
            let id = SessionID.make()
            #expect(id.utf8.count == 32)
            #expect(id.allSatisfy { "0123456789abcdef".contains($0) }, "\(id)")
            #expect(SessionID.isWellFormed(id))
        }
    }

    @Test("With a shard an id is the shard, a dash and 32 lowercase hex digits")
    func shardedIDs() {
        for shard in ["s0", "a", "formsim0", "0123456789abcdef"] {
            let id = SessionID.make(shard: shard)
            #expect(id.hasPrefix(shard + "-"), "\(id)")
            let hex = id.dropFirst(shard.count + 1)
            #expect(hex.count == 32 && hex.allSatisfy { "0123456789abcdef".contains($0) }, "\(id)")
            #expect(SessionID.isWellFormed(id))
        }
    }

    @Test("Two ids never repeat")
    func unique() {
        let ids = (0..<1000).map { _ in SessionID.make(shard: "s1") }
        #expect(Set(ids).count == ids.count)
    }

    @Test("An id of any shard is well formed, not only this process's")
    func anyShardIsWellFormed() {
        for id in [Self.hex, "s0-" + Self.hex, "s1-" + Self.hex, "z9-" + Self.hex, "0123456789abcdef-" + Self.hex] {
            #expect(SessionID.isWellFormed(id), "\(id)")
        }
    }

    @Test("Anything else is not an id: bad prefixes, bad hex, wrong lengths, stray characters")
    func malformed() {
        let bad = [
            "", "-", "s0", "s0-", "-" + Self.hex, "S0-" + Self.hex, "s_0-" + Self.hex, "s.0-" + Self.hex,
            "0123456789abcdefg-" + Self.hex, "s0--" + Self.hex, "s0-s1-" + Self.hex, "s0-" + Self.hex.uppercased(),
            "s0-" + Self.hex.dropLast(), "s0-" + Self.hex + "0", String(Self.hex.dropLast()), Self.hex + "0",
            "s0-" + Self.hex.replacingOccurrences(of: "a", with: "g"), "s0 -" + Self.hex, "s0-" + Self.hex + "/",
            "é0-" + Self.hex, "s0-" + Self.hex.dropLast() + "é", "../" + Self.hex,
        ]
        for id in bad {
            #expect(!SessionID.isWellFormed(id), "\(id)")
        }
    }

    @Test("A shard name is 1 to 16 of a-z and 0-9")
    func shardNames() {
        for name in ["s0", "a", "9", "formsim1", "0123456789abcdef"] {
            #expect(SessionID.isValidShard(name), "\(name)")
        }
        for name in ["", "S0", "s-0", "s_0", "s 0", "0123456789abcdefg", "é", "s0\n"] {
            #expect(!SessionID.isValidShard(name), "\(name)")
        }
    }

    @Test("--shard takes a good name and refuses anything else")
    func shardOption() throws {
        #expect(try Serve.parse([]).shard == nil)
        #expect(try Serve.parse(["--shard", "s1"]).shard == "s1")
        for name in ["", "S1", "s-1", "abcdefghijklmnopq"] {
            #expect(throws: (any Error).self, "\(name)") { try Serve.parse(["--shard", name]) }
        }
    }

    @Test("A sharded server's sessions carry its prefix and answer as any session does")
    func shardedServer() throws {
        let server = try TestServer(shard: "s1")
        let created = try server.request("POST", "/api/sessions", json: #"{"device":"iphone-15","scene":"contacts"}"#)
        #expect(created.status == 201)
        let id = try #require(try created.json()["id"]?.stringValue)
        #expect(id.hasPrefix("s1-") && SessionID.isWellFormed(id))
        #expect(created.headers["location"] == "/api/sessions/\(id)")
        let input = try server.request("POST", "/api/sessions/\(id)/input", json: #"{"type":"tap","target":"birthday"}"#)
        #expect(input.status == 200)
        #expect(try server.request("GET", "/api/sessions/\(id)/tree").status == 200)
        #expect(try server.request("DELETE", "/api/sessions/\(id)").status == 204)
    }

    @Test("A sharded server answers 404 unknown_session for another shard's id, the bare hex or a bad prefix")
    func otherShards() throws {
        let server = try TestServer(shard: "s1")
        let id = try server.createSession()
        let hex = String(id.dropFirst("s1-".count))
        for other in ["s2-" + hex, hex, "S1-" + hex, "s1--" + hex] {
            let response = try server.request("GET", "/api/sessions/\(other)/tree")
            #expect(response.status == 404, "\(other)")
            #expect(try response.json().errorCode == "unknown_session", "\(other)")
        }
        #expect(try server.request("DELETE", "/api/sessions/s2-\(hex)").status == 404)
        #expect(try server.request("GET", "/api/sessions/\(id)/tree").status == 200)
    }

    @Test("An unsharded server still answers 404 unknown_session for a prefixed id")
    func unshardedServer() throws {
        let server = try TestServer()
        let id = try server.createSession()
        #expect(id.utf8.count == 32 && !id.contains("-"))
        let response = try server.request("GET", "/api/sessions/s0-\(id)/tree")
        #expect(response.status == 404)
        #expect(try response.json().errorCode == "unknown_session")
    }

    @Test("A sharded server's flow reports carry its prefix too, so a proxy can find them")
    func shardedReports() throws {
        let server = try TestServer(shard: "s1")
        let flow = "scene: pin\ndevices: [iphone-15]\nsteps:\n  - tap: pin-field\n"
        let run = try server.request(
            "POST", "/api/flows/run?report=html", json: flow, headers: ["Content-Type": "application/yaml"])
        let url = try #require(try run.json()["report"]?.stringValue)
        #expect(url.hasPrefix("/api/flows/reports/s1-"))
        #expect(url.dropFirst("/api/flows/reports/s1-".count).count == 16)
        #expect(try server.request("GET", url).status == 200)
        let unsharded = try TestServer()
        let bare = try unsharded.request(
            "POST", "/api/flows/run?report=html", json: flow, headers: ["Content-Type": "application/yaml"])
        let bareURL = try #require(try bare.json()["report"]?.stringValue)
        #expect(bareURL.dropFirst("/api/flows/reports/".count).count == 16)
    }
}
