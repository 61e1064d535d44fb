import Scenes
import Reach
import Testing
@testable import SimCore
import TestSupport

/// Text stays readable in both appearances with Increase Contrast on — WCAG AA (4.5:1,
/// 3:1 for large text) for every text node of every scene and variant, on a phone and a
/// tablet, as the scene opens and with its first text field editing (the keyboard up).
/// With it off, iOS's own colours (systemBlue, 4.0:1 on white) miss it, as they do on a
/// device (B10.C2): the audit reports those as platform notes.
@Suite struct ContrastTests {
    static let cases: [(String, String, UserInterfaceStyle)] = SceneRegistry.builtIn.all.flatMap { scene in
        ["iphone-15", "ipad-10"].flatMap { device in
            UserInterfaceStyle.allCases.map { (scene.id, device, $0) }
        }
    }

    @Test("With Increase Contrast on, every text node meets WCAG AA contrast in light and dark", arguments: cases)
    func everyTextMeetsAA(scene: String, device: String, appearance: UserInterfaceStyle) throws {
        let descriptor = try #require(SceneRegistry.builtIn.scene(scene))
        for variant in descriptor.variants {
            let sim = makeSimulator(device, scene: scene, variant: variant, appearance: appearance, increaseContrast: true)
            var failures = failing(sim, state: "opened")
            if let field = sim.firstTextField() {
                _ = sim.sendPartially([.tapTarget(field)])
                failures += failing(sim, state: "editing \(field)")
            }
            #expect(failures.isEmpty, "\(scene)/\(variant) on \(device), \(appearance):\n\(failures.joined(separator: "\n"))")
        }
    }

    @Test(
        "With Increase Contrast on, every text node of the forms shipped in Forms/ meets WCAG AA contrast in light and dark",
        arguments: ["iphone-15", "ipad-10"])
    func shippedFormsMeetAA(device: String) throws {
        let builtIn = Set(SceneRegistry.builtIn.ids)
        let forms = WrappingTests.scenes.filter { !builtIn.contains($0.id) }
        #expect(forms.count >= 3)
        for scene in forms {
            for appearance in UserInterfaceStyle.allCases {
                let configuration = SimulatorConfiguration(
                    device: try #require(DeviceProfile.named(device)), scene: scene, appearance: appearance,
                    increaseContrast: true)
                let sim = Simulator(configuration: configuration, clock: ManualClock())
                var failures = failing(sim, state: "opened")
                if let field = sim.firstTextField() {
                    _ = sim.sendPartially([.tapTarget(field)])
                    failures += failing(sim, state: "editing \(field)")
                }
                #expect(failures.isEmpty, "\(scene.id) on \(device), \(appearance):\n\(failures.joined(separator: "\n"))")
            }
        }
    }

    private func failing(_ sim: Simulator, state: String) -> [String] {
        let style = sim.configuration.appearance
        // WCAG 1.4.3 leaves out text of inactive components; iOS's placeholder grey is
        // far lighter than 4.5:1 on purpose (it is a hint, gone as the person types).
        let exempt = [Color.placeholderText, .systemGray].map { RGBA(css: $0.resolved(style, contrast: .high).css) }
        // White on the tint (a filled button, a selected day, the Go key) is iOS's own: in
        // dark mode its high-contrast #409CFF measures 2.8:1 under white (B10.C2).
        let tint = RGBA(css: Color.systemBlue.resolved(style, contrast: .high).css)
        let onTint = { (item: TextAudit.Item) in style == .dark && item.background == tint && item.color == RGBA(255, 255, 255, 1) }
        // So does it leave out disabled controls (a stepper's − at its minimum).
        var disabled: [Rect] = []
        func collect(_ node: SemanticNode) {
            if node.states.contains(.disabled) {
                disabled.append(node.frame)
            }
            node.children.forEach(collect)
        }
        collect(sim.semanticTree().root)
        let inactive = { (item: TextAudit.Item) in disabled.contains { $0.contains(Point(x: item.ink.midX, y: item.ink.midY)) } }
        return TextAudit(sim.renderFully()).items.filter { $0.contrast < $0.required && !exempt.contains($0.color) && !inactive($0) && !onTint($0) }.map {
            "  \(state): \($0.id) \"\($0.text)\" \(($0.contrast * 100).rounded() / 100):1 < \($0.required):1 fg \($0.color) bg \($0.background)"
        }
    }
}
