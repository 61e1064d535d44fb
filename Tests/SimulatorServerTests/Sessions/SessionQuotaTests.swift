import Foundation
import Scenes
import SimCore
import Testing

@testable import SimulatorServer

/// Per-client session quotas beneath the cap: the store with explicit times, the client
/// as read from a request, and the quota over HTTP.
@Suite struct SessionQuotaTests {
    func store(perClient: Int = 50, perAddress: Int = 250, max: Int = 1000) -> SessionStore {
        SessionStore(
            limits: .init(maxSessions: max, idleSeconds: 1e9, maxPerClient: perClient, maxPerAddress: perAddress),
            clock: ServerClock())
    }

    func configuration() throws -> SimulatorConfiguration {
        let device = try #require(DeviceProfile.named("iphone-15"))
        return SimulatorConfiguration(device: device, scene: try #require(SceneRegistry.builtIn.scene("login")))
    }

    @Test("a token at its quota loses its least recently used session to a new one; another token keeps its own")
    func tokenQuota() throws {
        let store = store(perClient: 2)
        let a = Client(token: "aaaaaaaaaaaaaaaa"), b = Client(token: "bbbbbbbbbbbbbbbb")
        let first = try store.create(configuration(), client: a, now: 0).session.id
        let second = try store.create(configuration(), client: a, now: 1).session.id
        let other = try store.create(configuration(), client: b, now: 2).session.id
        _ = store.session(first, now: 3)
        let third = try store.create(configuration(), client: a, now: 4)
        #expect(third.evicted == [second])
        #expect(store.session(second, now: 5) == nil)
        #expect(store.session(first, now: 5) != nil && store.session(other, now: 5) != nil)
        #expect(store.count == 3)
    }

    @Test("a client at its address's quota is refused 429 naming that quota, and no session of another client at the address ends")
    func addressQuotaRefuses() throws {
        let store = store(perAddress: 2)
        let first = try store.create(configuration(), client: Client(token: "aaaaaaaaaaaaaaaa", address: "127.0.0.1"), now: 0)
        let second = try store.create(configuration(), client: Client(token: "bbbbbbbbbbbbbbbb", address: "127.0.0.1"), now: 1)
        let refusal = #expect(throws: APIError.self) {
            try store.create(self.configuration(), client: Client(token: "cccccccccccccccc", address: "127.0.0.1"), now: 2)
        }
        #expect(refusal?.status == 429)
        #expect(refusal?.code == "too_many_sessions")
        #expect(refusal?.limit == APIError.Limit(scope: "address", max: 2))
        #expect(refusal?.message.contains("--max-sessions-per-address") == true)
        #expect(store.session(first.session.id, now: 3) != nil && store.session(second.session.id, now: 3) != nil)
    }

    @Test("a request without a token at its address's quota is refused rather than ending a session there")
    func tokenlessAtAddressQuota() throws {
        let store = store(perAddress: 1)
        let held = try store.create(configuration(), client: Client(address: "127.0.0.1"), now: 0)
        #expect(throws: APIError.self) { try store.create(self.configuration(), client: Client(address: "127.0.0.1"), now: 1) }
        #expect(store.session(held.session.id, now: 2) != nil)
        #expect(store.count == 1)
    }

    @Test("a token at its own quota on a full address trades its own oldest session and no one else's")
    func tokenQuotaOnAFullAddress() throws {
        let store = store(perClient: 1, perAddress: 2)
        let theirs = try store.create(configuration(), client: Client(token: "tttttttttttttttt", address: "127.0.0.1"), now: 0)
        let mine = try store.create(configuration(), client: Client(token: "mmmmmmmmmmmmmmmm", address: "127.0.0.1"), now: 1)
        let next = try store.create(configuration(), client: Client(token: "mmmmmmmmmmmmmmmm", address: "127.0.0.1"), now: 2)
        #expect(next.evicted == [mine.session.id])
        #expect(store.session(theirs.session.id, now: 3) != nil)
        #expect(store.count == 2)
    }

    @Test("a full server's refusal names the server's cap")
    func serverCapNamed() throws {
        let store = store(max: 1)
        _ = try store.create(configuration(), client: Client(token: "aaaaaaaaaaaaaaaa"), now: 0)
        let refusal = #expect(throws: APIError.self) {
            try store.create(self.configuration(), client: Client(token: "bbbbbbbbbbbbbbbb"), now: 1)
        }
        #expect(refusal?.limit == APIError.Limit(scope: "server", max: 1))
    }

    @Test("the global cap still refuses a client under its quota")
    func capStillHolds() throws {
        let store = store(perClient: 2, max: 2)
        _ = try store.create(configuration(), client: Client(token: "aaaaaaaaaaaaaaaa"), now: 0)
        _ = try store.create(configuration(), client: Client(token: "bbbbbbbbbbbbbbbb"), now: 1)
        #expect(throws: APIError.self) { try store.create(self.configuration(), client: Client(token: "cccccccccccccccc"), now: 2) }
    }

    @Test("a malformed client token is 400 invalid_client_token")
    func malformedToken() {
        let request = HTTPRequest(method: "POST", path: "/api/sessions", headers: ["X-FormSim-Client": "short"])
        #expect(throws: APIError.self) { try Client(request) }
    }

    @Test("over HTTP, a client past its quota finds its oldest session gone and its held poll answered; another client's stays")
    func overHTTP() throws {
        let server = try TestServer { $0.maxSessionsPerClient = 2 }
        let body = #"{"device":"iphone-15","scene":"login"}"#
        func create(_ token: String) throws -> String {
            let answer = try server.request("POST", "/api/sessions", json: body, headers: ["X-FormSim-Client": token])
            #expect(answer.status == 201)
            return try #require(try answer.json()["id"]?.stringValue)
        }
        let mine = String(repeating: "m", count: 16), theirs = String(repeating: "t", count: 16)
        let oldest = try create(mine)
        let port = server.port
        let poll = Background { try? RawHTTP.request(port: port, "GET", "/api/sessions/\(oldest)/events?since=1", timeout: 20).status }
        #expect(try eventually { try server.request("GET", "/api/status").json()["heldPolls"]?.number == 1 })
        let other = try create(theirs)
        _ = try create(mine)
        _ = try create(mine)
        #expect(try server.request("GET", "/api/sessions/\(oldest)/tree").status == 404)
        #expect(try server.request("GET", "/api/sessions/\(other)/tree").status == 200)
        #expect(poll.wait(timeout: 10)?.value == 404)
    }

    @Test("over HTTP, local pages with several tokens are refused 429 with the address's limit once it is full, and no page loses a session")
    func addressQuotaOverHTTP() throws {
        let server = try TestServer { $0.maxSessionsPerAddress = 2 }
        let body = #"{"device":"iphone-15","scene":"login"}"#
        func create(_ token: String) throws -> RawHTTP.Response {
            try server.request("POST", "/api/sessions", json: body, headers: ["X-FormSim-Client": token])
        }
        let other = try #require(try create(String(repeating: "o", count: 16)).json()["id"]?.stringValue)
        #expect(try create(String(repeating: "a", count: 16)).status == 201)
        let refused = try create(String(repeating: "b", count: 16))
        #expect(refused.status == 429)
        let error = try refused.json()["error"]
        #expect(error?["code"]?.stringValue == "too_many_sessions")
        #expect(error?["limit"]?["scope"]?.stringValue == "address")
        #expect(error?["limit"]?["max"]?.number == 2)
        #expect(try server.request("GET", "/api/sessions/\(other)/tree").status == 200)
    }
}
