import Foundation
import SimCore
import Testing

@testable import SimulatorServer
import TestSupport

@Suite("Exposure over HTTP", .serialized)
struct ExposureHTTPTests {
    @Test("A foreign Host is 421, a foreign Origin on POST and DELETE 403, a text/plain POST 415, each as JSON")
    func refusals() throws {
        let server = try TestServer()
        let id = try server.createSession()
        let port = server.port
        let cases: [(String, String, [String: String], String?, Int, String)] = [
            ("GET", "/api/devices", ["Host": "evil.example:\(port)"], nil, 421, "unknown_host"),
            ("GET", "/", ["Host": "rebind.example"], nil, 421, "unknown_host"),
            ("POST", "/api/sessions", ["Origin": "http://evil.example"], #"{"device":"iphone-se","scene":"contacts"}"#, 403, "foreign_origin"),
            ("DELETE", "/api/sessions/\(id)", ["Origin": "http://evil.example"], nil, 403, "foreign_origin"),
            ("POST", "/api/sessions/\(id)/input", ["Content-Type": "text/plain"], #"{"type":"rotate","orientation":"landscapeLeft"}"#, 415, "unsupported_media_type"),
            ("POST", "/api/sessions", ["Content-Type": "application/x-www-form-urlencoded"], "device=iphone-se", 415, "unsupported_media_type"),
        ]
        for (method, path, headers, body, status, code) in cases {
            let response = try server.request(method, path, json: body, headers: headers)
            #expect(response.status == status, "\(method) \(path) \(headers)")
            #expect(try response.json().errorCode == code, "\(method) \(path) \(headers)")
            #expect(response.headers["content-type"] == "application/json")
        }
        // Nothing of that reached the session.
        let tree = try server.request("GET", "/api/sessions/\(id)/tree")
        #expect(tree.status == 200)
        #expect(try tree.json()["version"]?.number == 1)
    }

    @Test("The page's own origin, localhost and requests without Origin drive the server")
    func ownOrigins() throws {
        let server = try TestServer()
        let port = server.port
        for headers in [
            ["Origin": "http://127.0.0.1:\(port)"],
            ["Host": "localhost:\(port)", "Origin": "http://localhost:\(port)"],
            ["Host": "localhost"],
            ["Content-Type": "application/json; charset=utf-8"],
        ] {
            let created = try server.request(
                "POST", "/api/sessions", json: #"{"device":"iphone-se","scene":"contacts"}"#, headers: headers)
            #expect(created.status == 201, "\(headers)")
            let id = try #require(try created.json()["id"]?.stringValue)
            #expect(try server.request("DELETE", "/api/sessions/\(id)", headers: headers.filter { $0.key != "Content-Type" }).status == 204)
        }
    }

    @Test("Every answer is nosniff and no-referrer, the API no-store, HTML a strict policy with no inline script or eval")
    func headers() throws {
        let server = try TestServer()
        let page = try server.request("GET", "/")
        let policy = try #require(page.headers["content-security-policy"])
        for directive in ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"] {
            #expect(policy.contains(directive), "\(directive)")
        }
        #expect(!policy.contains("unsafe-inline"))
        // Beside 'self', one inline script by its hash: the page's import map.
        let scripts = policy.split(separator: ";").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("script-src") }
        let sources = (scripts ?? "").split(separator: " ").dropFirst()
        #expect(sources.count == 2 && sources.first == "'self'" && sources.last?.hasPrefix("'sha256-") == true, "\(sources)")
        #expect(!policy.contains("unsafe-eval"))
        #expect(!policy.contains("*"))
        let answers = [
            page, try server.request("GET", "/js/app.js"), try server.request("GET", "/api/devices"),
            try server.request("GET", "/api/nothing"), try server.request("GET", "/api/devices", headers: ["Host": "evil.example"]),
        ]
        for answer in answers {
            #expect(answer.headers["x-content-type-options"] == "nosniff")
            #expect(answer.headers["referrer-policy"] == "no-referrer")
        }
        for api in answers.suffix(3) { #expect(api.headers["cache-control"] == "no-store") }
    }
}
