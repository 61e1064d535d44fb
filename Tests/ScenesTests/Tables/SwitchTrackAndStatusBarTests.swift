import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B12.6: a switch's track colour cross-fades with its thumb's slide, declared with the
/// commit; the status bar's node is the status bar's height, not the safe area's.
@Suite struct SwitchTrackAndStatusBarTests {
    static let devices: [(String, Orientation)] = ["iphone-15", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    @Test("B12.6: a tapped switch's track colour is declared animated from grey over the thumb's 0.25 s", arguments: devices)
    func trackCrossFades(device: String, orientation: Orientation) throws {
        let form = "id: s\ntitle: S\nsections:\n  - rows:\n      - switch: wifi\n        label: Wi-Fi\n"
        let sim = try formSimulator([form], device: device, orientation: orientation)
        let toggle = try #require(sim.view(withElementID: "wifi-switch") as? Switch)
        let commit = try sim.send([.tapTarget("wifi-switch")])
        #expect(toggle.isOn)
        let update = try #require(commit.ops.first { $0.id == toggle.renderID && $0.props["fill"] != nil })
        #expect(update.props["fill"]?.stringValue == Color.systemGreen.css)
        #expect(update.animation?.duration == 0.25)
        #expect(update.animation?.from["fill"]?.stringValue == Color.systemFill.css)
    }

    @Test("B12.6: the status bar's node is 54 pt tall on iPhone 15, under its 59 pt safe area; iPad's fills its safe area",
          arguments: devices)
    func statusBarHeight(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, orientation: orientation)
        let id = try #require(sim.statusBar.renderID)
        let frame = try #require(sim.renderFully().nodes[id]?["frame"]?.numberArray)
        let expected: Double = device == "iphone-15" ? (orientation.isLandscape ? 0 : 54) : 24
        #expect(frame[3] == expected)
        // The navigation bar still starts below the safe area's top.
        let bar = try #require(sim.node("navigation-bar")?.frame)
        #expect(bar.minY == sim.device.safeArea(in: orientation).top)
    }
}
