import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// F9 for a switch: `required` means it must be on (terms to accept).
@Suite struct FormRequiredSwitchTests {
    static let form = """
        id: terms
        title: Terms
        sections:
          - rows:
              - switch: accept
                label: I accept the terms
                required: true
              - button: send
                title: Send
                role: submit
        """

    func harness() throws -> SimHarness { try SimHarness(form: Self.form, file: "terms.yaml", device: "iphone-15") }

    @Test("F9: a required switch that is off makes a submit invalid")
    func offIsInvalid() throws {
        let form = try harness()
        try form.tap("send")
        #expect(form.node("accept")?.states.contains(.invalid) == true)
        #expect(form.node("form")?.states.contains(.submitted) == false)
    }

    @Test("F9: a required switch that is on lets the form submit")
    func onSubmits() throws {
        let form = try harness()
        try form.send([.tapTarget("accept-switch"), .advance(milliseconds: 500), .tapTarget("send")])
        #expect(form.value(of: "accept-switch") == "on")
        #expect(form.node("accept")?.states.contains(.invalid) == false)
        #expect(form.node("form")?.states.contains(.submitted) == true)
    }
}
