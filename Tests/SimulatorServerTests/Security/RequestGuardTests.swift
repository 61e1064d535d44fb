import Foundation
import Testing

@testable import SimulatorServer

@Suite("Request guard: Host, Origin and Content-Type")
struct RequestGuardTests {
    let requestGuard = RequestGuard(names: ["formsim.test"])

    func request(_ method: String, host: String? = "127.0.0.1:8080", origin: String? = nil, type: String? = "application/json")
        -> HTTPRequest
    {
        var headers: [String: String] = [:]
        if let host { headers["Host"] = host }
        if let origin { headers["Origin"] = origin }
        if let type { headers["Content-Type"] = type }
        return HTTPRequest(method: method, path: "/api/sessions", headers: headers, serverPort: 8080)
    }

    @Test("localhost, loopback and other IP literals, and the --host name are accepted, with no port or the server's")
    func acceptedHosts() {
        for host in ["localhost", "localhost:8080", "127.0.0.1", "127.0.0.1:8080", "[::1]", "[::1]:8080", "LOCALHOST:8080",
                     "formsim.test:8080", "192.168.1.20:8080"] {
            #expect(requestGuard.refusal(for: request("GET", host: host), port: 8080) == nil, "\(host)")
        }
    }

    @Test("A Host naming another machine (DNS rebinding) or another port is 421 unknown_host")
    func refusedHosts() {
        for host in ["evil.example", "evil.example:8080", "127.0.0.1:9999", "localhost:80", "localhost.evil.example:8080",
                     "127.0.0.1.nip.io:8080", "", "[::1", "a b:8080"] {
            let refusal = requestGuard.refusal(for: request("GET", host: host), port: 8080)
            #expect(refusal?.status == 421, "\(host)")
            #expect(refusal?.code == "unknown_host", "\(host)")
        }
    }

    @Test("A POST or DELETE without Origin or from this server's own page is let through")
    func ownOrigin() {
        for origin in [nil, "http://127.0.0.1:8080", "http://localhost:8080", "http://[::1]:8080"] {
            #expect(requestGuard.refusal(for: request("POST", origin: origin), port: 8080) == nil, "\(origin ?? "none")")
            #expect(requestGuard.refusal(for: request("DELETE", origin: origin, type: nil), port: 8080) == nil)
        }
        let lan = request("POST", host: "192.168.1.20:8080", origin: "http://192.168.1.20:8080")
        #expect(requestGuard.refusal(for: lan, port: 8080) == nil)
    }

    @Test("A POST or DELETE from any other origin is 403 foreign_origin; a GET from one is answered")
    func foreignOrigin() {
        for origin in ["http://evil.example", "https://127.0.0.1:8080", "http://127.0.0.1:9999", "http://localhost", "null",
                       "http://evil.example:8080", "file://"] {
            for method in ["POST", "DELETE", "PUT", "PATCH"] {
                let refusal = requestGuard.refusal(for: request(method, origin: origin), port: 8080)
                #expect(refusal?.status == 403, "\(method) from \(origin)")
                #expect(refusal?.code == "foreign_origin")
            }
            #expect(requestGuard.refusal(for: request("GET", origin: origin), port: 8080) == nil)
        }
    }

    @Test("A POST that is not application/json is 415 unsupported_media_type; a charset parameter is fine")
    func contentType() {
        for type in ["application/json", "application/json; charset=utf-8", "Application/JSON;charset=UTF-8",
                     " application/json", "\tAPPLICATION/json ;charset=utf-8", "application/json\u{00A0}"] {
            #expect(requestGuard.refusal(for: request("POST", type: type), port: 8080) == nil, "\(type)")
        }
        for type in [nil, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x",
                     "application/jsonp", "text/json", "application/jso", "application\u{0F}json", "application/json\u{0F}",
                     "application/jsön", "ápplication/json"] as [String?] {
            let refusal = requestGuard.refusal(for: request("POST", type: type), port: 8080)
            #expect(refusal?.status == 415, "\(type ?? "none")")
            #expect(refusal?.code == "unsupported_media_type")
        }
    }

    @Test("The server listens on 127.0.0.1 unless told otherwise, and warns when it is not loopback")
    func defaultHostAndWarning() throws {
        #expect(ServerConfiguration().host == "127.0.0.1")
        #expect(try Serve.parse([]).host == "127.0.0.1")
        for host in ["127.0.0.1", "localhost", "::1", "127.0.0.2"] {
            #expect(Serve.exposureWarning(host: host) == nil, "\(host)")
        }
        for host in ["0.0.0.0", "::", "192.168.1.20", "127.evil.example"] {
            #expect(Serve.exposureWarning(host: host)?.contains("not loopback") == true, "\(host)")
        }
    }

    @Test("An authority splits into its host and port, brackets taken off; a malformed one is nothing")
    func authoritySplits() {
        let cases: [(String, String?, Int?)] = [
            ("Example.COM:8080", "Example.COM", 8080), ("[::1]:8080", "::1", 8080), ("[::1]", "::1", nil),
            ("localhost", "localhost", nil), ("ホスト:80", "ホスト", 80), ("[::1]8080", nil, nil), ("host:", nil, nil),
            ("host:70000", nil, nil), (":80", nil, nil), ("a:\u{301}80", nil, nil), ("[::1]:\u{301}80", nil, nil),
        ]
        for (authority, host, port) in cases {
            let split = RequestGuard.split(authority: authority)
            #expect(split?.host == host, "\(authority)")
            #expect(split?.port == port, "\(authority)")
        }
    }

    @Test("A loopback authority read from its bytes gets the answer the full check gives")
    func loopbackShortcutAgreesWithTheFullCheck() {
        let authorities = [
            "localhost", "localhost:8080", "localhost:9999", "localhost:", "localhost:080", "localhost:+8080", "localhostx",
            "localhost:99999", "127.0.0.1", "127.0.0.1:8080", "127.0.0.10:8080", "127.0.0.1:80", "[::1]", "[::1]:8080",
            "[::1]:8081", "[::1]x", "LOCALHOST:8080", "localhost:8080 ", "localhost:80a",
        ]
        let full = RequestGuard(names: ["formsim.test"])
        for authority in authorities {
            for port in [8080, nil] as [Int?] {
                let answer = full.allows(authority: authority, port: port)
                let viaSplit = RequestGuard.split(authority: authority.lowercased()).map { host, given in
                    (given == nil || port == nil || given == port)
                        && (host == "localhost" || full.names.contains(host) || RequestGuard.isIPLiteral(host))
                } ?? false
                #expect(answer == viaSplit, "\(authority) on \(String(describing: port))")
                if let loopback = RequestGuard.isLoopback(authority: authority, port: port) {
                    #expect(loopback == viaSplit, "\(authority) on \(String(describing: port))")
                }
            }
        }
        #expect(RequestGuard.isLoopback(authority: "localhost:8080", port: 8080) == true)
        #expect(RequestGuard.isLoopback(authority: "localhost:9999", port: 8080) == false)
        #expect(RequestGuard.isLoopback(authority: "example.test", port: 8080) == nil)
    }
}
