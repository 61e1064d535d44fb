/// Records which render nodes change inside animation blocks, so the commit can declare
/// their animations for the client to play (Core Animation's implicit model: the model
/// jumps to the final state at once; only the presentation animates).
public final class AnimationRecorder {
    /// Renders the current state (set by the simulator).
    var renderNow: () -> RenderTree = { RenderTree() }
    private(set) var pending: [String: Animation] = [:]

    init() {}

    func animate(duration: Double, curve: Animation.Curve, _ changes: () -> Void) {
        let before = renderNow()
        changes()
        let after = renderNow()
        for (id, props) in after.nodes where before.nodes[id] != props && before.nodes[id] != nil {
            var animation = Animation(duration: duration, curve: curve)
            // An animation already pending keeps its starting values.
            if let earlier = pending[id] { animation.from = earlier.from } else {
                animation.from = before.nodes[id] ?? [:]
            }
            pending[id] = animation
        }
    }

    /// The animations for the next commit; clears them.
    func take() -> [String: Animation] {
        defer { pending = [:] }
        return pending
    }
}
