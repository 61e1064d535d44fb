import Foundation
import Testing

@testable import SimulatorServer
import TestSupport

/// An upload is one change: a file whose forms cannot all be placed places none of them.
@Suite("Uploads are all or nothing", .serialized)
struct UploadAllOrNothingTests {
    static func swift(forms count: Int, prefix: String = "Many") -> String {
        (0..<count).map { n in
            "struct \(prefix)\(n)Form: View { @State var on = false; var body: some View { Form { Toggle(\"On\", isOn: $on) } } }"
        }.joined(separator: "\n")
    }

    @Test("thirty forms in one file, over the upload quota, are refused with 429 and none of them is kept")
    func overQuota() throws {
        let server = try TestServer()
        let answer = try server.request("POST", "/api/forms", json: Self.swift(forms: 30), headers: ["Content-Type": "text/x-swift"])
        #expect(answer.status == 429)
        for n in 0..<30 { #expect(try server.request("GET", "/api/forms/many\(n)-form").status == 404) }
    }

    @Test("a file whose forms' ids are taken gets free ones, and its link opens the renamed destination")
    func takenID() throws {
        let server = try TestServer()
        let source = """
            struct Contacts: View { var body: some View { Form { NavigationLink("Card") { CardScreen() } } } }
            struct CardScreen: View { @State var on = false; var body: some View { Form { Toggle("Signed", isOn: $on) } } }
            """
        let first = try server.request("POST", "/api/forms", json: source, headers: ["Content-Type": "text/x-swift"])
        #expect(first.status == 201)
        #expect(try first.json()["id"]?.stringValue == "contacts-2")
        let answer = try server.request("POST", "/api/forms", json: source, headers: ["Content-Type": "text/x-swift"])
        #expect(answer.status == 201)
        #expect(try answer.json()["renamed"] == ["contacts": "contacts-3", "card-screen": "card-screen-2"])
        let form = try server.request("GET", "/api/forms/contacts-3").json()
        #expect(form["sections"]?.array?.first?["rows"]?.array?.first?["form"]?.stringValue == "card-screen-2")
        let id = try server.createSession(#"{"device":"iphone-15","scene":"contacts-3","clock":"manual"}"#)
        let tree = String(decoding: try server.request("GET", "/api/sessions/\(id)/tree").body, as: UTF8.self)
        #expect(tree.contains("Card"))
    }

    @Test("a file of forms within the quota is placed whole, every form answering to one owner")
    func placedWhole() throws {
        let server = try TestServer()
        let answer = try server.request("POST", "/api/forms", json: Self.swift(forms: 3, prefix: "Few"), headers: ["Content-Type": "text/x-swift"])
        #expect(answer.status == 201)
        let owner = try #require(try answer.json()["owner"]?.stringValue)
        for n in 0..<3 { #expect(try server.request("GET", "/api/forms/few\(n)-form").status == 200) }
        // Replacing one of the destinations needs the owner's token, which the file's upload answered with.
        let again = try server.request(
            "POST", "/api/forms", json: Self.swift(forms: 3, prefix: "Few"), headers: ["Content-Type": "text/x-swift", "X-FormSim-Client": owner])
        #expect(again.status == 201)
    }
}
