import Flows
import Foundation
import SimCore
import Testing

/// `FlowWriter`: a flow written as a flow file reads back to the same flow, and reads as
/// the page's recorder has always shown it.
@Suite struct FlowWriterTests {
    /// What a flow's steps do, without where they were written or how (`text`, `line`).
    static func bare(_ steps: [FlowStep]) -> [FlowStep] {
        steps.map { step in
            var step = step
            step.text = ""
            step.line = nil
            if case .repeatWhile(let expectation, let inner, let times) = step.action {
                step.action = .repeatWhile(expectation, steps: bare(inner), times: times)
            }
            return step
        }
    }

    /// The flow written and read back.
    static func again(_ flow: Flow) throws -> Flow {
        try FlowParser.parse(FlowWriter.yaml(flow), file: "written.yaml")
    }

    static func expectSame(_ flow: Flow, _ back: Flow) {
        #expect(bare(back.steps) == bare(flow.steps))
        #expect(back.name == flow.name && back.scene == flow.scene && back.variant == flow.variant)
        #expect(back.orientation == flow.orientation && back.locale == flow.locale && back.window == flow.window)
        #expect(back.appearance == flow.appearance && back.contentSize == flow.contentSize)
        #expect(back.increaseContrast == flow.increaseContrast && back.devices == flow.devices && back.tags == flow.tags)
    }

    /// A recording as the page's recorder sends it: every step kind it records.
    static let recording = #"""
        {"name": "recorded 2026-01-05 10:30", "scene": "booking", "variant": "label", "orientation": "landscapeLeft",
         "locale": "en_US", "appearance": "dark", "increaseContrast": true, "contentSize": "AX3", "window": "oneThird",
         "steps": [
          {"tap": "check-in-compact-date"},
          {"tapOutside": "check-in-calendar-popover"},
          {"tap": {"x": 120.5, "y": 700}},
          {"longPress": "guest-name-field"},
          {"drag": {"from": [100, 300], "to": [100, 360.25], "ms": 300}},
          {"scrollTo": "place-order"},
          {"hideKeyboard": true, "on": "pad"},
          {"type": "Ann"},
          {"key": "Escape"},
          {"rotate": "portrait"},
          {"pick": {"target": "birthday-picker", "date": "1990-01-15"}},
          {"pick": {"target": "arrival-picker", "time": "09:30"}},
          {"settings": {"appearance": "dark"}, "on": "iphone-15"},
          {"settings": {"hardwareKeyboard": true, "increaseContrast": false}},
          {"settings": {"locale": "ar"}},
          {"expect": {"id": "guest-name-field", "value": "Ann", "states": ["firstResponder"]}},
          {"tap": "place-order", "on": "ipad-10@oneThird"}
         ]}
        """#

    @Test("a recording the page sends is written as the flow file the recorder has always shown")
    func recordingText() throws {
        let flow = try FlowParser.parse(Data(Self.recording.utf8), file: "recording.json")
        #expect(FlowWriter.yaml(flow) == """
            name: "recorded 2026-01-05 10:30"
            scene: booking
            variant: label
            orientation: landscapeLeft
            locale: en_US
            appearance: dark
            increaseContrast: true
            contentSize: AX3
            window: oneThird
            steps:
              - tap: check-in-compact-date
              - tapOutside: check-in-calendar-popover
              - tap: {x: 120.5, y: 700}
              - longPress: guest-name-field
              - drag: {from: [100, 300], to: [100, 360.25], ms: 300}
              - scrollTo: place-order
              - hideKeyboard: true
                on: pad
              - type: Ann
              - key: Escape
              - rotate: portrait
              - pick: {target: birthday-picker, date: "1990-01-15"}
              - pick: {target: arrival-picker, time: "09:30"}
              - settings: {appearance: dark}
                on: iphone-15
              - settings: {hardwareKeyboard: true, increaseContrast: false}
              - settings: {locale: ar}
              - expect: {id: guest-name-field, value: Ann, states: [firstResponder]}
              - tap: place-order
                on: "ipad-10@oneThird"

            """)
    }

    @Test("every step kind the recorder records reads back to the same steps and settings")
    func recordingRoundTrip() throws {
        let flow = try FlowParser.parse(Data(Self.recording.utf8), file: "recording.json")
        Self.expectSame(flow, try Self.again(flow))
    }

    @Test("settings at their defaults are left out of the header")
    func defaultsLeftOut() throws {
        let flow = try FlowParser.parse(#"{"scene": "pin", "steps": [{"tap": "pin-field"}]}"#, file: "pin.json")
        #expect(FlowWriter.yaml(flow) == "name: pin\nscene: pin\norientation: portrait\nsteps:\n  - tap: pin-field\n")
    }

    @Test("every step kind of the flow contract reads back to the same steps")
    func contractRoundTrip() throws {
        let flow = try FlowParser.parse(
            """
            name: all
            scene: contacts
            devices: [iphone-se, ipad-10]
            window: {width: 700, height: 900}
            tags: [smoke, slow-ones]
            steps:
              - tap: {text: Book, index: 1, below: {id: guest-name}}
              - longPress: {role: button, label: /Res.*Room/}
              - drag: {from: birthday, to: {text: Done}, ms: 200}
              - pick: {target: p, row: 3}
              - pick: {target: p, value: Japan}
              - key: "a"
              - wait: 600
              - wait: 12.5
              - scrollUntilVisible: {element: footer, direction: up, maxScrolls: 7}
              - settings: {window: {width: 500, height: 800}, contentSize: xSmall}
              - expect: {text: {contains: Room}, visible: 0.5, enabled: false, contains: [a, b], count: 2}
              - expect: {role: popover, presentation: sheet, above: keyboard, inside: {role: sheet}}
              - expect: {id: name, color: systemRed, fill: "#FF3B30", visible: false}
              - expect: {firstResponder: null, pasteboard: "x: y", absent: {role: menu}}
              - expect: {firstResponder: email-field}
                optional: true
              - relaunch
              - clearState
              - expectCrash: {message: "index out of range"}
              - expectCrash
              - repeat: {while: {id: spinner, visible: true}, times: 5, steps: [{wait: 100}, {tap: retry, on: phone}]}
              - when: {on: pad}
                steps:
                  - repeat: {while: {absent: {id: done}}, steps: [{key: Tab}]}
            """, file: "all.yaml")
        Self.expectSame(flow, try Self.again(flow))
    }

    /// Texts YAML would read as something else unquoted, or that need escapes.
    static let unsafe = [
        "a: b", "key:", "\"quoted\"", "it's", "- dash", "-", "#hash", "a #b", "yes", "No", "ON", "off", "true", "False", "null",
        "Null", "~", "12", "007", "1.5", "-3", "0x1F", "1e3", ".inf", "line\nbreak", "cr\r\n", "tab\there", "",
        " leading", "trailing ", "ünïcødé ✓ 日本語 🎉", "עברית", "\u{2028}separated\u{2029}", "nel\u{85}", "bell\u{7}", "del\u{7F}",
        "a\u{FEFF}b", "[list]", "{map}", "@at", "`tick", "&anchor", "*alias", "!tag", "|", ">", "?", "%", ",", "back\\slash",
        "2026-01-05", "12:30", "<<", "=",
    ]

    @Test("a text that is not plain-safe reads back as the same text", arguments: unsafe)
    func unsafeText(_ text: String) throws {
        var flow = Flow(name: text.isEmpty ? "empty" : text, scene: "contacts")
        let spec = { () -> FlowExpectation in
            var expectation = FlowExpectation()
            expectation.node.id = "field"
            expectation.node.value = .exact(text)
            expectation.pasteboard = .some(text)
            return expectation
        }()
        flow.steps = [
            FlowStep(action: .type(text), text: ""),
            FlowStep(action: .expect(spec), text: ""),
        ]
        if !text.isEmpty { flow.steps.append(FlowStep(action: .tap(.element(text)), text: "")) }
        let back = try Self.again(flow)
        #expect(back.name == flow.name)
        #expect(Self.bare(back.steps) == Self.bare(flow.steps))
    }

    @Test("a text is plain only when it can read back as nothing else")
    func plainWhenSafe() throws {
        var flow = Flow(name: "n", scene: "pin")
        flow.steps = ["pin-field", "Ann", "a_b-c", "yes", "12", "a b", "-x", "Ünï"].map { FlowStep(action: .type($0), text: "") }
        let steps = FlowWriter.yaml(flow).split(separator: "\n").filter { $0.hasPrefix("  - ") }
        #expect(steps == [
            "  - type: pin-field", "  - type: Ann", "  - type: a_b-c", #"  - type: "yes""#, #"  - type: "12""#, #"  - type: "a b""#,
            #"  - type: "-x""#, #"  - type: "Ünï""#,
        ])
    }
}
