import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// The stacked style: a large title over fields in flat containers and buttons, with no
/// table and no bar (the style of the built-in Login form, docs/FORMS.md).
@Suite struct StackedFormTests {
    static let form = """
        id: signup
        title: Sign up
        style: stacked
        submitted: Welcome, {name}
        localizations:
          ja_JP: {Sign up: 登録, "Welcome, {name}": "ようこそ {name}"}
        sections:
          - rows:
              - text: name
                label: Name
              - text: code
                label: Code
                keyboard: number
              - button: join
                title: Join
                role: submit
        """

    static let devices: [(String, Orientation)] = ["iphone-se", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    func simulator(_ device: String, _ orientation: Orientation, locale: String = "en_US") throws -> Simulator {
        try SimHarness(form: Self.form, file: "signup.yaml", device: device, orientation: orientation, locale: locale).sim
    }

    @Test("a stacked form has its title, containers, fields and button, and no bar or table", arguments: devices)
    func elements(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        for id in ["name-container", "name-field", "code-container", "code-field", "join", "signup-status"] {
            #expect(sim.node(id) != nil, "\(id)")
        }
        #expect(sim.node("navigation-bar") == nil && sim.node("form") == nil)
        #expect((sim.node("signup-title") != nil) == !sim.device.isVerticallyCompact(in: orientation))
        let container = try #require(sim.node("name-container")?.frame)
        #expect(container.height >= 44)
    }

    @Test("Return walks the fields, then submits: the button shows submitted and the status the message", arguments: devices)
    func returnSubmits(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("name-field"), .text("Ann"), .key("Enter")])
        #expect(sim.firstResponderID == "code-field")
        _ = try sim.send([.text("12"), .key("Enter")])
        #expect(sim.firstResponderID == nil)
        #expect(sim.node("join")?.states.contains(.submitted) == true)
        #expect(sim.node("signup-status")?.value == "Welcome, Ann")
    }

    @Test("a tap in a field's container, off the field, focuses the field")
    func containerFocuses() throws {
        let sim = try simulator("iphone-15", .portrait)
        let frame = try #require(sim.node("code-container")?.frame)
        _ = try sim.send([.tap(Point(x: frame.minX + frame.width - 2, y: frame.minY + frame.height - 3))])
        #expect(sim.firstResponderID == "code-field")
    }

    @Test("the title and the message are localized")
    func localized() throws {
        let sim = try simulator("iphone-15", .portrait, locale: "ja_JP")
        _ = try sim.send([.tapTarget("name-field"), .text("Ann"), .tapTarget("join")])
        #expect(sim.node("signup-title")?.value == "登録" || sim.node("signup-title")?.label == "登録")
        #expect(sim.node("signup-status")?.value == "ようこそ Ann")
    }

    @Test("a stacked form with a row that is not text or a button is refused with its place")
    func otherRowsRefused() throws {
        let text = "style: stacked\nsections:\n  - rows:\n      - text: a\n      - switch: b\n"
        #expect(throws: FormError.self) { try FormParser.parse(text, file: "s.yaml") }
        do {
            _ = try FormParser.parse(text, file: "s.yaml")
        } catch {
            #expect(error.path == "sections[0].rows[1]")
            #expect(error.message.contains("text and button rows"))
        }
    }

    @Test("a stacked form has no bar, so cancel and done are refused")
    func barButtonsRefused() {
        #expect(throws: FormError.self) {
            try FormParser.parse("style: stacked\ndone: Save\nsections:\n  - rows:\n      - text: a\n", file: "s.yaml")
        }
    }
}
