/// Mirrors UIView: a rectangle in a tree of views that draws itself and takes touches.
///
/// Deviations from UIKit, on purpose:
/// - `frame` is stored and `bounds.size` follows it; `boundsOrigin` is the scroll offset
///   (UIKit derives frame from center, bounds and transform).
/// - Layout has UIKit's dirty flag (`setNeedsLayout()`, View+layout.swift), set more
///   widely than UIKit sets it: a move as well as a resize, and a view that must draw
///   again asks its ancestors to lay out too (they size themselves by their content
///   here, where UIKit has constraints and intrinsic sizes to invalidate). Drawing has
///   one too (`setNeedsDisplay()`): a view builds its node again only when a property it
///   draws changed, its frame or place moved, or its drawn children changed
///   (View+render.swift).
/// - A view's `elementID` is both its accessibility identifier and, when set, its render
///   node id, so it is the same on every device for the same scene element.
open class View: Responder {
    /// Mirrors accessibilityIdentifier: a reused table cell and its views take the ids of
    /// the row they show. A view keeps the render id it first drew with (see
    /// PlainTableView) until a table gives it back for reuse (`forgetRenderIDs()`).
    public var elementID: String? {
        didSet {
            guard oldValue != elementID else { return }
            noteHierarchyChange()
            setNeedsSemanticsUpdate()
        }
    }
    public var frame: Rect = .zero {
        didSet { if oldValue != frame { setNeedsLayout() } }
    }
    /// The origin of `bounds`: a scroll view's content offset.
    public var boundsOrigin: Point = .zero {
        didSet {
            guard oldValue != boundsOrigin else { return }
            setNeedsLayout()
            setSubviewsNeedRender()
        }
    }
    /// Deviation: unowned, not weak (UIKit's is a plain pointer the superview keeps
    /// right): a weak reference gives the superview a side table, which made every retain
    /// and release of a view with subviews take the slow path (a sixth of an event). A
    /// superview clears its subviews' pointer as it goes (`deinit`), so none dangles.
    public private(set) unowned var superview: View?
    public private(set) var subviews: [View] = []
    /// Set on a view controller's root view.
    public internal(set) weak var viewController: ViewController?

    public var backgroundColor: Color? {
        didSet { if oldValue != backgroundColor { needsDisplay = true } }
    }
    public var alpha = 1.0 {
        didSet { if oldValue != alpha { needsDisplay = true } }
    }
    public var isHidden = false {
        didSet { if oldValue != isHidden { needsDisplay = true } }
    }
    public var isUserInteractionEnabled = true
    public var clipsToBounds = false {
        didSet { if oldValue != clipsToBounds { needsDisplay = true } }
    }
    public var cornerRadius = 0.0 {
        didSet { if oldValue != cornerRadius { needsDisplay = true } }
    }
    /// Mirrors transform, as a uniform scale about the view's centre (UIKit's default
    /// anchor point): drawn, not laid out. Deviation: a scale only, no rotation or shear.
    public var transformScale = 1.0 {
        didSet { if oldValue != transformScale { needsDisplay = true } }
    }
    public var borderWidth = 0.0 {
        didSet { if oldValue != borderWidth { needsDisplay = true } }
    }
    public var borderColor: Color? {
        didSet { if oldValue != borderColor { needsDisplay = true } }
    }
    /// The border's dash pattern in points, drawn and gap alternating (CAShapeLayer's
    /// lineDashPattern, which a dashed outline in UIKit is drawn with); nil: solid.
    public var borderDash: [Double]? {
        didSet { if oldValue != borderDash { needsDisplay = true } }
    }
    /// Mirrors semanticContentAttribute: `forceLeftToRight` keeps this view's subviews
    /// laid out left to right in a right-to-left language (the keyboard).
    public var semanticContentAttribute = SemanticContentAttribute.unspecified {
        didSet { if oldValue != semanticContentAttribute { needsDisplay = true } }
    }
    /// Whether this view's frame follows its superview's layout direction (mirrored in a
    /// right-to-left one). False for views placed in screen coordinates: popovers, their
    /// dismissal view, the edit menu.
    open var placesFrameByLayoutDirection: Bool { true }
    /// A drop shadow's blur radius under the background (0: none).
    public var shadowRadius = 0.0 {
        didSet { if oldValue != shadowRadius { needsDisplay = true } }
    }
    /// The client blinks the node (a caret).
    public var blinks = false {
        didSet { if oldValue != blinks { needsDisplay = true } }
    }
    /// How far a transition has moved this view from its resting frame (a navigation
    /// push or pop); safe areas inside it are measured at rest.
    var transitionOffset: Point = .zero

    /// The role this view has in the semantic tree; views without one are transparent
    /// there (their children are hoisted).
    public var semanticRole: Role? {
        didSet { if oldValue != semanticRole { setNeedsSemanticsUpdate() } }
    }
    public var accessibilityLabel: String? {
        didSet { if oldValue != accessibilityLabel { setNeedsSemanticsUpdate() } }
    }
    /// Mirrors accessibilityElements: the subviews a screen reader reads, in the order it
    /// reads them, set by an app whose order differs from where they are drawn; nil reads
    /// every subview in VoiceOver's default order (View+semantics).
    public var accessibilityElements: [View]? {
        didSet { setNeedsSemanticsUpdate() }
    }
    /// Deviation: the class name the inspector shows instead of this view's Swift class,
    /// as Interface Builder's Custom Class names an app's own subclass. Set for views built
    /// from a description (a form file) rather than a subclass.
    public var customClassName: String?

    var renderID: String?
    /// Whether a property this view draws changed since it last drew (UIKit's
    /// needsDisplay): its node is built again at the next commit.
    var needsDisplay = true {
        didSet {
            guard needsDisplay else { return }
            needsTextOnly = false
            setNeedsLayoutUpward()
        }
    }
    /// Whether the only change since it last drew is its text (a label's, `Label.text`):
    /// its node is the last one with the new text, read without building a node.
    var needsTextOnly = false
    /// Mirrors UIKit's layout dirty flag: `layoutSubviews()` runs at the next layout pass.
    var needsLayout = true
    /// Whether this view or one under it needs layout: a layout pass walks down only
    /// where this is set (View+layout.swift).
    var subtreeNeedsLayout = true
    /// True while this view's `layoutSubviews()` runs (View+layout.swift).
    var isLayingOut = false
    /// Whether the next render pass must visit this view: it, or a view it draws, may draw
    /// otherwise than it did (View+render.swift). Set with the layout marks, which every
    /// change a node shows makes (a drawn property, a frame, a subview added or removed),
    /// and on the way up to the first ancestor that has it already; cleared by the pass.
    /// A view drawn last commit and not marked draws what it drew, and its subviews too: the
    /// pass takes them as they stand, without visiting them.
    var subtreeNeedsRender = true
    /// Whether the next semantic walk must read this view, or one under it, again: set
    /// with the layout marks (every change a node shows that is drawn) and by the setters
    /// of what the tree shows and nothing draws (`setNeedsSemanticsUpdate()`).
    var semanticsNeedUpdate = true
    // (The flags stand together: each takes a byte, not a word.)
    /// The node this view drew in the last commit and its wire properties (nil when it
    /// is not in the committed tree): a view that draws the same node again changes
    /// nothing.
    var lastRender: RenderRecord?
    /// The number of the last render pass that visited this view.
    var renderPass = 0
    /// What this view gave the last semantic walk, and where it was (View+semantics).
    var semanticMemo: SemanticMemo?
    /// Mirrors gestureRecognizers.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    public init(id: String? = nil, frame: Rect = .zero) {
        self.elementID = id
        self.frame = frame
        super.init()
    }

    deinit {
        // Subviews that outlive this view (held elsewhere) lose their superview, as a
        // weak reference would; nothing reads this view's pointer from now on.
        for view in subviews { view.superview = nil }
        // Recognizers a touch still holds lose their view the same way.
        for recognizer in gestureRecognizers { recognizer.view = nil }
    }

    public var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    /// The window this view is in, if any.
    open var window: Window? { superview?.window }

    /// Mirrors traitCollection: the traits this view draws and lays out with. Kept on every
    /// view and handed down the hierarchy as UIKit propagates traits: a view takes its
    /// superview's when it is added, and the simulator sets the window's (Settings).
    public private(set) var traitCollection = TraitCollection()

    /// Mirrors traitCollectionDidChange(_:): told after this view's traits changed (a
    /// Settings change, or being added under a window with other traits), before the next
    /// layout. Colours need nothing (they resolve as they draw).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Gives this view, the views under it and those set aside (a table's rows off
    /// screen) `traits`; a view that has them already stops the walk.
    func propagateTraits(_ traits: TraitCollection) {
        guard traits != traitCollection else { return }
        let previous = traitCollection
        traitCollection = traits
        // No layout mark here: new traits come with a new place in a hierarchy (marked
        // whole as it joins) or from the simulator, which marks every view with them.
        if traits.changesDrawing(from: previous) { needsDisplay = true }
        setNeedsSemanticsUpdate()
        for view in subviews { view.propagateTraits(traits) }
        for view in detachedSubviews { view.propagateTraits(traits) }
        traitCollectionDidChange(previous)
        viewController?.traitsDidChange(previous)
    }

    open override var responderWindow: Window? { window }

    // MARK: Hierarchy

    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        noteHierarchyChange()
        subviews.append(view)
        view.superview = self
        view.propagateTraits(traitCollection)
        view.hierarchyDidChange()
        setNeedsLayout()
    }

    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        noteHierarchyChange()
        subviews.append(subviews.remove(at: index))
        setNeedsLayout()
    }

    /// `bringSubviewToFront(_:)` for each of `views` (subviews of this view), in their
    /// order, in one pass over the subviews.
    func bringSubviewsToFront<V: View>(_ views: [V]) {
        var reordered: [View] = []
        reordered.reserveCapacity(subviews.count)
        for view in subviews where !views.contains(where: { $0 === view }) { reordered.append(view) }
        for view in views where view.superview === self { reordered.append(view) }
        guard reordered.count == subviews.count else { return }
        noteHierarchyChange()
        subviews = reordered
        setNeedsLayout()
    }

    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        noteHierarchyChange()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.propagateTraits(traitCollection)
        view.hierarchyDidChange()
        setNeedsLayout()
    }

    /// `removeFromSuperview()` for each of `views` (subviews of this view) in one pass over
    /// the subviews, not one search each: a text view drops thousands of line labels at once.
    func removeSubviews(_ views: [View]) {
        if let window, let first = window.firstResponder as? View, views.contains(where: { first.isDescendant(of: $0) }) {
            window.clearFirstResponder()
        }
        let gone = Set(views.map(ObjectIdentifier.init))
        noteHierarchyChange()
        subviews.removeAll { gone.contains(ObjectIdentifier($0)) }
        for view in views {
            view.superview = nil
            view.forgetSemantics()
        }
        setNeedsLayout()
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        // B2.4: leaving the window ends the first responder's turn inside this subtree.
        if let window, let first = window.firstResponder as? View, first.isDescendant(of: self) {
            window.clearFirstResponder()
        }
        parent.noteHierarchyChange()
        parent.subviews.removeAll { $0 === self }
        superview = nil
        forgetSemantics()
        parent.setNeedsLayout()
    }

    /// Tells the window this view is in that its views, their order or their element ids
    /// changed (`Window.hierarchyGeneration`). A view out of the hierarchy has no window:
    /// a lookup checks that what it finds is in place.
    func noteHierarchyChange() {
        window?.hierarchyGeneration &+= 1
    }

    /// Views that belong to this one but are out of the hierarchy for now (a table's
    /// cells off screen): element lookups find them and say they are not visible.
    open var detachedSubviews: [View] { [] }

    /// Whether the first responder is this view or inside it.
    public var holdsFirstResponder: Bool {
        guard let first = window?.firstResponder as? View else { return false }
        return first.isDescendant(of: self)
    }

    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// B2.1: a root view's next responder is its view controller, else its superview.
    open override var next: Responder? {
        if let viewController { return viewController }
        return superview
    }

    // MARK: Drawing and semantics (override points)

    /// The `selected` position a wheel node animates (a picker column's), nil elsewhere.
    var presentationSelected: Double? { nil }

    /// Adds what this view draws beyond its background (text, symbols) to its node. A
    /// subclass calls `setNeedsDisplay()` when a property it draws here changes.
    open func decorate(_ node: inout RenderNode) {}

    /// The text this view draws now, when only its text changed since it drew `last`
    /// (`needsTextOnly`) and its node is the last one with that text: nil where that
    /// takes building the node (`Label` answers).
    func newText(since last: RenderRecord) -> String? { nil }

    /// Mirrors setNeedsDisplay(): this view's node is built again at the next commit.
    public func setNeedsDisplay() { needsDisplay = true }

    /// Whether this view builds its node at every commit whatever changed (a view whose
    /// drawing depends on state it does not mark, a picker wheel's).
    var drawsEveryCommit: Bool { false }

    /// Whether what this view shows in the semantic tree reads views outside it (a
    /// popover names its source view's element): it is read at every semantic walk.
    var readsOtherViewsForSemantics: Bool { false }

    /// The value the semantic tree shows. Mirrors accessibilityValue.
    open var accessibilityValue: String? { nil }

    /// The states the semantic tree shows.
    open var semanticStates: [ElementState] { [] }

    /// Adds role-specific facts (arrow, selection) to this view's semantic node.
    open func describe(_ node: inout SemanticNode) {}

    // MARK: Hit testing

    /// Mirrors UIView.hitTest(_:with:) (B1.1–B1.3): nil for hidden, transparent,
    /// non-interactive views and points outside; subviews front-most first, each given
    /// the point in its own coordinates; otherwise the view itself. An event that carries a
    /// tracer (the inspector's) has the walk noted as it goes: the traced path is this one.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        let tracer = event?.tracer
        let step = tracer?.begin(self)
        let reason: HitTestSkipReason? =
            isHidden ? .hidden
            : alpha < 0.01 ? .alpha
            : !isUserInteractionEnabled ? .interactionDisabled
            : !self.point(inside: point, with: event) ? .outside : nil
        if let reason {
            if let tracer, let step { tracer.skip(step, reason) }
            return nil
        }
        guard let tracer, let step else {
            for view in subviews.reversed() {
                if let hit = view.hitTest(view.convertFromSuperview(point), with: event) { return hit }
            }
            return self
        }
        tracer.descend(step, boundsOrigin: boundsOrigin)
        for view in subviews.reversed() {
            let before = tracer.steps.count
            if let hit = view.hitTest(view.convertFromSuperview(point), with: event) {
                tracer.end(step, hitSubview: true)
                return hit
            }
            tracer.noteRefusal(of: view, stepsBefore: before)
        }
        tracer.end(step, hitSubview: false)
        return self
    }

    /// Mirrors UIView.point(inside:with:) (B1.4). Override to enlarge a hit area (B1.5).
    open func point(inside point: Point, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Gestures

    /// Mirrors gestureRecognizerShouldBegin(_:): asked before a recogniser begins
    /// following a touch on this view, so a view can keep a gesture for itself (a
    /// slider keeps a horizontal drag that starts on its thumb from a table's pan).
    /// Deviation: asked of the touched view only (UIKit asks the recogniser's view too).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    // MARK: Layout

    /// Mirrors UIView.noIntrinsicMetric.
    public static let noIntrinsicMetric = -1.0

    /// Mirrors intrinsicContentSize: the size a view's content needs, or
    /// `noIntrinsicMetric` in a dimension where it has none (a plain view's).
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Override to position subviews. Mirrors UIView.layoutSubviews().
    open func layoutSubviews() {}

    /// Whether `subview` is drawn into the render tree (and laid out before a commit).
    /// Deviation: UIKit draws every view in the hierarchy; a table here keeps rows just
    /// off screen in the hierarchy for the semantic tree but draws only those that show.
    func drawsSubview(_ subview: View) -> Bool { true }
}
