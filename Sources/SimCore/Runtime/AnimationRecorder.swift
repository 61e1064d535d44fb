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

    /// Lays out these views' subtrees and snapshots them with what they draw, and the
    /// popovers that follow a source (set by the simulator).
    var snapshotTrees: ([View]) -> PresentationSnapshot = { _ in PresentationSnapshot() }

    func animate(duration: Double, curve: Animation.Curve, _ changes: () -> Void) {
        animate(duration: duration, curve: curve, snapshot: snapshotNow, changes)
    }

    /// A block that changes only these views' own animatable properties (an alpha; not a
    /// frame a layout would move): compared on them alone, with no layout and no walk of
    /// the tree. (SimCore's own: UIKit animates whatever the block changes.)
    func animate(duration: Double, curve: Animation.Curve, only views: [View], _ changes: () -> Void) {
        animate(duration: duration, curve: curve, snapshot: { snapshotViews(views) }, changes)
    }

    /// A block whose changes move nothing outside these views' subtrees but the popovers
    /// that follow a source in them (a scroll view's offset): laid out and compared there
    /// alone. (SimCore's own, as above.)
    func animate(duration: Double, curve: Animation.Curve, within views: [View], _ changes: () -> Void) {
        animate(duration: duration, curve: curve, snapshot: { snapshotTrees(views) }, changes)
    }

    private func animate(duration: Double, curve: Animation.Curve, snapshot: () -> PresentationSnapshot, _ changes: () -> Void) {
        let before = snapshot()
        let outer = isRecording
        isRecording = true
        changes()
        let after = snapshot()
        isRecording = outer
        record(before.changes(to: after), duration: duration, curve: curve)
    }

    private func record(_ changes: [(was: PresentationSnapshot.Entry, now: PresentationSnapshot.Entry)], duration: Double, curve: Animation.Curve) {
        for (was, now) in changes {
            var animation = Animation(duration: duration, curve: curve)
            // An animation already pending keeps its starting values.
            animation.from = pending[now.id]?.from ?? was.start
            pending[now.id] = animation
        }
    }

    /// Declares an animation of properties the snapshots do not compare (a switch's track
    /// colour): from `start` to what the node draws at the commit, with the block's timing.
    func declare(_ id: String, from start: Animation.Start, duration: Double, curve: Animation.Curve) {
        var animation = pending[id] ?? Animation(duration: duration, curve: curve)
        animation.from = animation.from.merging(start)
        pending[id] = animation
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
