/// Mirrors UIWindow: the root of a view tree, the size of the screen in the current
/// orientation, with the device's safe area. It holds the first responder and hands
/// its views the session's services (clock, timers, pasteboard, animations), which
/// UIKit reaches through globals.
public final class Window: View {
    public let application: Application
    public let clock: any SimClock
    public let timers: TimerQueue
    public let pasteboard: Pasteboard
    public let animator: AnimationRecorder
    /// The session's inspector record (event log, last hit test).
    public let inspectorLog: InspectorLog
    public let idiom: Idiom
    /// Every view lays out by these: the simulator marks every view for layout when it
    /// sets them (with the traits), and the input panel's frame marks them itself.
    public var safeAreaInsetsOfScreen: EdgeInsets = .zero
    public var orientation: Orientation = .portrait
    /// A change lays out the views around the old and the new one (a form marks the
    /// focused row, a table keeps its section attached).
    public internal(set) var firstResponder: Responder? {
        didSet {
            guard oldValue !== firstResponder else { return }
            (oldValue as? View)?.setNeedsLayoutUpward()
            (firstResponder as? View)?.setNeedsLayoutUpward()
        }
    }
    let editMenu = EditMenu()
    /// Advances at every change of which views are in this window or its input panel, of
    /// their order, or of an element id in them (`View.noteHierarchyChange()`).
    var hierarchyGeneration = 0
    /// The input panel's frame on screen while it is up (for keyboard avoidance).
    public internal(set) var inputPanelFrame: Rect? {
        didSet { if oldValue != inputPanelFrame { setNeedsLayoutEverywhere() } }
    }
    /// Popovers on screen, oldest first.
    public internal(set) var presentations: [PopoverPresentation] = []
    /// Alerts, action sheets and sheets on screen, oldest first.
    var modalPresentations: [any ModalPresentation] = []
    /// The menu's localized command titles (set by the simulator).
    var menuTitle: ((EditAction) -> String)?
    /// Told (old, new) whenever the first responder changes: the input system listens.
    var firstResponderDidChange: ((Responder?, Responder?) -> Void)?
    /// Moves the input panel down from its resting place by an offset (0 puts it back),
    /// for interactive keyboard dismissal (B5.3); set by the simulator, which owns the panel.
    var inputPanelDrag: ((Double) -> Void)?

    public var rootViewController: ViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let root = rootViewController?.view { insertSubview(root, at: 0) }
        }
    }

    init(
        id: String? = nil, application: Application, idiom: Idiom, clock: any SimClock, timers: TimerQueue,
        pasteboard: Pasteboard, animator: AnimationRecorder, inspectorLog: InspectorLog? = nil
    ) {
        self.inspectorLog = inspectorLog ?? InspectorLog(now: { clock.now })
        self.application = application
        self.idiom = idiom
        self.clock = clock
        self.timers = timers
        self.pasteboard = pasteboard
        self.animator = animator
        super.init(id: id)
        editMenu.isHidden = true
        addSubview(editMenu)
    }

    public override var window: Window? { self }

    /// Mirrors makeKeyAndVisible(): the application sends its events here.
    public func makeKeyAndVisible() {
        application.keyWindow = self
        isHidden = false
    }

    /// The system's minimum layout margin: 20 pt where the window is 414 pt or wider in
    /// its narrower dimension (Plus and Max iPhones, iPads), 16 pt below (B12.2).
    public var systemLayoutMargin: Double {
        min(bounds.width, bounds.height) >= 414 ? Metrics.tableSideMarginPad : Metrics.tableSideMarginPhone
    }

    /// How far a bar's first and last button sit from the safe area's edges: their title
    /// starts at the layout margin, the button's own 8 pt of padding inside it (B12.3).
    public var barButtonMargin: Double { systemLayoutMargin - Metrics.barButtonPadding }

    /// The screen's size in the current orientation: an iPad's window in Split View or
    /// Slide Over is narrower, while the keyboard and its bar span the screen (F1.W3).
    public internal(set) var screenSize: Size = .zero
    /// The screen's safe area, which a view spanning the screen (the keyboard's bar)
    /// keeps clear of; `safeAreaInsetsOfScreen` is the part of it the window reaches.
    public internal(set) var screenSafeArea: EdgeInsets = .zero

    /// `barButtonMargin` for a bar as wide as the screen (a keyboard's accessory toolbar,
    /// E5.K1): its input window is the screen's, whatever the app's window is.
    public var screenBarButtonMargin: Double {
        let narrower = min(screenSize.width, screenSize.height)
        let margin = narrower >= 414 ? Metrics.tableSideMarginPad : Metrics.tableSideMarginPhone
        return margin - Metrics.barButtonPadding
    }

    /// B2.1: a window's next responder is the application.
    public override var next: Responder? { application }

    /// Told after a rotation has laid out the views anew: presentations re-place
    /// themselves against their sources (B4.5).
    func orientationDidChange() {
        for presentation in presentations { presentation.orientationDidChange() }
        for modal in modalPresentations { modal.orientationDidChange() }
    }

    public override func layoutSubviews() {
        rootViewController?.view.frame = bounds
        for presentation in presentations { presentation.dismissal.frame = bounds }
        for modal in modalPresentations { modal.place() }
        crashReport?.frame = bounds
    }

    /// Mirrors UIView.animate(withDuration:delay:options:animations:): the render
    /// properties that the block changes are committed with this animation.
    public func animate(withDuration duration: Double, curve: Animation.Curve = .easeInOut, _ changes: () -> Void) {
        animator.animate(duration: duration, curve: curve, changes)
    }

    /// An animation block that changes only `views`' own animatable properties (an
    /// alpha): it is compared on them alone (AnimationRecorder).
    func animate(withDuration duration: Double, curve: Animation.Curve = .easeInOut, only views: [View], _ changes: () -> Void) {
        animator.animate(duration: duration, curve: curve, only: views, changes)
    }

    /// An animation block whose changes stay within `views`' subtrees (a scroll view's
    /// offset): laid out and compared there alone (AnimationRecorder).
    func animate(withDuration duration: Double, curve: Animation.Curve = .easeInOut, within views: [View], _ changes: () -> Void) {
        animator.animate(duration: duration, curve: curve, within: views, changes)
    }

    /// Whether an animation block is running (its changes will be animated).
    var isRecordingAnimations: Bool { animator.isRecording }

    /// A scroll view's offset moved inside an animation block: it keeps what shows along
    /// the way until the commit is taken.
    func noteAnimatedScroll(_ scrollView: ScrollView) { animator.animatedScrollViews.append(scrollView) }
}
