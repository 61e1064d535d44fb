import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B12.5: a Settings-bundle slider has no title: it spans its whole row, from the
/// content's leading edge to its trailing one.
@Suite struct SettingsSliderTests {
    static let devices: [(String, Orientation)] = ["iphone-15", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    static func simulator(_ device: String, _ orientation: Orientation, title: String? = nil) throws -> Simulator {
        var slider: [String: Any] = [
            "Type": "PSSliderSpecifier", "Key": "volume", "DefaultValue": 0.5, "MinimumValue": 0, "MaximumValue": 1,
        ]
        if let title { slider["Title"] = title }
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["PreferenceSpecifiers": [["Type": "PSGroupSpecifier", "Title": "Sound"], slider]],
            format: .xml, options: 0)
        let document = try SettingsBundle.parse(plist: data, file: "Root.plist")
        return try SimHarness(scene: document.sceneDescriptor, device: device, orientation: orientation).sim
    }

    @Test("B12.5: a Settings slider without a title spans the row's content from edge to edge", arguments: devices)
    func untitledSpansRow(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation)
        let id = SettingsBundle.rowID("volume")
        let cell = try #require(sim.view(withElementID: id) as? TableViewCell)
        let slider = try #require(sim.view(withElementID: "\(id)-slider"))
        let frame = slider.convert(slider.bounds, to: cell)
        #expect(frame.minX == cell.contentMargin)
        #expect(frame.maxX == cell.bounds.width - cell.contentMargin)
    }

    @Test("B12.5: a titled slider still starts after its title", arguments: devices)
    func titledLeavesTitle(device: String, orientation: Orientation) throws {
        let sim = try Self.simulator(device, orientation, title: "Volume")
        let id = SettingsBundle.rowID("volume")
        let cell = try #require(sim.view(withElementID: id) as? TableViewCell)
        let slider = try #require(sim.view(withElementID: "\(id)-slider"))
        #expect(slider.convert(slider.bounds, to: cell).minX >= cell.contentMargin + 80)
    }
}
