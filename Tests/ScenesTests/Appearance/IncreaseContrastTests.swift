import Testing
@testable import SimCore
import TestSupport

/// B10.C1: iOS's system colours draw their default values, and their high-contrast ones
/// with Increase Contrast on (UITraitCollection's accessibilityContrast `.high`), light
/// and dark, on every device; a `settings` event turns it on in place.
@Suite struct IncreaseContrastTests {
    static let devices = ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"]
    static let cases: [(String, Orientation)] = devices.flatMap { d in [(d, Orientation.portrait), (d, .landscapeLeft)] }

    /// The fill the login form's filled Log In button draws.
    func buttonFill(_ sim: Simulator) -> String? {
        sim.renderFully().nodes["login-button"]?["fill"]?.stringValue
    }

    @Test("A filled button draws iOS's systemBlue, #007AFF in light and #0A84FF in dark", arguments: cases)
    func defaultBlue(device: String, orientation: Orientation) {
        #expect(buttonFill(makeSimulator(device, scene: "login", orientation: orientation)) == "#007AFF")
        #expect(buttonFill(makeSimulator(device, scene: "login", orientation: orientation, appearance: .dark)) == "#0A84FF")
    }

    @Test("With Increase Contrast on, a filled button draws #0040DD in light and #409CFF in dark", arguments: cases)
    func highContrastBlue(device: String, orientation: Orientation) {
        let light = makeSimulator(device, scene: "login", orientation: orientation, increaseContrast: true)
        let dark = makeSimulator(device, scene: "login", orientation: orientation, appearance: .dark, increaseContrast: true)
        #expect(buttonFill(light) == "#0040DD")
        #expect(buttonFill(dark) == "#409CFF")
    }

    @Test("A settings event turns Increase Contrast on in place: the blue changes, the session's state stays", arguments: cases)
    func settingsEvent(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, scene: "login", orientation: orientation)
        _ = try sim.send([.tapTarget("email-field"), .text("a@b.c")])
        _ = try sim.send([.settings(SettingsChange(increaseContrast: true))])
        #expect(buttonFill(sim) == "#0040DD")
        #expect(sim.semanticTree().traits?.accessibilityContrast == .high)
        #expect(sim.semanticTree().firstResponder == "email-field")
        _ = try sim.send([.settings(SettingsChange(increaseContrast: false))])
        #expect(buttonFill(sim) == "#007AFF")
    }

    @Test("systemRed draws #FF3B30 and #FF453A, and #D70015 and #FF6961 with Increase Contrast on")
    func red() {
        #expect(Color.systemRed.resolved(.light).css == "#FF3B30")
        #expect(Color.systemRed.resolved(.dark).css == "#FF453A")
        #expect(Color.systemRed.resolved(.light, contrast: .high).css == "#D70015")
        #expect(Color.systemRed.resolved(.dark, contrast: .high).css == "#FF6961")
    }

    @Test("A background with no high-contrast value keeps its elevated dark value with Increase Contrast on")
    func elevatedBackground() {
        #expect(Color.systemBackground.resolved(.dark, level: .elevated, contrast: .high).css == "#1C1C1E")
    }

    @Test("Increase Contrast is a change that redraws: traitCollectionDidChange's views draw again")
    func changesDrawing() {
        var high = TraitCollection()
        high.accessibilityContrast = .high
        #expect(high.changesDrawing(from: TraitCollection()))
    }
}
