/// Mirrors UINavigationController (B9): a container holding a stack of view controllers,
/// showing the top one's view below a navigation bar whose title is the top controller's
/// and whose back button pops. Pushes and pops slide over 0.35 s
/// (NavigationController+transition.swift); a drag from the leading edge pops with the
/// slide under the finger (NavigationController+interactivePop.swift, B9.9).
///
/// Deviations: the bar is rebuilt when the top controller changes (UIKit cross-fades its
/// items); a controller's view fills the area below the bar rather than running under a
/// translucent bar (the bar's backdrop takes the content's background at its scroll edge,
/// B12.4).
open class NavigationController: ViewController {
    /// Mirrors viewControllers: the stack, the root first. Changes at once, before any
    /// animation has played.
    public internal(set) var viewControllers: [ViewController] = []
    /// Mirrors navigationBar.
    public internal(set) var navigationBar: NavigationBar
    let barBackdrop = View()
    /// Two holders of controller views: the top controller's view sits in one; during a
    /// transition the other holds the view coming or going. Moving the holders (which
    /// stay in the render tree) lets the slide animate as updates of existing nodes.
    let slots = [View(), View()]
    var transition: Transition? {
        // The slots are placed by its progress (`layoutSlots(in:)`).
        didSet { view.setNeedsLayout() }
    }
    /// Its `interactivePopGestureRecognizer` (B9.9).
    let edgePan = ScreenEdgePanGestureRecognizer()

    /// Mirrors init(rootViewController:).
    public init(rootViewController: ViewController) {
        navigationBar = NavigationBar(id: "navigation-bar", title: "")
        let root = View()
        root.backgroundColor = .systemBackground
        super.init(view: root)
        barBackdrop.backgroundColor = .barBackground
        for slot in slots {
            slot.isHidden = true
            root.addSubview(slot)
        }
        root.addSubview(barBackdrop)
        root.addSubview(navigationBar)
        viewControllers = [rootViewController]
        rootViewController.parent = self
        slots[0].isHidden = false
        slots[0].addSubview(rootViewController.view)
        updateNavigationBar()
        // Weak: a touch holds the recognizer and can outlive this controller (a relaunch).
        edgePan.shouldBegin = { [weak self] _ in self?.canBeginInteractivePop ?? false }
        edgePan.action = { [weak self] recognizer in
            if let pan = recognizer as? ScreenEdgePanGestureRecognizer { self?.interactivePopChanged(pan) }
        }
        root.addGestureRecognizer(edgePan)
    }

    /// The most controllers a stack holds (B9.8).
    public static let maximumDepth = 32

    /// Mirrors topViewController.
    public var topViewController: ViewController? { viewControllers.last }

    /// The top screen's state, for the inspector.
    override open var inspectedState: InspectedState? { topViewController?.inspectedState }

    /// State restoration walks the stack, root first, as UIKit asks each child.
    open override func encodeRestorableState(with coder: inout [String: String]) {
        for controller in viewControllers { controller.encodeRestorableState(with: &coder) }
    }

    open override func decodeRestorableState(with coder: [String: String]) {
        for controller in viewControllers { controller.decodeRestorableState(with: coder) }
    }

    /// Mirrors pushViewController(_:animated:) (B9.1): the controller goes on top at once;
    /// its view slides in from the right while the old one moves left (B9.3). The first
    /// responder resigns first (B9.5). A controller already in the stack is ignored
    /// (UIKit raises an exception).
    ///
    /// Deviation: a stack holds at most `maximumDepth` controllers (B9.8); UIKit sets no
    /// limit, but a session must stay bounded in memory whatever a form links to (a child
    /// row naming its own form). A push onto a full stack is refused and logged.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }), let outgoing = topViewController else { return }
        guard viewControllers.count < Self.maximumDepth else {
            view.window?.inspectorLog.record(
                .refused, navigationBar.inspectorName,
                "push of \(viewController.title ?? "a screen"): the stack already holds \(Self.maximumDepth) screens")
            return
        }
        finishTransition()
        view.window?.endEditing(force: true)
        viewController.parent = self
        viewControllers.append(viewController)
        updateNavigationBar()
        beginTransition(.push, incoming: viewController, outgoing: outgoing, animated: animated)
        viewController.didMove(toParent: self)
    }

    /// Mirrors popViewController(animated:) (B9.1): the top controller leaves the stack at
    /// once and is returned; nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        finishTransition()
        view.window?.endEditing(force: true)
        let outgoing = viewControllers.removeLast()
        updateNavigationBar()
        beginTransition(.pop, incoming: viewControllers[viewControllers.count - 1], outgoing: outgoing, animated: animated)
        outgoing.didMove(toParent: nil)
        return outgoing
    }

    /// Mirrors popToRootViewController(animated:) (B9.4): every controller above the root
    /// leaves; only the top one's view is seen going. Returns them, bottom first; nil
    /// when the root is already on top.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1 else { return nil }
        finishTransition()
        view.window?.endEditing(force: true)
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [viewControllers[0]]
        for controller in popped.dropLast() { controller.parent = nil }
        updateNavigationBar()
        beginTransition(.pop, incoming: viewControllers[0], outgoing: popped[popped.count - 1], animated: animated)
        for controller in popped { controller.didMove(toParent: nil) }
        return popped
    }

    /// The bar below the status bar (or the top safe area), a backdrop behind both, the
    /// controllers' views filling the rest.
    open override func viewWillLayoutSubviews() {
        guard let window = view.window else { return }
        let bounds = view.bounds
        // Below the safe area's top where this view meets it: the screen's top, or a
        // sheet's own top when presented in one below the status bar.
        let barTop = view.safeAreaInsets.top
        let barHeight: Double =
            window.idiom == .pad
            ? Metrics.navigationBarHeightPad
            : (window.orientation.isLandscape ? Metrics.navigationBarHeightCompact : Metrics.navigationBarHeightRegular)
        refreshTitle()
        updateInteractivePopEdge()
        let largeTitle = followLargeTitle(window: window)
        navigationBar.frame = Rect(x: 0, y: barTop, width: bounds.width, height: barHeight + (largeTitle ?? 0))
        barBackdrop.frame = Rect(x: 0, y: 0, width: bounds.width, height: navigationBar.frame.maxY)
        let content = Rect(
            x: 0, y: barTop + barHeight, width: bounds.width, height: max(0, bounds.height - barTop - barHeight))
        layoutSlots(in: content)
    }
}
