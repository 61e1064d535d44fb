import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// A form's `look: swiftUI`, `navigationBar: false` and rows' `tint` (BEHAVIOR.md,
/// SwiftUI looks): where a SwiftUI Form draws a row otherwise than a UIKit table does.
@Suite struct SwiftUILookTests {
    static func form(look: String, navigationBar: Bool = true) -> String {
        """
        title: Look
        look: \(look)
        navigationBar: \(navigationBar)
        sections:
          - rows:
              - segmented: size
                label: Size
                options: [S, M, L]
              - switch: alerts
                label: Alerts
                tint: orange
                value: true
              - button: save
                title: Save
                tint: purple
              - button: delete
                title: Delete
                role: destructive
                tint: purple
        """
    }

    static let devices = ["iphone-15", "ipad-10"]

    /// The render node that draws `text`.
    func textNode(_ text: String, in sim: Simulator) -> RenderNode? {
        sim.renderTree.nodes.values.first { $0["text"] == .string(text) }
    }

    @Test("a SwiftUI form's button titles are leading, a UIKit form's centred", arguments: devices)
    func buttonAlignment(device: String) throws {
        let swiftUI = try formSimulator([Self.form(look: "swiftUI")], device: device)
        let uikit = try formSimulator([Self.form(look: "uikit")], device: device)
        #expect(textNode("Save", in: swiftUI)?["align"] == nil)
        #expect(textNode("Save", in: uikit)?["align"] == .string("center"))
    }

    @Test("a button row takes its tint, and a destructive one stays red", arguments: devices)
    func buttonTint(device: String) throws {
        let sim = try formSimulator([Self.form(look: "swiftUI")], device: device)
        #expect(textNode("Save", in: sim)?["color"] == .string(FormTint.purple.color.css))
        #expect(textNode("Delete", in: sim)?["color"] == .string(Color.systemRed.css))
    }

    @Test("a SwiftUI form's segmented picker shows no label and spans the row; a UIKit one keeps its title", arguments: devices)
    func segmentedLabel(device: String) throws {
        let swiftUI = try formSimulator([Self.form(look: "swiftUI")], device: device)
        let uikit = try formSimulator([Self.form(look: "uikit")], device: device)
        #expect(textNode("Size", in: swiftUI) == nil)
        #expect(textNode("Size", in: uikit) != nil)
        let row = try #require(swiftUI.semanticTree().root.find("size"))
        let control = try #require(swiftUI.semanticTree().root.find("size-control"))
        #expect(control.frame.width > row.frame.width * 0.8)
    }

    @Test("a switch's track takes the row's tint when on", arguments: devices)
    func switchTint(device: String) throws {
        let sim = try formSimulator([Self.form(look: "swiftUI")], device: device)
        let track = sim.renderTree.nodes["alerts-switch"]
        #expect(track?["fill"] == .string(FormTint.orange.color.css))
    }

    @Test("a form with no navigation bar has none, and its table starts under the status bar", arguments: devices)
    func noNavigationBar(device: String) throws {
        let sim = try formSimulator([Self.form(look: "swiftUI", navigationBar: false)], device: device)
        let tree = sim.semanticTree()
        #expect(!tree.allNodes.contains { $0.role == .navigationBar })
        // The status bar's height: the safe area's top, 59 pt on an iPhone 15, 24 pt on an iPad.
        let table = try #require(tree.allNodes.first { $0.role == .table })
        #expect(table.frame.minY == (device == "iphone-15" ? 59 : 24))
        #expect(try formSimulator([Self.form(look: "swiftUI")], device: device).semanticTree().allNodes.contains { $0.role == .navigationBar })
    }

    @Test("look, navigationBar and tint read back from the normalized form")
    func roundTrip() throws {
        let document = try FormParser.parse(Self.form(look: "swiftUI", navigationBar: false), file: "look.yaml")
        #expect(document.look == .swiftUI)
        #expect(!document.navigationBar)
        #expect(document.rows.first { $0.id == "alerts" }?.tint == .orange)
        let json = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
        #expect(try FormParser.parse(json, file: "look.json") == document)
    }

    @Test("an unknown look or tint is refused, naming the ones there are")
    func badValues() {
        #expect(formError(Self.form(look: "material"))?.message.contains("uikit, swiftUI") == true)
        let tinted = Self.form(look: "uikit").replacingOccurrences(of: "tint: orange", with: "tint: chartreuse")
        #expect(formError(tinted)?.message.contains("orange") == true)
    }
}

/// A stepper whose label holds `{value}` (SwiftUI's `Stepper("Guests: \(guests)", …)`).
@Suite struct StepperValueLabelTests {
    static let form = """
        title: Party
        sections:
          - rows:
              - stepper: guests
                label: "Guests: {value}"
                min: 1
                max: 8
                value: 2
        """

    @Test("the label shows the value, a tap on + changes it there, and no value stands beside it", arguments: ["iphone-15", "ipad-10"])
    func liveLabel(device: String) throws {
        let sim = try formSimulator([Self.form], device: device)
        #expect(sim.semanticTree().root.find("guests")?.label == "Guests: 2")
        #expect(sim.renderTree.nodes.values.contains { $0["text"] == .string("Guests: 2") })
        let stepper = try #require(sim.semanticTree().root.find("guests-stepper"))
        _ = try sim.send([.tap(Point(x: stepper.frame.maxX - 10, y: stepper.frame.midY))])
        #expect(sim.semanticTree().root.find("guests")?.label == "Guests: 3")
        #expect(sim.semanticTree().root.find("guests-value")?.value ?? "" == "")
    }
}
