/// Records which render nodes change inside animation blocks, so the commit can declare
/// their animations for the client to play (Core Animation's implicit model: the model
/// jumps to the final state at once; only the presentation animates).
public final class AnimationRecorder {
    /// Lays out and snapshots the current state's animatable properties (set by the simulator).
    var snapshotNow: () -> PresentationSnapshot = { PresentationSnapshot() }
    private(set) var pending: [String: Animation] = [:]

    init() {}

    func animate(duration: Double, curve: Animation.Curve, _ changes: () -> Void) {
        let before = snapshotNow()
        changes()
        let after = snapshotNow()
        for (view, now) in after.entries {
            guard let was = before.entries[view], now.differs(from: was) else { continue }
            var animation = Animation(duration: duration, curve: curve)
            // An animation already pending keeps its starting values.
            animation.from = pending[now.id]?.from ?? was.props
            pending[now.id] = animation
        }
    }

    /// The animations for the next commit; clears them.
    func take() -> [String: Animation] {
        defer { pending = [:] }
        return pending
    }
}
