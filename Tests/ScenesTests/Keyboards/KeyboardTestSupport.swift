@testable import SimCore
import TestSupport

/// The login scene with a field's keyboard up.
func loginKeyboard(_ device: String, _ orientation: Orientation = .portrait, field: String = "email-field") throws
    -> Simulator
{
    let sim = makeSimulator(device, scene: "login", orientation: orientation)
    _ = try sim.send([.tapTarget(field)])
    return sim
}

extension Simulator {
    /// A drawn (not hidden) render node's frame in its parent; nil when hidden or absent.
    func drawnFrame(_ id: String) -> Rect? {
        guard let props = renderTree.nodes[id], props["hidden"] != .bool(true), let f = props["frame"]?.numberArray
        else { return nil }
        return Rect(x: f[0], y: f[1], width: f[2], height: f[3])
    }
}
