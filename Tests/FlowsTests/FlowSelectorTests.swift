@testable import Flows
import Foundation
import Scenes
import SimCore
import Testing

/// Steps that find their element by what a person sees: its text, label, role, its place
/// among matches or beside another element; and expectations by pattern, count and
/// whether an element is enabled.
@Suite struct FlowSelectorTests {
    func run(_ scene: String, _ steps: String, on device: String = "iphone-15") throws -> FlowDeviceResult {
        let flow = try FlowParser.parse("scene: \(scene)\nsteps:\n" + steps, file: "selectors.yaml")
        return FlowRunner(scenes: FlowReachTests.registry).run(flow, on: try #require(DeviceProfile.named(device)))
    }

    @Test("a tap by a field's label focuses that field", arguments: ["iphone-se", "iphone-15", "ipad-10"])
    func tapByLabel(device: String) throws {
        let result = try run("login", "  - tap: {role: textField, label: Password}\n  - expect: {firstResponder: password-field}\n", on: device)
        #expect(result.failures.map(\.message) == [])
    }

    @Test("a tap written as the text an element shows, where no element has it as id, taps that element")
    func tapByPlainText() throws {
        let result = try run("booking", "  - tap: Double\n  - expect: {role: menu}\n")
        #expect(result.failures.map(\.message) == [])
    }

    @Test("a tap by a pattern of the text picks the element whose label matches it")
    func tapByPattern() throws {
        let result = try run("login", "  - tap: {text: /^Pass/, role: textField}\n  - expect: {firstResponder: password-field}\n")
        #expect(result.failures.map(\.message) == [])
    }

    @Test("index picks among matches in the screen's order, from 0")
    func index() throws {
        let result = try run("login", "  - tap: {role: textField, index: 1}\n  - expect: {firstResponder: password-field}\n")
        #expect(result.failures.map(\.message) == [])
    }

    @Test("below picks the element under another")
    func below() throws {
        let result = try run("login", "  - tap: {role: textField, below: email-field}\n  - expect: {firstResponder: password-field}\n")
        #expect(result.failures.map(\.message) == [])
        let above = try run("login", "  - tap: {role: textField, above: password-field}\n  - expect: {firstResponder: email-field}\n")
        #expect(above.failures.map(\.message) == [])
    }

    @Test("a selector that matches nothing fails as noElement, saying what it looked for and the id it may have meant")
    func noMatch() throws {
        let failure = try #require(try run("login", "  - tap: {text: Log Inn}\n").failures.first)
        #expect(failure.kind == .noElement)
        #expect(failure.message.contains("no element text \"Log Inn\" on screen"))
        #expect(failure.message.contains("the screen:"))
    }

    @Test("an expectation counts the elements that match, and fails with the number found")
    func count() throws {
        #expect(try run("login", "  - expect: {role: textField, count: 2}\n").passed)
        let failure = try #require(try run("login", "  - expect: {role: textField, count: 3}\n").failures.first)
        #expect(failure.message.contains("expected 3 elements role textField, found 2"))
    }

    @Test("an expectation matches a label by a part of it or a pattern")
    func textExpectations() throws {
        #expect(try run("login", "  - expect: {id: login-button, label: {contains: Log}}\n").passed)
        #expect(try run("login", "  - expect: {id: login-button, label: /^Log/}\n").passed)
        #expect(!(try run("login", "  - expect: {id: login-button, label: /^Sign/}\n").passed))
    }

    @Test("enabled holds for a control that is not disabled, and fails for one that is")
    func enabled() throws {
        #expect(try run("login", "  - expect: {id: login-button, enabled: true}\n").passed)
        let result = try run("booking", "  - tap: check-in-compact-date\n  - expect: {id: check-in-calendar-previous, enabled: false}\n")
        #expect(result.failures.map(\.message) == [])
    }

    @Test("a pattern that is not a regular expression is an error at the value")
    func badPattern() {
        #expect(throws: FlowError.self) { try FlowParser.parse("scene: login\nsteps:\n  - tap: {text: /[a/}\n", file: "s.yaml") }
    }

    @Test("count belongs to expectations: a step's element is one")
    func countOnStep() {
        #expect(throws: FlowError.self) { try FlowParser.parse("scene: login\nsteps:\n  - tap: {role: button, count: 2}\n", file: "s.yaml") }
    }
}

/// `scrollUntilVisible` and `scrollTo` by what an element shows.
@Suite struct FlowScrollUntilVisibleTests {
    func run(_ steps: String, on device: String) throws -> FlowDeviceResult {
        let flow = try FlowParser.parse("scene: booking\nsteps:\n" + steps, file: "scroll.yaml")
        return FlowRunner(scenes: FlowReachTests.registry).run(flow, on: try #require(DeviceProfile.named(device)))
    }

    @Test("scrollUntilVisible scrolls down until the element is wholly in view, then a tap reaches it", arguments: ["iphone-se", "iphone-15", "iphone-15-pro-max"])
    func scrollsDown(device: String) throws {
        let result = try run("  - scrollUntilVisible: {element: {text: Reserve Room}}\n  - expect: {id: book, visible: true}\n", on: device)
        #expect(result.failures.map(\.message) == [])
    }

    @Test("scrollUntilVisible fails after its most scrolls, or where the content ends, saying which")
    func gives_up() throws {
        let few = try run("  - scrollUntilVisible: {element: book, maxScrolls: 1}\n", on: "iphone-se")
        #expect(few.failures.first?.message.contains("book never came into view in 1 scroll down") == true)
        #expect(few.failures.first?.kind == .noElement)
        let up = try run("  - scrollUntilVisible: {element: book, direction: up}\n", on: "iphone-se")
        #expect(up.failures.first?.message.contains("reached the start of the content") == true)
    }

    @Test("scrollTo finds an element by its text")
    func scrollToText() throws {
        let result = try run("  - scrollTo: {text: Reserve Room}\n  - tap: {text: Reserve Room}\n", on: "iphone-se")
        #expect(result.failures.map(\.message) == [])
    }
}
