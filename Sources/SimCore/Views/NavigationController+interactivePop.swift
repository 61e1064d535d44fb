/// The interactive pop (B9.9): a drag from the leading edge pops the top controller with
/// the slide following the finger, as UIKit's `interactivePopGestureRecognizer` drives a
/// percent-driven pop transition.
///
/// Deviations: the stack changes when the finger lets go past the point of popping (UIKit
/// takes the controller off when the drag begins and puts it back on a cancel), so the
/// bar, the back button and `topViewController` stay the top screen's until then; the
/// bar's titles do not cross-fade under the finger (the bar is rebuilt, as after any pop).
extension NavigationController {
    /// Points per second toward the trailing side past which a lift pops wherever the
    /// finger is, and back toward the edge past which it cancels (~).
    public static let popFlickVelocity = 500.0

    /// Mirrors interactivePopGestureRecognizer: the screen-edge pan on this controller's
    /// view. Disabling it turns the swipe off, as in UIKit.
    public var interactivePopGestureRecognizer: GestureRecognizer? { edgePan }

    /// Whether the swipe may begin: a controller to go back to, no push or pop under
    /// way, and nothing presented over the stack.
    var canBeginInteractivePop: Bool {
        viewControllers.count > 1 && transition == nil && presentedViewController == nil
            && topViewController?.presentedViewController == nil && view.window != nil
    }

    /// The edge the swipe starts from: the leading one, so the right in a right-to-left
    /// layout (whose slots are mirrored, so the slide goes the other way too, B10.3).
    func updateInteractivePopEdge() {
        edgePan.edges = view.effectiveUserInterfaceLayoutDirection.isRightToLeft ? .right : .left
    }

    func interactivePopChanged(_ pan: ScreenEdgePanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let outgoing = topViewController, viewControllers.count > 1,
                startTransition(.pop, incoming: viewControllers[viewControllers.count - 2], outgoing: outgoing)
            else { return }
            transition?.isInteractive = true
            followFinger(pan)
        case .changed:
            followFinger(pan)
        case .ended:
            releaseInteractivePop(velocity: trailing(pan.velocity.x))
        default:
            releaseInteractivePop(velocity: -.infinity)
        }
    }

    /// Each move puts the slide where the finger is, committed without animation
    /// (UIPercentDrivenInteractiveTransition's update).
    private func followFinger(_ pan: ScreenEdgePanGestureRecognizer) {
        guard transition?.isInteractive == true, view.bounds.width > 0 else { return }
        transition?.progress = min(1, max(0, trailing(pan.translation.x) / view.bounds.width))
    }

    /// On release the pop finishes past half the width (unless flung back toward the
    /// edge) or when flung toward the trailing side; otherwise it goes back. Either way
    /// the rest of the slide plays over its share of the 0.35 s, as a percent-driven
    /// transition's completion speed of 1 gives.
    private func releaseInteractivePop(velocity: Double) {
        guard var running = transition, running.isInteractive else { return }
        let progress = running.progress
        let finishes = velocity > Self.popFlickVelocity || (progress > 0.5 && velocity >= -Self.popFlickVelocity)
        running.isInteractive = false
        running.isCancelled = !finishes
        transition = running
        let log = view.window?.inspectorLog
        if finishes {
            // The pop itself, as popViewController makes it (B9.1, B9.5): the finger has
            // already shown the slide, which now plays to its end.
            view.window?.endEditing(force: true)
            viewControllers.removeLast()
            updateNavigationBar()
            log?.record(.gesture, navigationBar.inspectorName, "swipe back popped \(running.outgoing.title ?? "a screen")")
            animateTransition(to: 1, duration: Self.transitionDuration * (1 - progress), curve: .easeOut)
            running.outgoing.didMove(toParent: nil)
        } else {
            log?.record(.gesture, navigationBar.inspectorName, "swipe back cancelled")
            animateTransition(to: 0, duration: Self.transitionDuration * progress, curve: .easeOut)
        }
    }

    /// A horizontal distance or speed, positive toward the trailing side.
    private func trailing(_ x: Double) -> Double {
        view.effectiveUserInterfaceLayoutDirection.isRightToLeft ? -x : x
    }
}
