import Foundation
import Testing

@testable import SimulatorServer

/// The caps on `POST /api/forms` and the expiry of uploads, over HTTP. Every test client
/// connects from 127.0.0.1, as every local browser does without a proxy.
@Suite("Upload quotas and expiry over HTTP", .serialized)
struct UploadQuotaHTTPTests {
    static let yaml = "title: Mine\nsections:\n  - header: Me\n    rows:\n      - text: name\n        label: Name\n"

    func upload(_ server: TestServer, _ id: String, headers: [String: String] = [:]) throws -> RawHTTP.Response {
        try server.request(
            "POST", "/api/forms", json: "id: \(id)\n" + Self.yaml, headers: headers.merging(["Content-Type": "application/yaml"]) { _, new in new })
    }

    func token(_ name: String) -> [String: String] { ["X-FormSim-Client": "\(name)-0123456789abcdef"] }

    /// The refusal's code and `limit`.
    func refusal(_ answer: RawHTTP.Response) throws -> (code: String?, scope: String?, max: Double?) {
        let error = try answer.json()["error"]
        return (error?["code"]?.stringValue, error?["limit"]?["scope"]?.stringValue, error?["limit"]?["max"]?.number)
    }

    @Test("past 100 uploads a new id is 429 too_many_forms naming the server's cap; an owner replacing its form still can")
    func serverCap() throws {
        // Five clients behind a trusted proxy on this machine, 20 forms each (their own caps).
        let server = try TestServer { $0.trustedProxies = TrustedProxies(["127.0.0.1"]) ?? TrustedProxies() }
        var owners: [String: String] = [:]
        for index in 0..<100 {
            let client = ["X-Real-IP": "192.0.2.\(index / 20)"].merging(token("client-\(index / 20)")) { a, _ in a }
            let answer = try upload(server, "f\(index)", headers: client)
            #expect(answer.status == 201)
            owners["f\(index)"] = try answer.json()["owner"]?.stringValue
        }
        let refused = try upload(server, "one-more", headers: ["X-Real-IP": "192.0.2.99"])
        #expect(refused.status == 429)
        #expect(try refusal(refused) == ("too_many_forms", "server", 100))
        #expect(try upload(server, "f7", headers: ["X-FormSim-Client": try #require(owners["f7"])]).status == 201)
    }

    @Test("a token past its 20 uploads loses its own least recently used upload, and another token's uploads stay")
    func tokenMakesRoomFromItsOwn() throws {
        let server = try TestServer()
        #expect(try upload(server, "theirs", headers: token("other")).status == 201)
        for index in 0..<21 {
            #expect(try upload(server, "t\(index)", headers: token("mine")).status == 201)
        }
        #expect(try server.request("GET", "/api/forms/t0").status == 404)
        #expect(try server.request("GET", "/api/forms/t1").status == 200)
        #expect(try server.request("GET", "/api/forms/t20").status == 200)
        #expect(try server.request("GET", "/api/forms/theirs").status == 200)
    }

    @Test("uploads without a token share 20 per address, and the next is 429 too_many_forms naming that limit")
    func tokenlessCap() throws {
        let server = try TestServer()
        for index in 0..<20 {
            #expect(try upload(server, "n\(index)").status == 201)
        }
        let refused = try upload(server, "n20")
        #expect(refused.status == 429)
        #expect(try refusal(refused) == ("too_many_forms", "client", 20))
        #expect(try server.request("GET", "/api/forms/n0").status == 200)
    }

    @Test("uploads without a token cannot use up a local page's room: a client with a token still uploads after them")
    func tokenlessLeavesRoom() throws {
        let server = try TestServer()
        var index = 0
        while try upload(server, "n\(index)").status == 201, index < 60 { index += 1 }
        #expect(try upload(server, "page-form", headers: token("page")).status == 201)
    }

    @Test("the clients at one address upload at most 50 forms together, then 429 naming the address's limit")
    func addressCap() throws {
        let server = try TestServer()
        for index in 0..<50 {
            #expect(try upload(server, "a\(index)", headers: token("client-\(index / 20)")).status == 201)
        }
        let refused = try upload(server, "a-more", headers: token("newcomer"))
        #expect(refused.status == 429)
        #expect(try refusal(refused) == ("too_many_forms", "address", 50))
    }

    @Test("an uploaded form no session has open is gone once unused for the upload idle time, and its id is free again")
    func unusedUploadExpires() throws {
        let server = try TestServer { $0.uploadQuota.idleSeconds = 0.3 }
        #expect(try upload(server, "brief", headers: token("first")).status == 201)
        #expect(try eventually { try server.request("GET", "/api/forms/brief").status == 404 })
        let scenes = try server.request("GET", "/api/scenes").json()
        #expect(scenes.array?.contains { $0["id"]?.stringValue == "brief" } == false)
        let again = try upload(server, "brief", headers: token("second"))
        #expect(again.status == 201)
        #expect(try again.json()["id"]?.stringValue == "brief")
    }

    @Test("an uploaded form stays while a session has it open, and expires once that session has ended")
    func openUploadStays() throws {
        let server = try TestServer { $0.uploadQuota.idleSeconds = 0.3 }
        #expect(try upload(server, "kept", headers: token("first")).status == 201)
        let session = try server.createSession(#"{"device":"iphone-15","scene":"kept"}"#)
        Thread.sleep(forTimeInterval: 1)
        #expect(try server.request("GET", "/api/forms/kept").status == 200)
        #expect(try server.request("DELETE", "/api/sessions/\(session)").status == 204)
        #expect(try eventually { try server.request("GET", "/api/forms/kept").status == 404 })
    }
}
