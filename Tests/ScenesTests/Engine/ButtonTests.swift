import Testing
@testable import SimCore
import TestSupport

/// Button as a Control: highlighted while the finger is on it, actions on touch up inside.
@Suite struct ButtonTests {
    @Test func aButtonIsHighlightedWhileTouchedAndDimsItsTitle() throws {
        let sim = makeSimulator("iphone-15", scene: "login")
        let centre = try #require(sim.centre(of: "login-button"))
        _ = try sim.send([.pointer(phase: .down, point: centre, milliseconds: nil)])
        #expect(sim.node("login-button")?.states == [.highlighted])
        let button = try #require(sim.view(withElementID: "login-button") as? Button)
        sim.layoutIfNeeded()
        #expect(button.titleLabel.alpha == 0.3)
        _ = try sim.send([.pointer(phase: .up, point: centre, milliseconds: nil)])
        #expect(sim.node("login-button")?.states == [.submitted])
    }

    @Test func liftingTheFingerOutsideTheButtonSendsNoAction() throws {
        let sim = makeSimulator("iphone-15", scene: "login")
        let centre = try #require(sim.centre(of: "login-button"))
        let outside = Point(x: centre.x, y: centre.y + 200)
        _ = try sim.send([
            .pointer(phase: .down, point: centre, milliseconds: nil), .pointer(phase: .move, point: outside, milliseconds: nil),
            .pointer(phase: .up, point: outside, milliseconds: nil),
        ])
        #expect(sim.node("login-button")?.states == [])
        let button = try #require(sim.view(withElementID: "login-button") as? Button)
        #expect(!button.sentEvents.contains(.touchUpInside) && !button.sentEvents.contains(.primaryActionTriggered))
    }
}
