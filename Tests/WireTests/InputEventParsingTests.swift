import Foundation
import Testing
import SimCore
@testable import Wire
import TestSupport

@Suite struct InputEventParsingTests {
    func parse(_ text: String) throws -> [InputEvent] {
        let body = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        return try InputEvent.parseBody(body)
    }

    func error(_ text: String) -> WireError? {
        do {
            _ = try parse(text)
            return nil
        } catch let error as WireError {
            return error
        } catch {
            return WireError("other", "\(error)")
        }
    }

    @Test func aSingleEventAndAListOfEventsAreBothAccepted() throws {
        #expect(try parse(#"{"type":"tap","x":10,"y":20}"#) == [.tap(Point(x: 10, y: 20))])
        #expect(
            try parse(#"{"events":[{"type":"tap","target":"birthday"},{"type":"advance","ms":600}]}"#)
                == [.tapTarget("birthday"), .advance(milliseconds: 600)])
    }

    @Test func everyEventTypeOfTheAPIParses() throws {
        let events = try parse(
            #"""
            {"events":[
              {"type":"pointer","phase":"down","x":1,"y":2,"t":3},
              {"type":"longPress","target":"birthday-value"},
              {"type":"drag","from":[1,2],"to":[3,4],"ms":300},
              {"type":"rotate","orientation":"portraitUpsideDown"},
              {"type":"key","key":"Backspace"},
              {"type":"text","text":"誕生日🎂"},
              {"type":"pick","target":"birthday-picker","date":"1990-01-15"},
              {"type":"pick","target":"month-column","row":4}
            ]}
            """#)
        #expect(events.count == 8)
        #expect(events[0] == .pointer(phase: .down, point: Point(x: 1, y: 2), milliseconds: 3))
        #expect(events[7] == .pickRow(target: "month-column", row: 4))
    }

    @Test func aMissingFieldIsNamedWithItsPath() {
        #expect(error(#"{"events":[{"type":"tap","x":1,"y":2},{"type":"tap","x":1}]}"#)?.message == "events[1].y is missing")
    }

    @Test func anUnknownTypeIsRejected() {
        #expect(error(#"{"type":"swipe"}"#)?.code == "invalid_event")
    }

    @Test func absurdCoordinatesAreRejected() {
        #expect(error(#"{"type":"tap","x":1e300,"y":2}"#)?.message.contains("event.x") == true)
    }

    @Test func moreThanAThousandEventsAreRejected() {
        let many = Array(repeating: #"{"type":"tap","x":1,"y":1}"#, count: 1_001).joined(separator: ",")
        #expect(error(#"{"events":[\#(many)]}"#)?.code == "too_many_events")
    }

    @Test func stringsOverTenThousandCharactersAreRejected() {
        let long = String(repeating: "a", count: 10_001)
        #expect(error(#"{"type":"text","text":"\#(long)"}"#)?.message.contains("longer than") == true)
    }

    @Test func aBodyThatIsNotAnObjectIsRejected() {
        #expect(error("[1,2]")?.code == "invalid_body")
    }

    @Test("A key event's shift, alt, meta and ctrl booleans become its modifiers")
    func keyModifiersParse() throws {
        #expect(try parse(#"{"type":"key","key":"Tab","shift":true}"#) == [.key("Tab", modifiers: .shift)])
        #expect(
            try parse(#"{"type":"key","key":"ArrowLeft","shift":false,"alt":true,"meta":true,"ctrl":true}"#)
                == [.key("ArrowLeft", modifiers: [.alternate, .command, .control])])
        #expect(try parse(#"{"type":"key","key":"a"}"#) == [.key("a", modifiers: [])])
    }

    @Test("A key modifier that is not a boolean is invalid_event naming the field")
    func aNonBooleanModifierIsRejected() {
        let problem = error(#"{"events":[{"type":"key","key":"Tab","shift":"yes"}]}"#)
        #expect(problem?.code == "invalid_event")
        #expect(problem?.message == "events[0].shift must be a boolean")
        #expect(error(#"{"type":"key","key":"Tab","ctrl":1}"#)?.message == "event.ctrl must be a boolean")
    }

    @Test("a pick by value names the row's title")
    func pickByValue() throws {
        #expect(try parse(#"{"type":"pick","target":"country-picker","value":"Japan"}"#) == [.pickValue(target: "country-picker", value: "Japan")])
        #expect(throws: WireError.self) { try parse(#"{"type":"pick","target":"country-picker","value":3}"#) }
    }

    @Test("a scroll is {type: scroll, x, y, dy} with an optional dx; a missing or endless dy is refused")
    func scroll() throws {
        let event = try InputEvent.parse(.object(["type": "scroll", "x": 10, "y": 20, "dy": -35]), path: "event")
        #expect(event == .scroll(at: Point(x: 10, y: 20), by: Point(x: 0, y: -35)))
        #expect(throws: WireError.self) { try InputEvent.parse(.object(["type": "scroll", "x": 10, "y": 20]), path: "event") }
        #expect(throws: WireError.self) {
            try InputEvent.parse(.object(["type": "scroll", "x": 10, "y": 20, "dy": 1e9]), path: "event")
        }
    }
}
