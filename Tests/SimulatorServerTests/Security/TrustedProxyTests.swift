import Foundation
import Testing

@testable import SimulatorServer

/// Whose `X-Real-IP` / `X-Forwarded-For` name the client: only `--trusted-proxy`'s, never
/// loopback by default (an ssh tunnel or a container's port forward connects from
/// 127.0.0.1 for someone elsewhere). The client as read from a request, the option, and
/// the per-address quota over HTTP.
@Suite struct TrustedProxyTests {
    func address(_ peer: String, _ headers: [String: String], trusting proxies: [String] = []) throws -> String? {
        let request = HTTPRequest(method: "POST", path: "/api/sessions", headers: headers, peer: try #require(IPAddress(peer)))
        return try Client(request, trusting: try #require(TrustedProxies(proxies))).address
    }

    @Test("an address read from the socket as sixteen bytes is the one its text names")
    func peerBytesAreTheAddress() throws {
        for text in ["127.0.0.1", "::ffff:127.0.0.1", "::1", "203.0.113.7", "2001:db8::5"] {
            let address = try #require(IPAddress(text))
            let read = try #require(IPAddress(bytes: address.bytes))
            #expect(read == address)
            #expect(read.description == address.description)
        }
        #expect(IPAddress(bytes: [127, 0, 0, 1]) == nil)
    }

    @Test("forwarded headers from loopback are ignored when no proxy is trusted")
    func loopbackIsNotTrustedByDefault() throws {
        #expect(try address("127.0.0.1", ["X-Real-IP": "203.0.113.7"]) == "127.0.0.1")
        #expect(try address("::1", ["X-Forwarded-For": "203.0.113.9"]) == "::1")
    }

    @Test("a trusted proxy's X-Real-IP, else its last X-Forwarded-For, names the client")
    func trustedProxyNamesTheClient() throws {
        #expect(try address("127.0.0.1", ["X-Real-IP": "203.0.113.7"], trusting: ["127.0.0.1"]) == "203.0.113.7")
        #expect(try address("::1", ["X-Forwarded-For": "198.51.100.1, 203.0.113.9"], trusting: ["::1"]) == "203.0.113.9")
        #expect(try address("127.0.0.1", ["X-Real-IP": "not an address"], trusting: ["127.0.0.1"]) == "127.0.0.1")
    }

    @Test("a connection from an address that is not a trusted proxy is its own client, whatever its headers say")
    func untrustedPeer() throws {
        let headers = ["X-Real-IP": "203.0.113.7", "X-Forwarded-For": "203.0.113.8"]
        #expect(try address("192.0.2.4", headers, trusting: ["127.0.0.1"]) == "192.0.2.4")
    }

    @Test("X-Forwarded-For is read from the right past trusted proxies, and a hop that is no address ends it at the proxy")
    func forwardedForChain() throws {
        let proxies = ["10.0.0.0/8"]
        #expect(try address("10.0.0.2", ["X-Forwarded-For": "192.0.2.66, 203.0.113.5, 10.0.0.1"], trusting: proxies) == "203.0.113.5")
        #expect(try address("10.0.0.2", ["X-Forwarded-For": "203.0.113.5, junk, 10.0.0.1"], trusting: proxies) == "10.0.0.2")
        #expect(try address("10.0.0.2", ["X-Forwarded-For": "10.0.0.3"], trusting: proxies) == "10.0.0.2")
    }

    @Test("a trusted proxy is an address or a network, and an IPv4-mapped peer matches its IPv4 spelling")
    func ranges() throws {
        let proxies = try #require(TrustedProxies(["127.0.0.1", "10.1.0.0/16", "fd00::/8"]))
        for inside in ["127.0.0.1", "::ffff:127.0.0.1", "10.1.200.3", "fd12::1"] {
            #expect(proxies.contains(try #require(IPAddress(inside))), "\(inside)")
        }
        for outside in ["127.0.0.2", "10.2.0.1", "fe80::1", "::1"] {
            #expect(!proxies.contains(try #require(IPAddress(outside))), "\(outside)")
        }
        for bad in ["localhost", "127.0.0.1/33", "::1/129", "10.0.0.0/", "10.0.0.0/-1", "1.2.3", "127.0.0.1:8080", ""] {
            #expect(TrustedProxies.Range(bad) == nil, "\(bad)")
        }
        #expect(try address("::ffff:192.0.2.1", [:]) == "192.0.2.1")
    }

    @Test("--trusted-proxy is repeatable, trusts nothing when absent and refuses what is no address")
    func option() throws {
        #expect(try Serve.parse([]).trustedProxies.isEmpty)
        #expect(try Serve.parse(["--trusted-proxy", "127.0.0.1", "--trusted-proxy", "::1"]).trustedProxies == ["127.0.0.1", "::1"])
        for bad in ["localhost", "10.0.0.0/40", "nginx:8080"] {
            #expect(throws: (any Error).self, "\(bad)") { try Serve.parse(["--trusted-proxy", bad]) }
        }
    }

    @Test("over HTTP, X-Real-IP from a loopback connection that is no trusted proxy counts at loopback: it cannot claim another address's quota")
    func forwardedHeaderIgnoredOverHTTP() throws {
        let server = try TestServer { $0.maxSessionsPerAddress = 1 }
        let body = #"{"device":"iphone-15","scene":"login"}"#
        #expect(try server.request("POST", "/api/sessions", json: body).status == 201)
        let claimed = try server.request("POST", "/api/sessions", json: body, headers: ["X-Real-IP": "192.0.2.7"])
        #expect(claimed.status == 429)
    }

    @Test("over HTTP, a trusted proxy's X-Real-IP gives each client it names its own quota")
    func trustedProxyOverHTTP() throws {
        let server = try TestServer {
            $0.maxSessionsPerAddress = 1
            $0.trustedProxies = TrustedProxies(["127.0.0.1"]) ?? TrustedProxies()
        }
        let body = #"{"device":"iphone-15","scene":"login"}"#
        for client in ["192.0.2.7", "192.0.2.8"] {
            #expect(try server.request("POST", "/api/sessions", json: body, headers: ["X-Real-IP": client]).status == 201)
        }
        #expect(try server.request("POST", "/api/sessions", json: body, headers: ["X-Real-IP": "192.0.2.7"]).status == 429)
    }
}
