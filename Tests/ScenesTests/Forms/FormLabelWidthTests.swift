import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B5.8: `labelWidth` gives a form's text rows one title column, so their fields line up.
@Suite struct FormLabelWidthTests {
    static func form(_ keys: String) -> String {
        """
        id: aligned
        title: Aligned
        \(keys)
        sections:
          - rows:
              - text: name
                label: Name
              - text: address
                label: Street address
              - switch: news
                label: Newsletter
          - labelWidth: 150
            rows:
              - text: code
                label: Code
        """
    }

    static let devices: [(String, Orientation)] = ["iphone-se", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    func simulator(_ keys: String, _ device: String, _ orientation: Orientation, size: ContentSizeCategory = .large) throws -> Simulator {
        try SimHarness(form: Self.form(keys), file: "aligned.yaml", device: device, orientation: orientation, contentSize: size).sim
    }

    func fieldX(_ sim: Simulator, _ row: String) -> Double? { sim.semanticTree().root.find("\(row)-field")?.frame.minX }

    @Test("B5.8: without labelWidth each field starts after its own title", arguments: devices)
    func fieldsFollowTheirTitles(device: String, orientation: Orientation) throws {
        let sim = try simulator("", device, orientation)
        let name = try #require(fieldX(sim, "name")), address = try #require(fieldX(sim, "address"))
        #expect(address > name)
    }

    @Test("B5.8: a form's labelWidth lines its fields up; a section's overrides it", arguments: devices)
    func fieldsLineUp(device: String, orientation: Orientation) throws {
        let sim = try simulator("labelWidth: 120", device, orientation)
        let name = try #require(fieldX(sim, "name")), address = try #require(fieldX(sim, "address"))
        #expect(name == address)
        let nameCell = try #require(sim.semanticTree().root.find("name")?.frame.minX)
        let code = try #require(fieldX(sim, "code"))
        #expect(abs((code - nameCell) - (name - nameCell) - 30) < 0.01)
    }

    @Test("B5.8: at the accessibility sizes titles stack over their fields as before", arguments: devices)
    func stacksAtAccessibilitySizes(device: String, orientation: Orientation) throws {
        let aligned = try simulator("labelWidth: 120", device, orientation, size: .AX3)
        let plain = try simulator("", device, orientation, size: .AX3)
        #expect(fieldX(aligned, "address") == fieldX(plain, "address"))
    }

    @Test("a labelWidth outside 40…400 points is refused where it stands")
    func outOfRange() {
        #expect(throws: FormError.self) { try FormParser.parse(Self.form("labelWidth: 500"), file: "aligned.yaml") }
        do throws(FormError) {
            _ = try FormParser.parse(Self.form("labelWidth: 10"), file: "aligned.yaml")
        } catch {
            #expect(error.path == "labelWidth")
        }
    }
}
