import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// A form written for the test, run on a phone and a tablet in both orientations.
@Suite struct FormSceneTests {
    static let form = """
        id: test-form
        title: Test
        done: Save
        localizations:
          ja_JP: {Test: テスト, Name: 名前}
        sections:
          - header: Person
            rows:
              - text: name
                label: Name
                required: true
              - text: email
                label: Email
                keyboard: email
              - date: born
                label: Born
                required: true
              - value: id
                label: Id
                detail: "42"
          - rows:
              - text: code
                label: Code
                maxLength: 4
              - button: send
                title: Send
                role: submit
        """

    static let devices: [(String, Orientation)] = ["iphone-se", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    func simulator(_ device: String, _ orientation: Orientation, locale: String = "en_US") throws -> Simulator {
        try SimHarness(form: Self.form, file: "test-form.yaml", device: device, orientation: orientation, locale: locale).sim
    }

    @Test("every row has its element ids, the table is `form`", arguments: devices)
    func elementIDs(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        for id in ["form", "name", "name-field", "email-field", "born", "born-value", "id-value", "code-field", "send"] {
            #expect(sim.node(id) != nil, "\(id)")
        }
        #expect(sim.node("send")?.role == .button)
        #expect(sim.node("id-value")?.value == "42")
    }

    @Test("F1: a date row's picker is the bottom panel on iPhone and a popover on iPad; a pick shows at once", arguments: devices)
    func dateRow(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("born")])
        #expect(sim.firstResponderID == "born-value")
        if sim.device.idiom == .pad {
            #expect(sim.node("born-popover")?.role == .popover)
        } else {
            #expect(sim.node("input-panel")?.role == .inputView)
        }
        _ = try sim.send([.pickDate(target: "born-picker", date: "1990-01-15"), .key("x")])
        #expect(sim.node("born-value")?.value == "January 15, 1990")
    }

    @Test("F2: Return moves to the next text row, and on the last one submits (go)", arguments: devices)
    func returnChain(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("name"), .text("Ann"), .key("Enter")])
        #expect(sim.firstResponderID == "email-field")
        _ = try sim.send([.key("Enter")])
        #expect(sim.firstResponderID == "code-field")
        _ = try sim.send([.key("Enter")])
        // Submitting with Born empty: Born is invalid, and focus does not stay on a field.
        #expect(sim.node("born")?.states.contains(.invalid) == true)
        #expect(sim.node("name")?.states.contains(.invalid) == false)
    }

    @Test("F9: submit with empty required rows marks each invalid and focuses the first", arguments: devices)
    func submitInvalid(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("send")])
        #expect(sim.node("name")?.states.contains(.invalid) == true)
        #expect(sim.node("born")?.states.contains(.invalid) == true)
        #expect(sim.node("email")?.states.contains(.invalid) == false)
        #expect(sim.firstResponderID == "name-field")
        #expect(sim.node("form")?.states.contains(.submitted) == false)
    }

    @Test("F9: submit with every required row filled ends input and shows submitted", arguments: devices)
    func submitValid(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("born"), .pickDate(target: "born-picker", date: "1990-01-15")])
        if sim.device.idiom == .pad { _ = try sim.send([.tap(Point(x: 5, y: sim.semanticTree().screen.height - 5))]) }
        _ = try sim.send([.tapTarget("name"), .text("Ann"), .tapTarget("done")])
        #expect(sim.node("form")?.states.contains(.submitted) == true)
        #expect(sim.firstResponderID == nil)
        #expect(sim.node("name")?.states.contains(.invalid) == false)
    }

    @Test("F2: a tap on a text row's label focuses its field", arguments: devices)
    func labelTapFocuses(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        let frame = try #require(sim.node("email")?.frame)
        _ = try sim.send([.tap(Point(x: frame.minX + 20, y: frame.minY + frame.height / 2))])
        #expect(sim.firstResponderID == "email-field")
    }

    @Test("maxLength refuses typing past it", arguments: devices)
    func maxLength(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("code"), .text("12345")])
        #expect(sim.node("code-field")?.value == "1234")
        _ = try sim.send([.key("Backspace"), .text("9"), .text("0")])
        #expect(sim.node("code-field")?.value == "1239")
    }

    @Test("the file's localizations translate its texts in the session's locale")
    func localized() throws {
        let sim = try simulator("iphone-15", .portrait, locale: "ja_JP")
        #expect(sim.node("name")?.label == "名前")
        #expect(sim.node("email")?.label == "Email")
    }
}
