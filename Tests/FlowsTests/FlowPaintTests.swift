@testable import Flows
import Foundation
@testable import Reach
import Scenes
import SimCore
import Testing
import TestSupport

/// Expectations of what a person sees of an element beyond its text: how much of it is in
/// view (`visible: 0.5`), the colour of its text (`color:`) and its fill (`fill:`).
@Suite struct FlowPaintTests {
    func run(_ head: String, _ steps: String, on device: String = "iphone-15") throws -> FlowDeviceResult {
        let flow = try FlowParser.parse("scene: trip\n\(head)steps:\n" + steps, file: "paint.yaml")
        return try FlowRunnerTests().runner().run(flow, on: try #require(DeviceProfile.named(device)))
    }

    static let invalid = "  - tap: done\n  - expect: {id: name, states: [invalid]}\n"

    @Test("an invalid field's title is expected in systemRed, by name, on phone and tablet", arguments: ["iphone-se", "iphone-15", "ipad-10"])
    func invalidTitleIsRed(device: String) throws {
        let result = try run("", Self.invalid + "  - expect: {id: name, color: systemRed}\n", on: device)
        #expect(result.failures.map(\.message) == [])
    }

    @Test("a system colour's name holds as the device draws it: dark, and with Increase Contrast", arguments: [
        "appearance: dark\n", "increaseContrast: true\n", "appearance: dark\nincreaseContrast: true\n",
    ])
    func systemNameFollowsSettings(head: String) throws {
        let result = try run(head, Self.invalid + "  - expect: {id: name, color: systemRed}\n")
        #expect(result.failures.map(\.message) == [])
    }

    @Test("a colour written as CSS holds only for that value")
    func cssColour() throws {
        #expect(try run("", Self.invalid + "  - expect: {id: name, color: \"#FF3B30\"}\n").passed)
        #expect(try !run("appearance: dark\n", Self.invalid + "  - expect: {id: name, color: \"#FF3B30\"}\n").passed)
    }

    @Test("a title before it is invalid is not red, and the failure says the colour it is drawn in")
    func wrongColourSaysTheDrawnOne() throws {
        let failure = try #require(try run("", "  - expect: {id: name, color: systemRed}\n").failures.first)
        #expect(failure.kind == .expectation)
        #expect(failure.message.contains("expected id name, text colour systemRed"))
        #expect(failure.message.contains("text colour #000000"))
    }

    @Test("a cell's fill is its grouped background, light and dark")
    func fill() throws {
        #expect(try run("", "  - expect: {id: name, fill: secondarySystemGroupedBackground}\n").passed)
        #expect(try run("appearance: dark\n", "  - expect: {id: name, fill: secondarySystemGroupedBackground}\n").passed)
        #expect(try !run("", "  - expect: {id: name, fill: systemRed}\n").passed)
    }

    @Test("color and fill are for expectations; a step's element is not found by them")
    func colourNotASelector() {
        #expect(throws: FlowError.self) { try FlowParser.parse("scene: trip\nsteps:\n  - tap: {color: systemRed}\n", file: "x.yaml") }
    }

    @Test("a colour that is neither CSS nor a system name is refused, naming the names")
    func unknownColour() {
        #expect {
            try FlowParser.parse("scene: trip\nsteps:\n  - expect: {id: name, color: crimson}\n", file: "x.yaml")
        } throws: { error in
            String(describing: error).contains("\"crimson\" is not a colour") && String(describing: error).contains("systemRed")
        }
    }

    @Test("visible is refused outside 0 to 1")
    func fractionOutOfRange() {
        #expect(throws: FlowError.self) { try FlowParser.parse("scene: trip\nsteps:\n  - expect: {id: name, visible: 1.5}\n", file: "x.yaml") }
        #expect(throws: FlowError.self) { try FlowParser.parse("scene: trip\nsteps:\n  - expect: {id: name, visible: 0}\n", file: "x.yaml") }
    }

    @Test("visible with a number holds when at least that part of the element is in view")
    func visibleFraction() throws {
        #expect(try run("", "  - expect: {id: name, visible: 1}\n").passed)
        #expect(try run("", "  - expect: {id: name, visible: 0.25}\n").passed)
    }

    @Test("a part of an element under the keyboard is not in view: half covered is 0.5")
    func fractionUnderTheKeyboard() throws {
        let sim = makeSimulator("iphone-15", scene: "login")
        var tree = sim.semanticTree()
        let node = SemanticNode(id: "probe", role: .button, frame: Rect(x: 0, y: 400, width: 100, height: 40))
        let keyboard = SemanticNode(id: "keyboard", role: .keyboard, frame: Rect(x: 0, y: 420, width: tree.screen.width, height: 300))
        tree.root.children += [node, keyboard]
        #expect(abs(Reach.visibleFraction(node, in: tree) - 0.5) < 1e-9)
        let offScreen = SemanticNode(id: "low", role: .button, frame: Rect(x: 0, y: tree.screen.height - 10, width: 100, height: 40))
        #expect(abs(Reach.visibleFraction(offScreen, in: tree) - 0.25) < 1e-9)
    }

    @Test("an expectation of more in view than shows fails saying how much is")
    func fractionFailureSaysHowMuch() throws {
        let failure = try #require(try run("", "  - expect: {id: name, visible: 0.5, states: [selected]}\n").failures.first)
        #expect(failure.message.contains("at least 50% in view"))
        #expect(failure.message.contains("100% in view"))
    }

    @Test("overlapping covers count once")
    func unionArea() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10), b = Rect(x: 5, y: 5, width: 10, height: 10)
        #expect(Reach.unionArea([a, b]) == 175)
        #expect(Reach.unionArea([a, a]) == 100)
    }
}
