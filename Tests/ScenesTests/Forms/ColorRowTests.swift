import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// E2.C1: a colour row's well and the colour picker it presents, a sheet on iPhone and a
/// popover at the well on iPad.
@Suite struct ColorRowTests {
    static let form = """
        id: theme
        title: Theme
        sections:
          - rows:
              - color: accent
                label: Accent
                value: blue
              - color: paper
                label: Paper
                value: "#fafafa"
              - placeholder: chart
                label: ChartView
        """

    static let devices: [(String, Orientation)] = ["iphone-15", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    static func simulator(_ device: String, _ orientation: Orientation = .portrait, restoring: [String: String]? = nil) throws -> Simulator {
        let fresh = try SimHarness(form: form, file: "theme.yaml", device: device, orientation: orientation).sim
        guard let restoring else { return fresh }
        // A page that reloads: the same configuration, the state it saved.
        return Simulator(configuration: fresh.configuration, clock: ManualClock(), version: 2, restoring: restoring)
    }

    /// The fill the well draws inside its ring.
    static func wellFill(_ sim: Simulator, _ id: String) -> String? {
        sim.renderTree.nodes["\(id)-well-fill"]?.fill?.css
    }

    @Test("E2.C1: the well shows the file's colour at the row's trailing edge, named by its value", arguments: devices)
    func wellShowsTheFilesColour(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        let well = try #require(sim.node("accent-well"))
        #expect(well.role == .button)
        #expect(well.value == "blue")
        #expect(well.label == "Accent")
        #expect(Self.wellFill(sim, "accent") == Color.systemBlue.css)
        #expect(Self.wellFill(sim, "paper") == "#FAFAFA")
        #expect(sim.node("paper-well")?.value == "#FAFAFA")
        let frame = try sim.rect("accent-well")
        #expect(frame.width == 28 && frame.height == 28)
        #expect(try sim.rect("accent").maxX - frame.maxX < 40, "at the trailing edge")
    }

    @Test("E2.C1: a tap on the well presents the picker, a sheet on iPhone and a popover pointing at the well on iPad", arguments: devices)
    func tapPresentsThePicker(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("accent-well")])
        let picker = try #require(sim.node("accent-picker"))
        let phone = sim.device.idiom == .phone
        #expect(picker.presentation == (phone ? "sheet" : "popover"))
        #expect(picker.anchor == "accent-well")
        #expect((picker.arrow == nil) == phone)
        for name in FormColor.names { #expect(sim.node("accent-swatch-\(name)") != nil, "\(name)") }
        #expect(sim.node("accent-swatch-blue")?.states.contains(.selected) == true)
        #expect(sim.node("accent-picker-close")?.role == .button)
        let frame = try sim.rect("accent-picker")
        if phone {
            #expect(abs(frame.maxY - sim.semanticTree().screen.height) < 0.5, "rises from the bottom")
        } else {
            let well = try sim.rect("accent-well")
            #expect(frame.maxX >= well.minX - 20 && frame.minX <= well.maxX + 20 || frame.maxY >= well.minY - 20, "next to the well")
        }
    }

    @Test("E2.C1: a swatch tap sets the row's value and the well's fill, reporting once; the picker stays", arguments: devices)
    func swatchChangesTheValue(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("accent-well"), .tapTarget("accent-swatch-orange")])
        #expect(sim.node("accent-well")?.value == "orange")
        #expect(Self.wellFill(sim, "accent") == FormTint.orange.color.css)
        #expect(sim.valueChangedCount("accent-well") == 1)
        #expect(sim.restorableState()["accent"] == "orange")
        #expect(sim.node("accent-picker") != nil)
        #expect(sim.node("accent-swatch-orange")?.states.contains(.selected) == true)
    }

    @Test("E2.C1: the close button dismisses the picker and the value stays", arguments: devices)
    func closeDismisses(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("accent-well"), .tapTarget("accent-swatch-green"), .tapTarget("accent-picker-close")])
        #expect(sim.node("accent-picker") == nil)
        #expect(sim.node("accent-well")?.value == "green")
    }

    @Test("E2.C1: on iPad a tap outside the popover dismisses it", arguments: [Orientation.portrait, .landscapeLeft])
    func tapOutsideDismissesOnPad(orientation: Orientation) throws {
        let sim = try Self.simulator("ipad-10", orientation)
        _ = try sim.send([.tapTarget("accent-well")])
        #expect(sim.node("accent-picker") != nil)
        // The bottom leading corner: far from the popover, which points at the well.
        _ = try sim.send([.tap(Point(x: 20, y: sim.semanticTree().screen.height - 20))])
        #expect(sim.node("accent-picker") == nil)
    }

    @Test("E2.C1: a chosen colour survives the screen's state restored in a rebuilt form", arguments: devices)
    func valueSurvivesRestore(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        _ = try sim.send([.tapTarget("accent-well"), .tapTarget("accent-swatch-purple")])
        let saved = sim.restorableState()
        let rebuilt = try Self.simulator(device, orientation, restoring: saved)
        #expect(rebuilt.node("accent-well")?.value == "purple")
        #expect(Self.wellFill(rebuilt, "accent") == FormTint.purple.color.css)
    }

    @Test("E2.C1: a chosen colour survives its row scrolling far off screen and back", arguments: ["iphone-15", "ipad-10"])
    func valueSurvivesScrolling(device: String) throws {
        let rows = (0..<60).map { "      - value: v\($0)\n        label: Value \($0)\n" }.joined()
        let text = "id: long\nsections:\n  - rows:\n      - color: accent\n        label: Accent\n        value: blue\n" + rows
        let document = try FormParser.parse(text, file: "long.yaml")
        let sim = Simulator(
            configuration: SimulatorConfiguration(device: try #require(DeviceProfile.named(device)), scene: document.sceneDescriptor),
            clock: ManualClock())
        _ = try sim.send([.tapTarget("accent-well"), .tapTarget("accent-swatch-teal"), .tapTarget("accent-picker-close")])
        for step in [400.0, -400.0] {
            for _ in 0..<30 { _ = try sim.send([.scroll(at: Point(x: 160, y: 400), by: Point(x: 0, y: step))]) }
            if step > 0 { #expect(sim.node("accent-well") == nil, "scrolled off") }
        }
        #expect(sim.node("accent-well")?.value == "teal")
        #expect(Self.wellFill(sim, "accent") == FormTint.teal.color.css)
    }

    @Test("E2.C1: a saved value that is not a colour is not taken back")
    func badSavedValueIsRefused() throws {
        let rebuilt = try Self.simulator("iphone-15", restoring: ["accent": "chartreuse"])
        #expect(rebuilt.node("accent-well")?.value == "blue")
    }

    @Test("E2.C1: a colour that is neither a system colour's name nor #RRGGBB is an error naming what the row takes")
    func badColourIsAnError() {
        let text = "id: t\nsections:\n  - rows:\n      - color: a\n        value: chartreuse\n"
        #expect(throws: FormError.self) { try FormParser.parse(text, file: "t.yaml") }
        let fine = "id: t\nsections:\n  - rows:\n      - color: a\n"
        #expect(throws: Never.self) { try FormParser.parse(fine, file: "t.yaml") }
    }

    @Test("E7.5: a placeholder row has role placeholder, names its type and draws a dashed border", arguments: devices)
    func placeholderRow(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        let box = try #require(sim.node("chart-placeholder"))
        #expect(box.role == .placeholder)
        #expect(box.label == "ChartView")
        let node = try #require(sim.renderTree.nodes["chart-placeholder"])
        #expect(node["dash"] == .array([.number(4), .number(3)]))
        #expect(node["borderWidth"] == .number(1))
        let texts = sim.renderTree.nodes.values.filter { $0["text"] == .string("ChartView") }
        #expect(texts.map { $0["color"] } == [.string(Color.secondaryLabel.css)], "\(texts)")
    }
}
