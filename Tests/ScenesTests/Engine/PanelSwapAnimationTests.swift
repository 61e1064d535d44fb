import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B3.2: when the keyboard and a picker swap, the panel stays up and its
/// height change is animated.
@Suite struct PanelSwapAnimationTests {
    static let devices: [(String, Orientation)] = ["iphone-se", "iphone-15"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    func panelAnimation(_ commit: Commit) -> Animation? {
        // The panel's update or move (an insert carries a frame too, and no animation).
        for op in commit.ops where op.id == "input-panel" {
            switch op {
            case .insert: continue
            default: break
            }
            if op.frame != nil { return op.animation }
        }
        return nil
    }

    @Test("keyboard to picker and back: the panel's frame change is one animation each way", arguments: devices)
    func swapAnimates(device: String, orientation: Orientation) throws {
        let sim = makeSimulator(device, orientation: orientation)
        _ = try sim.send([.tapTarget("birthday")])
        let pickerHeight = try #require(sim.node("input-panel")?.frame.height)
        let toKeyboard = try sim.send([.tapTarget("email-field")])
        let keyboardHeight = try #require(sim.node("input-panel")?.frame.height)
        #expect(keyboardHeight != pickerHeight)
        let animation = try #require(panelAnimation(toKeyboard))
        #expect(animation.duration == Metrics.inputViewAnimationDuration)
        #expect(animation.from.frame != nil)
        // Back to the picker where Birthday still shows above the keyboard (portrait).
        guard !orientation.isLandscape else { return }
        let back = try sim.send([.tapTarget("birthday")])
        #expect(panelAnimation(back) != nil)
    }
}
