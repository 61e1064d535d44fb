/// Push and pop transitions (B9.3) and the bar that follows the top controller (B9.2).
extension NavigationController {
    /// Mirrors UINavigationController.Operation.
    public enum Operation: Sendable { case push, pop }

    /// A transition under way: the model is already at its end (the stack, the slots'
    /// resting places); the outgoing view leaves the hierarchy when the animation is over.
    struct Transition {
        let operation: Operation
        let incoming: ViewController
        let outgoing: ViewController
        /// 0 at the start, 1 at the end.
        var progress = 0.0
        var timer: TimerQueue.Token?
        /// A pop following a finger (B9.9): the stack has not changed yet.
        var isInteractive = false
        /// A pop let go of short of its end, going back: when it is over the revealed
        /// view leaves, not the top one.
        var isCancelled = false

        /// Whether, when it ends, the revealed controller's view goes rather than the
        /// outgoing one: a cancelled pop, or one still under the finger when something
        /// else ends it.
        var goesBack: Bool { isInteractive || isCancelled }
    }

    /// UIKit's push and pop duration (~).
    public static let transitionDuration = 0.35
    /// How far the covered view moves left, as a part of the width (UIKit's parallax).
    public static let parallaxFraction = 0.3

    /// Whether a push or pop is still animating.
    public var isTransitioning: Bool { transition != nil }

    func beginTransition(_ operation: Operation, incoming: ViewController, outgoing: ViewController, animated: Bool) {
        guard startTransition(operation, incoming: incoming, outgoing: outgoing) else { return }
        guard animated else { return finishTransition() }
        animateTransition(to: 1, duration: Self.transitionDuration, curve: .easeInOut)
    }

    /// Puts the incoming view in the free holder, in front of the outgoing one's on a
    /// push and behind it on a pop, and starts the transition at its beginning.
    func startTransition(_ operation: Operation, incoming: ViewController, outgoing: ViewController) -> Bool {
        guard let slot = slots.first(where: { slot in !slot.subviews.contains { $0 === outgoing.view } }) else { return false }
        view.insertSubview(slot, at: operation == .push ? 1 : 0)
        slot.isHidden = false
        slot.addSubview(incoming.view)
        transition = Transition(operation: operation, incoming: incoming, outgoing: outgoing)
        return true
    }

    /// Animates the transition under way from where it is to `progress`, and ends it when
    /// the animation is over.
    func animateTransition(to progress: Double, duration: Double, curve: Animation.Curve) {
        guard let running = transition, duration > 0, let window = view.window else { return finishTransition() }
        // The slots start where the transition is and are committed where it ends, with
        // the slide declared. Only the two slots move (the views inside keep their
        // resting layout: `safeAreaInsets` leaves out `transitionOffset`), so the block
        // places them by this view's own layout and compares them alone, not two layouts
        // and snapshots of the whole tree (SimCore's own: UIKit's block animates whatever
        // changes in it).
        let moving = [running.outgoing.view.superview, running.incoming.view.superview].compactMap { $0 }
        view.layoutAlone()
        window.animate(withDuration: duration, curve: curve, only: moving) {
            transition?.progress = progress
            view.layoutAlone()
        }
        transition?.timer = window.timers.schedule(at: window.clock.now + duration) {
            [weak self] in self?.finishTransition()
        }
    }

    /// Ends the transition under way: the outgoing view leaves the hierarchy (a covered
    /// controller's view is removed as UIKit removes it; a popped one for good). A pop
    /// that goes back (B9.9) takes away the revealed view instead, and the stack stays.
    func finishTransition() {
        guard let finished = transition else { return }
        transition = nil
        view.window?.timers.cancel(finished.timer)
        let leaving = finished.goesBack ? finished.incoming : finished.outgoing
        let holder = leaving.view.superview
        leaving.view.removeFromSuperview()
        holder?.isHidden = true
        holder?.transitionOffset = .zero
        if finished.operation == .pop, !finished.goesBack { finished.outgoing.parent = nil }
    }

    /// Places the slots: the top view's at `content`, and during a transition both moved
    /// along its progress. A slot's offset from its resting place is its transition
    /// offset, so the views inside lay out as at rest.
    func layoutSlots(in content: Rect) {
        let width = content.width
        func place(_ controller: ViewController, dx: Double) {
            guard let slot = controller.view.superview else { return }
            slot.frame = content.offsetBy(dx: dx, dy: 0)
            slot.transitionOffset = Point(x: dx, y: 0)
            controller.view.frame = Rect(origin: .zero, size: content.size)
        }
        guard let transition else {
            if let top = topViewController { place(top, dx: 0) }
            return
        }
        let p = transition.progress
        switch transition.operation {
        case .push:
            place(transition.outgoing, dx: -Self.parallaxFraction * width * p)
            place(transition.incoming, dx: width * (1 - p))
        case .pop:
            place(transition.outgoing, dx: width * p)
            place(transition.incoming, dx: -Self.parallaxFraction * width * (1 - p))
        }
    }

    /// A new bar for the top controller: its title, its item's buttons, and a back
    /// button titled after the controller below when there is one (B9.2).
    func updateNavigationBar() {
        guard let top = topViewController else { return }
        let item = top.navigationItem
        var leading = item.leftBarButtonItem
        if leading == nil, viewControllers.count > 1, !item.hidesBackButton {
            let previous = viewControllers[viewControllers.count - 2]
            // ~: UIKit localizes the fallback title.
            let back = NavigationBackButton(title: previous.navigationItem.backButtonTitle ?? previous.title ?? "Back")
            back.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.popViewController(animated: true) }
            leading = back
        }
        let prefersLargeTitles = navigationBar.prefersLargeTitles
        navigationBar.removeFromSuperview()
        navigationBar = NavigationBar(
            id: "navigation-bar", title: currentTitle, leading: leading, trailing: item.rightBarButtonItem)
        navigationBar.prefersLargeTitles = prefersLargeTitles
        view.addSubview(navigationBar)
    }

    var currentTitle: String { topViewController.map { $0.navigationItem.title ?? $0.title ?? "" } ?? "" }

    /// Keeps the bar's title in step with a title set after the push.
    func refreshTitle() {
        let title = currentTitle
        guard navigationBar.titleLabel.text != title else { return }
        navigationBar.titleLabel.text = title
        navigationBar.accessibilityLabel = title
    }
}
