/// Records which render nodes change inside animation blocks, so the commit can declare
/// their animations for the client to play (Core Animation's implicit model: the model
/// jumps to the final state at once; only the presentation animates).
public final class AnimationRecorder {
    /// Lays out and snapshots the current state's animatable properties (set by the simulator).
    var snapshotNow: () -> PresentationSnapshot = { PresentationSnapshot() }
    /// Snapshots these views alone, with no layout (set by the simulator).
    var snapshotViews: ([View]) -> PresentationSnapshot = { _ in PresentationSnapshot() }
    private(set) var pending: [String: Animation] = [:]
    /// Whether a block is running, and the scroll views whose offset it animated.
    private(set) var isRecording = false
    var animatedScrollViews: [ScrollView] = []

    init() {}

    func animate(duration: Double, curve: Animation.Curve, _ changes: () -> Void) {
        let before = snapshotNow()
        let outer = isRecording
        isRecording = true
        changes()
        let after = snapshotNow()
        isRecording = outer
        record(before.changes(to: after), duration: duration, curve: curve)
    }

    /// A block that changes only these views' own animatable properties (an alpha; not a
    /// frame a layout would move): compared on them alone, with no layout and no walk of
    /// the tree. (SimCore's own: UIKit animates whatever the block changes.)
    func animate(duration: Double, curve: Animation.Curve, only views: [View], _ changes: () -> Void) {
        let before = snapshotViews(views)
        let outer = isRecording
        isRecording = true
        changes()
        let after = snapshotViews(views)
        isRecording = outer
        record(before.changes(to: after), duration: duration, curve: curve)
    }

    private func record(_ changes: [(was: PresentationSnapshot.Entry, now: PresentationSnapshot.Entry)], duration: Double, curve: Animation.Curve) {
        for (was, now) in changes {
            var animation = Animation(duration: duration, curve: curve)
            // An animation already pending keeps its starting values.
            animation.from = pending[now.id]?.from ?? was.props
            pending[now.id] = animation
        }
    }

    /// A new round of input begins: the rows an animated scroll of the last commit passed
    /// over may leave (they stayed in the tree while the client played it).
    func endScrollSpans() {
        for scrollView in animatedScrollViews { scrollView.animatedFromOffset = nil }
        animatedScrollViews = []
    }

    /// The animations for the next commit; clears them.
    func take() -> [String: Animation] {
        defer { pending = [:] }
        return pending
    }
}
