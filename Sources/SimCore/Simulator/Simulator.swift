/// One simulated device running one scene: it takes input events, runs them through the
/// view tree, and commits the render tree that results as ops against the last one.
/// Single-threaded: the owner serialises calls.
public final class Simulator {
    /// What the session was created with, and the settings changed since.
    public internal(set) var configuration: SimulatorConfiguration
    public let clock: any SimClock
    public internal(set) var orientation: Orientation
    public private(set) var version = 1
    /// The render tree of `version` (kept up when read: `CommittedTree`), built again
    /// from what each view drew after many commits went unread.
    public var renderTree: RenderTree { committed.read(rebuild: { treeFromRecords() }) }
    var committed = CommittedTree()
    /// Records kept for views on the screen but not drawn.
    let recordsKeptOnScreen = KeptRecordCount()

    let application = Application()
    let timers = TimerQueue()
    let pasteboardStore = Pasteboard()
    let animator = AnimationRecorder()
    let window: Window
    let inputPanel: InputPanel
    let keyboard = Keyboard()
    /// What an iPad shows for key input with a hardware keyboard (B11.7).
    let floatingShortcutBar = FloatingShortcutBar()
    /// The field and the text before its caret that the keyboard's shift was last set
    /// for (B7.11); a person's own shift tap stands until this changes.
    var statusBar: StatusBar
    let homeIndicator = HomeIndicator()
    var ids = IdGenerator()
    /// About how many views the committed tree holds (what a tree read from the views
    /// reserves room for).
    var drawnViewCount = 0
    /// The views the screen's node drew as its children at the last commit.
    var renderedRoots: [View] = []
    var renderPassNumber = 0
    /// The screen's node as last committed.
    var lastScreen: RenderNode?
    /// What the semantic tree said at the last commit, its version left out: taken before
    /// the first input or timer, then at every commit (nil until then).
    var committedSemantics: SemanticTree?
    var touches = TouchTracking()
    /// The element ids of the hierarchy as it was at the last lookup (`view(withElementID:)`).
    var elementIndex: ElementIndex?
    /// Where the first key or text event since the last commit went.
    var typing: TypingSummary?
    /// Old action ids events went to since the last commit (E3.S6).
    var oldActionIDs: [OldActionID] = []
    /// A first responder an input panel came up for in this event: scrolled out from
    /// under it after the next layout (`revealPendingResponder()`).
    var responderToReveal: Responder?

    public var device: DeviceProfile { configuration.device }

    /// Mirrors UIPasteboard.general.string for this session (B6.3).
    public var pasteboard: String? {
        get { pasteboardStore.string }
        set { pasteboardStore.string = newValue }
    }

    /// `version` is the first version (a rebuilt simulator continues its predecessor's
    /// numbering); `restoring` is a predecessor's `restorableState()` and `firstResponder`
    /// its `firstResponderID`, made first responder again where the new scene shows it.
    public init(
        configuration: SimulatorConfiguration, clock: any SimClock, version: Int = 1,
        restoring state: [String: String] = [:], firstResponder: String? = nil
    ) {
        self.configuration = configuration
        self.version = max(1, version)
        self.clock = clock
        // An iPhone held upside down keeps its interface the right way up (portrait).
        self.orientation = configuration.device.supports(configuration.orientation) ? configuration.orientation : .portrait
        window = Window(
            id: "window", application: application, idiom: configuration.device.idiom, clock: clock, timers: timers,
            pasteboard: pasteboardStore, animator: animator, inspectorLog: InspectorLog(now: { clock.now }))
        window.semanticRole = .window
        window.backgroundColor = .black
        window.makeKeyAndVisible()
        inputPanel = InputPanel(device: configuration.device, hostWindow: window)
        statusBar = StatusBar(device: configuration.device, localization: configuration.localization)
        launchScene(restoring: state)
        applyTraits()
        // Weak: the window, the animator and the keyboard are this simulator's, but a test or
        // a server can hold them after it; then these do nothing.
        animator.snapshotNow = { [weak self] in self?.presentationSnapshot() ?? PresentationSnapshot() }
        animator.snapshotViews = { [weak self] views in
            var snapshot = PresentationSnapshot()
            guard let self else { return snapshot }
            for view in views { snapshot.addAlone(view, ids: &self.ids) }
            return snapshot
        }
        animator.snapshotTrees = { [weak self] views in
            var snapshot = PresentationSnapshot()
            guard let self else { return snapshot }
            for view in views {
                view.layoutIfNeeded()
                snapshot.add(view, ids: &self.ids)
            }
            for presentation in window.presentations {
                presentation.followSource()
                snapshot.addAlone(presentation.popover, ids: &self.ids)
            }
            return snapshot
        }
        window.firstResponderDidChange = { [weak self] old, new in self?.firstResponderChanged(from: old, to: new) }
        keyboard.onKey = { [weak self] text in self?.typeFromKeyboard(text) }
        window.inputPanelDrag = { [weak self] offset in self?.dragInputPanel(by: offset) }
        applyOrientation()
        if let firstResponder { restoreFirstResponder(firstResponder) }
        _ = renderChanges()
        _ = animator.take()
    }

    deinit {
        // The panel can outlive this (a touch on one of its keys holds it): it loses its
        // window, as a weak reference would.
        inputPanel.hostWindow = nil
    }

    /// What the person entered into the scene, for a rebuilt simulator to restore.
    public func restorableState() -> [String: String] {
        var coder: [String: String] = [:]
        window.rootViewController?.encodeRestorableState(with: &coder)
        return coder
    }

    /// The element id of the first responder, if it has one.
    public var firstResponderID: String? { (window.firstResponder as? View)?.elementID }

    /// When the next timer is due on the simulator clock (for real-clock sessions, the
    /// server calls `advanceTime()` then).
    public var nextTimerDeadline: Double? { timers.nextDeadline }

    /// Runs events in order and commits once. An event that cannot be carried out stops
    /// the batch: the events before it stay applied and are committed, and the error says
    /// which one failed.
    public func send(_ events: [InputEvent]) throws(InputError) -> Commit {
        let (commit, failure) = sendPartially(events)
        if let failure { throw failure }
        return commit
    }

    /// Like `send`, but a failing event does not lose the commit of the events before it:
    /// both come back, so the owner can publish those ops (animations included).
    public func sendPartially(_ events: [InputEvent]) -> (commit: Commit, failure: InputError?) {
        animator.endScrollSpans()
        noteSemanticsBeforeChange()
        var failure: InputError?
        for (index, event) in events.enumerated() {
            do throws(InputError) {
                timers.fire(upTo: clock.now)
                try dispatch(event)
                updateKeyboardShift()
            } catch {
                failure = error
                if events.count > 1 { failure?.eventIndex = index }
                break
            }
        }
        return (commit(), failure)
    }

    /// Fires the timers that are due on the clock and commits what they changed.
    public func advanceTime() -> Commit {
        animator.endScrollSpans()
        noteSemanticsBeforeChange()
        timers.fire(upTo: clock.now)
        return commit()
    }

    /// Lays out, renders and diffs against the last committed tree; bumps the version
    /// when anything changed: what is drawn, or what the semantic tree says (a value a
    /// text field has scrolled out of sight, a state nothing draws), so that a long poll
    /// and the page's accessibility layer never keep a stale tree.
    public func commit() -> Commit {
        let published = version
        let ops = renderChanges()
        if !ops.isEmpty { version += 1 }
        advanceVersionIfSemanticsChanged(since: published)
        if elementIndex?.generation != window.hierarchyGeneration { elementIndex = nil }
        defer {
            touches.ended = nil
            typing = nil
            oldActionIDs = []
        }
        return Commit(version: version, ops: ops, touch: touches.ended, typing: typing, oldActionIDs: oldActionIDs)
    }

    /// B13.1: advances the version when what the semantic tree says changed since the
    /// last comparison and nothing drawn advanced it since `published`.
    func advanceVersionIfSemanticsChanged(since published: Int) {
        let semantics = semanticsWithoutVersion()
        if version == published, let committed = committedSemantics, committed != semantics { version += 1 }
        committedSemantics = semantics
    }

    /// Lays the screen out for the orientation and the window (F1): the app's window at
    /// the screen's top leading corner (a Slide Over window floating at its trailing
    /// edge), its safe area what is left of the screen's at each of its edges; the
    /// keyboard, the status bar and the home indicator span the whole screen (F1.W3).
    /// Then the traits for that window.
    func applyOrientation() {
        let size = device.screenSize(in: orientation)
        let frame = device.windowFrame(configuration.window, in: orientation)
        window.frame = frame
        window.cornerRadius = configuration.window == .slideOver ? DeviceProfile.slideOverCornerRadius : 0
        window.clipsToBounds = configuration.window == .slideOver
        window.screenSize = size
        window.screenSafeArea = device.safeArea(in: orientation)
        window.orientation = orientation
        let screenSafe = window.screenSafeArea
        window.safeAreaInsetsOfScreen = EdgeInsets(
            top: max(0, screenSafe.top - frame.minY), left: max(0, screenSafe.left - frame.minX),
            bottom: max(0, screenSafe.bottom - (size.height - frame.maxY)),
            right: max(0, screenSafe.right - (size.width - frame.maxX)))
        inputPanel.place(screen: size, orientation: orientation)
        window.inputPanelFrame = inputPanel.isUp ? inputPanel.frame : nil
        statusBar.frame = Rect(x: 0, y: 0, width: size.width, height: device.statusBarHeight(in: orientation))
        statusBar.isHidden = statusBar.frame.height == 0
        let indicator = HomeIndicator.frame(
            screen: size, safeBottom: device.safeArea(in: orientation).bottom, idiom: device.idiom)
        homeIndicator.frame = indicator ?? .zero
        homeIndicator.isHidden = indicator == nil
        applyTraits()
    }
}
