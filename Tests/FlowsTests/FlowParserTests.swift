import Flows
import Foundation
import SimCore
import Testing

/// Flow files: every step kind reads as written; a file that cannot be read says where.
@Suite struct FlowParserTests {
    func error(_ text: String) -> FlowError? {
        do {
            _ = try FlowParser.parse(text, file: "t.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test("every step kind of the contract reads to its action")
    func everyStep() throws {
        let flow = try FlowParser.parse(
            """
            name: all
            scene: contacts
            variant: label
            devices: [iphone-se, ipad-10]
            orientation: landscapeLeft
            locale: ja_JP
            steps:
              - tap: birthday
              - tap: {x: 10, y: 700}
              - longPress: birthday-value
              - drag: {from: birthday, to: [10, 20], ms: 200}
              - pick: {target: birthday-picker, date: 1990-01-15}
              - pick: {target: p, row: 3}
              - pick: {target: p, value: Japan}
              - rotate: portrait
              - type: "abc"
              - key: Enter
              - wait: 600
              - expect: {id: birthday-value, value: "January 15, 1990", states: [firstResponder], visible: true}
              - expect: {on: pad, absent: {role: menu}}
              - expect: {firstResponder: null, pasteboard: "x"}
              - on: phone
                expect: {role: menu, contains: [Copy, Cut]}
            """, file: "all.yaml")
        #expect(flow.name == "all" && flow.scene == "contacts" && flow.variant == "label" && flow.locale == "ja_JP")
        #expect(flow.devices == ["iphone-se", "ipad-10"] && flow.orientation == .landscapeLeft)
        #expect(flow.steps.map(\.action).prefix(11) == [
            .tap(.element("birthday")), .tap(.point(Point(x: 10, y: 700))), .longPress(.element("birthday-value")),
            .drag(from: .element("birthday"), to: .point(Point(x: 10, y: 20)), milliseconds: 200),
            .pick(target: "birthday-picker", .date("1990-01-15")), .pick(target: "p", .row(3)), .pick(target: "p", .value("Japan")),
            .rotate(.portrait), .type("abc"), .key("Enter", modifiers: []), .wait(600),
        ])
        guard case .expect(let first) = flow.steps[11].action else { Issue.record("not an expectation"); return }
        #expect(first.node.id == "birthday-value" && first.node.value == "January 15, 1990" && first.node.states == [.firstResponder])
        #expect(first.node.visible == true)
        #expect(flow.steps[12].on == .idiom(.pad))
        guard case .expect(let third) = flow.steps[13].action else { Issue.record("not an expectation"); return }
        #expect(third.firstResponder == .some(nil) && third.pasteboard == .some("x"))
        #expect(flow.steps[14].on == .idiom(.phone))
        #expect(flow.steps[0].text == "tap: birthday")
    }

    @Test("JSON flows read as YAML ones")
    func json() throws {
        let json = #"{"scene": "pin", "steps": [{"tap": "pin-field"}, {"expect": {"id": "pin-field", "value": ""}}]}"#
        let flow = try FlowParser.parse(json, file: "pin.json")
        #expect(flow.name == "pin" && flow.steps.count == 2)
    }

    @Test("an unknown step is named with its line, column and path")
    func unknownStep() throws {
        let error = try #require(self.error("scene: pin\nsteps:\n  - tap: a\n  - tapp: b\n"))
        #expect(error.line == 4 && error.path == "steps[1]" && error.message.contains("unknown step \"tapp\""))
    }

    @Test("unknown keys, devices, roles, states and orientations are refused with their place", arguments: [
        ("scene: pin\nscreen: x\nsteps:\n  - tap: a\n", "screen"),
        ("scene: pin\ndevices: [iphone-99]\nsteps:\n  - tap: a\n", "iphone-99"),
        ("scene: pin\nsteps:\n  - expect: {role: gizmo}\n", "gizmo"),
        ("scene: pin\nsteps:\n  - expect: {id: a, states: [shiny]}\n", "shiny"),
        ("scene: pin\nsteps:\n  - rotate: sideways\n", "expected portrait"),
        ("scene: pin\nsteps:\n  - tap: a\n    on: watch\n", "expected phone, pad"),
        ("steps:\n  - tap: a\n", "needs \"scene\""),
        ("scene: pin\nsteps: []\n", "expected 1 to"),
        ("scene: pin\nsteps:\n  - expect: {}\n", "something to check"),
    ])
    func refused(text: String, words: String) throws {
        let error = try #require(self.error(text))
        #expect(error.description.contains(words), "\(error)")
        #expect(error.line != nil)
    }

    @Test("a syntax error has its line")
    func syntax() throws {
        let error = try #require(self.error("scene: pin\nsteps:\n  - tap: [a\n"))
        #expect(error.line != nil && error.message.contains("syntax error"))
    }
}
