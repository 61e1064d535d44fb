import Foundation
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// E1 and E2 over HTTP: the shipped booking form's compact date, inline calendar and room
/// menu on the four devices the rules are checked on, in portrait and landscape.
@Suite("Date styles and menus over HTTP", .serialized)
struct DateStylesHTTPTests {
    static let devices = ["iphone-se", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"].flatMap {
        [($0, "portrait"), ($0, "landscapeLeft")]
    }

    final class Device {
        let server: TestServer
        let id: String
        let isPhone: Bool

        init(_ device: String, _ orientation: String) throws {
            let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..")
                .standardized
            server = try TestServer(formFolders: [repository.appendingPathComponent("Forms")])
            id = try server.createSession(
                #"{"device":"\#(device)","scene":"booking","orientation":"\#(orientation)","clock":"manual"}"#)
            isPhone = device.hasPrefix("iphone")
        }

        func send(_ events: String) throws -> RawHTTP.Response {
            try server.request("POST", "/api/sessions/\(id)/input", json: #"{"events":[\#(events)]}"#)
        }

        /// A tap, after scrolling the form up where a phone in landscape shows the row lower down.
        func tap(_ target: String) throws -> Int {
            for _ in 0..<4 {
                let status = try send(#"{"type":"tap","target":"\#(target)"}"#).status
                guard status == 400 else { return status }
                _ = try send(#"{"type":"drag","from":[40,300],"to":[40,120],"ms":400},{"type":"advance","ms":2000}"#)
            }
            return 400
        }

        func node(_ element: String) throws -> JSONValue? {
            try server.request("GET", "/api/sessions/\(id)/tree").json().node(id: element)
        }

        func states(_ id: String) throws -> [String] { try node(id)?["states"]?.array?.compactMap(\.stringValue) ?? [] }
    }

    @Test("E1.D1: a compact date's calendar is a card on iPhone and a popover on iPad; a day tap shows at once", arguments: devices)
    func compact(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        #expect(try d.node("check-in-compact-date")?["value"]?.stringValue == "Jun 12, 2025")
        #expect(try d.tap("check-in-compact-date") == 200)
        let card = try #require(try d.node("check-in-calendar-popover"))
        #expect(card["role"]?.stringValue == "popover")
        #expect(card["presentation"]?.stringValue == (d.isPhone ? "overlay" : "popover"))
        #expect(try d.node("check-in-calendar")?["role"]?.stringValue == "calendar")
        #expect(try d.tap("check-in-calendar-day-20") == 200)
        #expect(try d.node("check-in-compact-date")?["value"]?.stringValue == "Jun 20, 2025")
        #expect(try d.states("check-in-calendar-day-20").contains("selected"))
        #expect(try d.node("check-in-calendar-popover") != nil, "the card stays")
    }

    @Test("E1.D2: a tap on a day before min changes nothing; previous is disabled at min's month", arguments: devices)
    func bounds(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        _ = try d.tap("check-in-compact-date")
        #expect(try d.states("check-in-calendar-previous").contains("disabled"))
        #expect(try d.states("check-in-calendar-day-1").contains("disabled") == false)
        _ = try d.send(#"{"type":"pick","target":"check-in-calendar","date":"2024-01-01"}"#)
        #expect(try d.node("check-in-calendar")?["value"]?.stringValue == "2025-06-01", "clamped to min")
    }

    @Test("E1.D5: pick takes a date on the calendar and refuses one that is not a date", arguments: devices)
    func pick(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        _ = try d.tap("check-in-compact-date")
        #expect(try d.send(#"{"type":"pick","target":"check-in-calendar","date":"2025-07-04"}"#).status == 200)
        #expect(try d.node("check-in-compact-date")?["value"]?.stringValue == "Jul 4, 2025")
        let bad = try d.send(#"{"type":"pick","target":"check-in-calendar","date":"2025-02-30"}"#)
        #expect(bad.status == 400)
        #expect(try bad.json()["error"]?["code"]?.stringValue == "invalid_date")
    }

    @Test("E2.M1: a tap opens the room menu with the current item checked; an item chooses and closes", arguments: devices)
    func menu(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        #expect(try d.tap("room-button") == 200)
        let menu = try #require(try d.node("room-menu"))
        #expect(menu["role"]?.stringValue == "menu")
        #expect(menu["presentation"]?.stringValue == "menu")
        #expect(try d.states("room-menu-item-1").contains("checked"))
        #expect(try d.tap("room-menu-item-3") == 200)
        #expect(try d.node("room-menu") == nil)
        #expect(try d.node("room-button")?["value"]?.stringValue == "Suite")
    }

    /// The answer to a YAML form uploaded to a new server.
    func upload(_ yaml: String) throws -> RawHTTP.Response {
        try TestServer().request("POST", "/api/forms", json: yaml, headers: ["Content-Type": "application/yaml"])
    }

    @Test("E1, E2: an upload with an unknown date style answers invalid_form naming the path")
    func badStyle() throws {
        let answer = try upload("id: bad\nsections:\n  - rows:\n      - date: d\n        style: graphical\n")
        #expect(answer.status == 400)
        let error = try answer.json()["error"]
        #expect(error?["code"]?.stringValue == "invalid_form")
        #expect(error?["path"]?.stringValue == "sections[0].rows[0].style")
    }

    @Test("E2: an upload of a menu without options answers invalid_form naming the row")
    func menuWithoutOptions() throws {
        let answer = try upload("id: bad\nsections:\n  - rows:\n      - menu: room\n")
        #expect(answer.status == 400)
        #expect(try answer.json()["error"]?["message"]?.stringValue?.contains("a menu row \"room\" needs options") == true)
    }
}
