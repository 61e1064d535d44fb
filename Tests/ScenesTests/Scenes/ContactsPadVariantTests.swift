import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// BEHAVIOR.md A1, iPad, the text field variants: seed 000's iPad code shows
/// the picker in a popover from textFieldShouldBeginEditing and answers false, so a tap
/// on Birthday shows the picker and a date can be entered; the field never edits.
@Suite struct ContactsPadVariantTests {
    static let cases: [(String, String, Orientation)] = ["textField", "textFieldClearTint", "textView"].flatMap { variant in
        ["ipad-10", "ipad-mini-6"].flatMap { device in [(variant, device, .portrait), (variant, device, .landscapeLeft)] }
    }

    func simulator(_ device: String, _ variant: String, _ orientation: Orientation) throws -> Simulator {
        try SimHarness(scene: "contacts", device: device, variant: variant, orientation: orientation).sim
    }

    @Test("a tap on the Birthday field shows the picker popover pointing at it; the field does not edit", arguments: cases)
    func tapOnTheField(variant: String, device: String, orientation: Orientation) throws {
        let sim = try simulator(device, variant, orientation)
        _ = try sim.send([.tapTarget("birthday-value")])
        let popover = try #require(sim.node("birthday-popover"))
        #expect(popover.anchor == "birthday-value")
        #expect(sim.firstResponderID == nil)
        #expect(sim.node("keyboard") == nil)
    }

    @Test("a date picked in the popover shows in the field; typed keys change nothing", arguments: cases)
    func pickShows(variant: String, device: String, orientation: Orientation) throws {
        let sim = try simulator(device, variant, orientation)
        _ = try sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15"), .key("x")])
        #expect(sim.node("birthday-value")?.value == "January 15, 1990")
    }

    /// Portrait: in landscape the iPad keyboard covers Birthday (a tap there is refused).
    @Test("a field being edited gives way: its keyboard goes when Birthday's popover shows", arguments: cases.filter { $0.2 == .portrait })
    func otherFieldResigns(variant: String, device: String, orientation: Orientation) throws {
        let sim = try simulator(device, variant, orientation)
        _ = try sim.send([.tapTarget("first-name-field")])
        #expect(sim.firstResponderID == "first-name-field")
        _ = try sim.send([.tapTarget("birthday-value")])
        #expect(sim.firstResponderID == nil)
        #expect(sim.node("birthday-popover") != nil)
    }
}
