import Reach
import SimCore

/// `tapOutside`: a tap where a person taps to close what is in front (a popover, a
/// calendar card, a menu) without touching anything else, at the point Reach finds by the
/// engine's own hit test (`Reach.pointOutside`).
extension FlowRunner {
    /// Taps outside the target; nothing (a pass) when the target is not on this screen —
    /// an iPhone whose date picker is inline has no calendar card to close.
    func tapOutside(_ target: FlowStep.Target, on sim: Simulator) -> (FlowFailure.Kind, String)? {
        let tree = sim.semanticTree()
        guard let node = Self.finder(for: target, on: sim)(tree) else { return nil }
        guard let point = Reach.pointOutside(node, in: tree, on: sim) else {
            return (.noElement, "no point outside \(Self.name(of: target)) reaches nothing: every point near it is on an element")
        }
        if let reason = budget?.charge(1) { return (.budget, reason) }
        do {
            _ = try sim.send([.tap(point)])
        } catch {
            return (Self.kind(of: error), error.message)
        }
        settle(sim)
        return sim.crash.map { (.crash, $0.message) }
    }
}
