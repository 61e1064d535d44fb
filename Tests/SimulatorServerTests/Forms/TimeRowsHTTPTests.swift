import Foundation
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// E1.T1–E1.T6 over HTTP: the shipped booking form's compact arrival time and its
/// date-and-time pick-up on an iPhone and an iPad in both orientations; `pick` with
/// `time`; bad times and bad time rows refused, naming what was wrong.
@Suite("Time rows over HTTP", .serialized)
struct TimeRowsHTTPTests {
    static let devices = ["iphone-se", "ipad-pro-12-9"].flatMap { [($0, "portrait"), ($0, "landscapeLeft")] }
    typealias Device = DateStylesHTTPTests.Device

    @Test("E1.T4: a compact time presents the time wheels; pick with time shows on the button at once", arguments: devices)
    func compactTime(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        #expect(try d.node("arrival-time-compact-time")?["value"]?.stringValue == "3:00 PM")
        #expect(try d.tap("arrival-time-compact-time") == 200)
        let card = try #require(try d.node("arrival-time-time-popover"))
        #expect(card["presentation"]?.stringValue == (d.isPhone ? "overlay" : "popover"))
        #expect(try d.node("arrival-time-time-picker")?["role"]?.stringValue == "datePicker")
        #expect(try d.send(#"{"type":"pick","target":"arrival-time-time-picker","time":"18:45"}"#).status == 200)
        #expect(try d.node("arrival-time-compact-time")?["value"]?.stringValue == "6:45 PM")
        #expect(try d.node("arrival-time-time-picker")?["value"]?.stringValue == "18:45")
    }

    @Test("E1.T4: a compact date and time shows both buttons; each presents its own", arguments: devices)
    func compactDateAndTime(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        // The pick-up row is under the inline calendar: scroll the form up to it.
        var status = 400
        for _ in 0..<12 where status != 200 {
            status = try d.send(#"{"type":"tap","target":"pickup-compact-time"}"#).status
            if status != 200 { _ = try d.send(#"{"type":"drag","from":[8,300],"to":[8,100],"ms":400},{"type":"advance","ms":2000}"#) }
        }
        #expect(status == 200)
        #expect(try d.node("pickup-time-popover")?["anchor"]?.stringValue == "pickup-compact-time")
        #expect(try d.node("pickup-compact-date")?["value"]?.stringValue == "Jun 12, 2025")
        #expect(try d.node("pickup-compact-time")?["value"]?.stringValue == "1:30 PM")
        #expect(try d.send(#"{"type":"pick","target":"pickup-time-picker-minute","row":0}"#).status == 200)
        #expect(try d.node("pickup-compact-time")?["value"]?.stringValue == "1:00 PM")
    }

    @Test("E1.T6: a time out of range, a malformed one and a countdown over 23:59 are refused naming the text", arguments: [
        ("25:00", "out of range"), ("7:30", "HH:mm"), ("07:3O", "HH:mm"), ("12:60", "out of range"),
    ])
    func badTime(time: String, words: String) throws {
        let d = try Device("iphone-se", "portrait")
        _ = try d.tap("arrival-time-compact-time")
        let answer = try d.send(#"{"type":"pick","target":"arrival-time-time-picker","time":"\#(time)"}"#)
        #expect(answer.status == 400)
        let error = try answer.json()["error"]
        #expect(error?["code"]?.stringValue == "invalid_time")
        #expect(error?["message"]?.stringValue?.contains(time) == true)
        #expect(error?["message"]?.stringValue?.contains(words) == true)
        #expect(try d.node("arrival-time-time-picker")?["value"]?.stringValue == "15:00", "the session is unchanged")
    }

    @Test("E1.T6: time on a date-only picker is refused as not pickable")
    func timeOnDates() throws {
        let d = try Device("iphone-se", "portrait")
        _ = try d.tap("check-in-compact-date")
        let answer = try d.send(#"{"type":"pick","target":"check-in-calendar","time":"10:00"}"#)
        #expect(answer.status == 400)
        #expect(try answer.json()["error"]?["code"]?.stringValue == "not_pickable")
    }

    func upload(_ yaml: String) throws -> RawHTTP.Response {
        try TestServer().request("POST", "/api/forms", json: yaml, headers: ["Content-Type": "application/yaml"])
    }

    @Test("E1.T3: an uploaded countDownTimer over 23:59, or in the compact style, answers invalid_form naming the path", arguments: [
        ("        value: \"24:00\"\n", "sections[0].rows[0].value"),
        ("        style: compact\n", "sections[0].rows[0].style"),
        ("        value: 90000\n", "sections[0].rows[0].value"),
    ])
    func badCountDown(line: String, path: String) throws {
        let answer = try upload("id: bad\nsections:\n  - rows:\n      - date: t\n        mode: countDownTimer\n" + line)
        #expect(answer.status == 400)
        let error = try answer.json()["error"]
        #expect(error?["code"]?.stringValue == "invalid_form")
        #expect(error?["path"]?.stringValue == path)
    }

    @Test("E1.T1: an uploaded time row with a malformed value answers invalid_form naming the value")
    func badTimeValue() throws {
        let answer = try upload("id: bad\nsections:\n  - rows:\n      - date: t\n        mode: time\n        value: \"9h30\"\n")
        #expect(answer.status == 400)
        #expect(try answer.json()["error"]?["path"]?.stringValue == "sections[0].rows[0].value")
        #expect(try answer.json()["error"]?["message"]?.stringValue?.contains("9h30") == true)
    }
}
