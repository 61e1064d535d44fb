import Testing
@testable import SimCore
import TestSupport

/// Touches by element id that must reach their element (`exclusive`), and typing held
/// back unless it goes to the element named (`ifFirstResponder`): what the page's mirror
/// sends to the other devices (D1).
@Suite struct ExclusiveTouchTests {
    /// iPad (10th) with the Birthday popover up over the Contacts form.
    func padWithPopover() throws -> Simulator {
        let sim = makeSimulator("ipad-10")
        _ = try sim.send([.tapTarget("birthday"), .advance(milliseconds: 500)])
        #expect(sim.node("birthday-popover") != nil)
        return sim
    }

    /// The error the events are refused with; a recorded issue when they are carried out.
    func refusal(_ sim: Simulator, _ events: [InputEvent]) -> InputError? {
        do {
            _ = try sim.send(events)
            Issue.record("\(events) were carried out")
            return nil
        } catch {
            return error
        }
    }

    @Test("an exclusive tap on an element under a popover is refused, naming the popover, and the wheel does not turn")
    func coveredByPopover() throws {
        let sim = try padWithPopover()
        let before = sim.node("birthday-picker")?.value
        // The popover opens below the Birthday row (B4.3), over the address's City field.
        let error = refusal(sim, [.tapTarget("city-field", exclusive: true)])
        #expect(error?.covering == Covering(kind: .popover, id: "birthday-popover"))
        #expect(error?.message.contains("the popover \"birthday-popover\"") == true)
        #expect(sim.node("birthday-picker")?.value == before)
        #expect(sim.node("birthday-popover") != nil)
    }

    @Test("a tap by element id without exclusive still lands at the centre of the element's visible part")
    func plainTapKeepsItsContract() throws {
        let sim = try padWithPopover()
        _ = try sim.send([.tapTarget("phone-field")])
        #expect(sim.firstResponderID != "phone-field")
    }

    @Test("an exclusive tap outside the popover is refused as covered by its dimming view, and the popover stays")
    func coveredByDimmingView() throws {
        let sim = try padWithPopover()
        let error = refusal(sim, [.tapTarget("first-name-field", exclusive: true)])
        #expect(error?.covering == Covering(kind: .dimmingView, id: "birthday-popover"))
        #expect(sim.node("birthday-popover") != nil)
        #expect(sim.firstResponderID == "birthday-value")
    }

    @Test("an exclusive long press on an element under a popover is refused")
    func longPressCovered() throws {
        let sim = try padWithPopover()
        #expect(throws: InputError.self) { try sim.send([.longPress(target: "phone-field", exclusive: true)]) }
        #expect(sim.node("birthday-popover") != nil)
    }

    @Test("an exclusive tap on an uncovered element is carried out")
    func uncoveredTap() throws {
        let sim = makeSimulator("ipad-10")
        _ = try sim.send([.tapTarget("phone-field", exclusive: true)])
        #expect(sim.firstResponderID == "phone-field")
    }

    @Test("an exclusive tap on a label reaches it through the cell that takes its touches")
    func labelInsideItsCell() throws {
        let sim = makeSimulator("iphone-15")
        _ = try sim.send([.tapTarget("birthday-value", exclusive: true), .advance(milliseconds: 500)])
        #expect(sim.firstResponderID == "birthday-value")
    }

    @Test("typing held for an element is refused where another element is first responder, and types nothing")
    func typingHeldBack() throws {
        let sim = try padWithPopover()
        let error = refusal(sim, [.ifFirstResponder("phone-field", .text("555"))])
        #expect(error?.kind == .firstResponderDiffers(now: "birthday-value", wanted: "phone-field"))
        #expect(error?.message == "\"birthday-value\" is the first responder here, not \"phone-field\"")
        #expect((sim.node("phone-field")?.value ?? "").isEmpty)
    }

    @Test("typing held for the first responder is typed")
    func typingGoesThrough() throws {
        let sim = makeSimulator("iphone-15")
        _ = try sim.send([.tapTarget("phone-field"), .ifFirstResponder("phone-field", .text("555"))])
        #expect(sim.node("phone-field")?.value == "555")
    }

    @Test("a commit says which element the first typed key went to")
    func typingSummary() throws {
        let sim = makeSimulator("iphone-15")
        _ = try sim.send([.tapTarget("phone-field")])
        let commit = try sim.send([.text("5"), .key("Tab")])
        #expect(commit.typing == TypingSummary(firstResponder: "phone-field"))
        #expect(try sim.send([.rotate(.landscapeLeft)]).typing == nil)
    }

    @Test("a tap on a hidden element is refused saying it is hidden")
    func hiddenReason() throws {
        let sim = makeSimulator("iphone-15", scene: "login", orientation: .landscapeLeft)
        let error = refusal(sim, [.tapTarget("login-title", exclusive: true)])
        #expect(error?.kind == .targetNotVisible("login-title", .hidden))
        #expect(error?.message == "element \"login-title\" is not visible on screen: it is hidden")
    }

    @Test("a tap on an element scrolled out of view is refused saying so")
    func scrolledAwayReason() throws {
        let sim = makeSimulator("iphone-se", orientation: .landscapeLeft)
        // The keyboard up: the table's inset grows and the rows about the screen have cells.
        _ = try sim.send([.tapTarget("email-field"), .advance(milliseconds: 500)])
        #expect(refusal(sim, [.tapTarget("postal-code-field", exclusive: true)])?.message.hasSuffix(": it is off screen or scrolled out of view") == true)
    }
}
