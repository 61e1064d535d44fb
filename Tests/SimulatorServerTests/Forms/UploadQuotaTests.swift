import Foundation
import Scenes
import Testing

@testable import SimulatorServer

/// `UploadQuota`'s rules as pure values, and the library's expiry with explicit times.
@Suite struct UploadQuotaTests {
    let quota = UploadQuota(maxUploads: 10, maxPerClient: 2, maxPerAddress: 4, idleSeconds: 100)
    static let mine = "mine-0123456789abcdef", theirs = "theirs-0123456789abcdef"

    func held(_ id: String, _ owner: String, at address: String? = "127.0.0.1", tokenless: Bool = false, used: Double)
        -> UploadQuota.Held
    {
        UploadQuota.Held(id: id, owner: owner, address: address, tokenless: tokenless, lastUsed: used)
    }

    @Test("a token at its cap makes room from its own least recently used upload, never another's")
    func ownOldestGoes() {
        let uploads = [held("t0", Self.theirs, used: 0), held("m1", Self.mine, used: 1), held("m2", Self.mine, used: 2)]
        let client = Client(token: Self.mine, address: "127.0.0.1")
        #expect(quota.decide(for: client, held: uploads) == .admit(evicting: ["m1"], tokenless: false))
    }

    @Test("a token at its cap keeps the uploads the new form links to, and evicts the next oldest")
    func linkedUploadsKept() {
        let uploads = [held("m1", Self.mine, used: 1), held("m2", Self.mine, used: 2)]
        let client = Client(token: Self.mine)
        #expect(quota.decide(for: client, held: uploads, keeping: ["m1"]) == .admit(evicting: ["m2"], tokenless: false))
        guard case .refuse(let error) = quota.decide(for: client, held: uploads, keeping: ["m1", "m2"]) else {
            Issue.record("admitted with every upload kept")
            return
        }
        #expect(error.status == 429)
    }

    @Test("uploads without a token are refused at their address's share, and evict nothing")
    func tokenlessRefused() {
        let uploads = [held("a", "x-0123456789abcdef", tokenless: true, used: 0), held("b", "y-0123456789abcdef", tokenless: true, used: 1)]
        guard case .refuse(let error) = quota.decide(for: Client(address: "127.0.0.1"), held: uploads) else {
            Issue.record("admitted past the tokenless share")
            return
        }
        #expect(error.limit == APIError.Limit(scope: "client", max: 2))
        #expect(quota.decide(for: Client(address: "192.0.2.1"), held: uploads) == .admit(evicting: [], tokenless: true))
    }

    @Test("a token the server made up for an upload without one counts as no token of the client's own")
    func madeUpTokenIsTokenless() {
        let madeUp = "made-up-0123456789abcdef"
        let uploads = [held("a", madeUp, tokenless: true, used: 0), held("b", "y-0123456789abcdef", tokenless: true, used: 1)]
        guard case .refuse = quota.decide(for: Client(token: madeUp, address: "127.0.0.1"), held: uploads) else {
            Issue.record("a made-up token escaped the tokenless share")
            return
        }
    }

    @Test("an address full of other clients' uploads refuses a newcomer with the address's limit")
    func addressFull() {
        let uploads = (0..<4).map { held("u\($0)", "owner\($0)-0123456789abcdef", used: Double($0)) }
        guard case .refuse(let error) = quota.decide(for: Client(token: Self.mine, address: "127.0.0.1"), held: uploads) else {
            Issue.record("admitted past the address's limit")
            return
        }
        #expect(error.limit == APIError.Limit(scope: "address", max: 4))
    }

    @Test("only uploads unused for the idle time have expired")
    func expiry() {
        let uploads = [held("old", Self.mine, used: 0), held("fresh", Self.mine, used: 50)]
        #expect(quota.expired(uploads, now: 100) == ["old"])
    }

    @Test("forms reached from open ones through child rows are in use too, however deep and even in a cycle")
    func reachable() {
        let links = ["a": ["b"], "b": ["c", "a"], "c": [], "d": ["e"]]
        #expect(UploadQuota.reachable(from: ["a"]) { links[$0] ?? [] } == ["a", "b", "c"])
    }

    @Test("the library keeps an unused upload a session reaches through a child row, and expires the rest")
    func libraryExpiry() throws {
        let library = SceneLibrary(uploadQuota: UploadQuota(idleSeconds: 100))
        let child = try FormParser.parse("id: child\nsections:\n  - rows:\n      - text: a\n", file: "child.yaml")
        let parent = try FormParser.parse(
            "id: parent\nsections:\n  - rows:\n      - child: c\n        label: More\n        form: child\n", file: "parent.yaml")
        let loose = try FormParser.parse("id: loose\nsections:\n  - rows:\n      - text: a\n", file: "loose.yaml")
        let client = Client(token: Self.mine)
        for document in [child, parent, loose] { try library.upload(document, client: client, now: 0) }
        #expect(library.expireUploads(now: 100, open: ["parent"]) == ["loose"])
        #expect(library.form("child") != nil && library.form("parent") != nil)
        #expect(Set(library.expireUploads(now: 250, open: [])) == ["child", "parent"])
        #expect(!library.holdsUploads)
    }

    @Test("--upload-idle-seconds sets how long an upload no session has open is kept, and must be positive")
    func idleOption() throws {
        #expect(try Serve.parse([]).uploadIdleSeconds == 3600)
        #expect(try Serve.parse(["--upload-idle-seconds", "60"]).uploadIdleSeconds == 60)
        for bad in ["0", "-1", "inf"] {
            #expect(throws: (any Error).self, "\(bad)") { try Serve.parse(["--upload-idle-seconds", bad]) }
        }
    }
}
