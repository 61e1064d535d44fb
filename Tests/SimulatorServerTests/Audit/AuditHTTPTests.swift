import Foundation
import Testing
import Wire
import TestSupport

/// `POST /api/audit`.
@Suite struct AuditHTTPTests {
    @Test("an audit of Contacts on an iPhone SE answers its findings: the phone pad's dead end, and no error")
    func audits() throws {
        let server = try TestServer()
        let answer = try server.request(
            "POST", "/api/audit", json: #"{"scene":"contacts","devices":["iphone-se"],"appearances":["light"],"contentSizes":["large"]}"#,
            timeout: 60)
        #expect(answer.status == 200)
        let json = try answer.json()
        #expect(json["passed"]?.boolean == true)
        #expect(json["errors"]?.number == 0)
        let findings = try #require(json["findings"]?.array)
        #expect(findings.contains { $0["check"]?.stringValue == "deadEnd" && $0["element"]?.stringValue == "phone-field" })
        #expect(findings.first?["context"]?["device"]?.stringValue == "iphone-se")
    }

    @Test("a bad audit request says what was wrong and runs nothing")
    func badRequests() throws {
        let server = try TestServer()
        let cases: [(String, Int, String)] = [
            (#"{"devices":["iphone-se"]}"#, 400, "invalid_audit"),
            (#"{"scene":"nowhere"}"#, 400, "unknown_scene"),
            (#"{"scene":"login","devices":["iphone-99"]}"#, 400, "invalid_audit"),
            (#"{"scene":"login","devices":[]}"#, 400, "invalid_audit"),
            (#"{"scene":"login","devices":["ipad-10"],"windows":["quarter"]}"#, 400, "invalid_audit"),
            (#"{"scene":"login","locales":["en_US","ja_JP","de_DE"]}"#, 413, "audit_too_large"),
        ]
        for (body, status, code) in cases {
            let answer = try server.request("POST", "/api/audit", json: body)
            #expect(answer.status == status, "\(body)")
            #expect(try answer.json().errorCode == code, "\(body)")
        }
    }
}
