/// Layout: UIKit's pass over the views whose layout is out of date, top-down.
///
/// Mirrors setNeedsLayout()/layoutIfNeeded(): a view marked dirty has its
/// `layoutSubviews()` run at the next pass, and the pass walks down only through views
/// that are dirty or hold a dirty view.
/// Deviations, kept so that a pass lays out at least what UIKit would:
/// - A frame that moves marks the view as well as one that is resized: layouts here read
///   where a view sits in the window (its safe area, the keyboard's overlap).
/// - A view that must draw again (`setNeedsDisplay()`, any property it draws) marks its
///   ancestors as well as itself: containers size themselves by their content (a cell by
///   its wrapped text, a table by its rows), where UIKit invalidates intrinsic sizes.
/// - A view that joins a hierarchy is laid out whole, and what holds for the whole window
///   (its size, safe area, the input panel, the traits) marks every view in it.
extension View {
    /// Mirrors UIView.setNeedsLayout(): lays this view out at the next layout pass.
    public func setNeedsLayout() {
        needsLayout = true
        markSubtreeUpward()
    }

    /// Marks this view and every ancestor for layout (their content changed), up to
    /// one whose layout is running: what a layout changes in the views it places does
    /// not ask that layout, or those above it, to run again.
    func setNeedsLayoutUpward() {
        needsLayout = true
        subtreeNeedsLayout = true
        setNeedsRenderUpward()
        setNeedsSemanticsUpdate()
        var current = superview
        while let view = current, !view.isLayingOut {
            view.needsLayout = true
            view.subtreeNeedsLayout = true
            current = view.superview
        }
    }

    /// Marks every view under this one for layout: something they all lay out by
    /// changed. Views set aside (a table's rows off screen) are marked whole when they
    /// join the hierarchy again (`hierarchyDidChange()`).
    func setNeedsLayoutEverywhere() {
        markEverywhereBelow()
        markSubtreeUpward()
    }

    private func markEverywhereBelow() {
        needsLayout = true
        subtreeNeedsLayout = true
        subtreeNeedsRender = true
        semanticsNeedUpdate = true
        for view in subviews { view.markEverywhereBelow() }
    }

    /// The ancestors learn that a view under them needs layout; the walk up stops at one
    /// that knows already (so do all above it).
    private func markSubtreeUpward() {
        setNeedsRenderUpward()
        setNeedsSemanticsUpdate()
        subtreeNeedsLayout = true
        var current = superview
        while let view = current, !view.subtreeNeedsLayout {
            view.subtreeNeedsLayout = true
            current = view.superview
        }
    }

    /// A view added under another has a new place in the window: it and everything
    /// under it lay out again there.
    func hierarchyDidChange() { setNeedsLayoutEverywhere() }

    /// Mirrors layoutIfNeeded(): lays out the views under this one that need it, top-down.
    public func layoutIfNeeded() { layoutTree(everything: false) }

    /// Lays out this view's own subviews, and none of theirs (its controller's hooks around
    /// it, as `layoutTree` calls them).
    func layoutAlone() {
        isLayingOut = true
        defer { isLayingOut = false }
        viewController?.viewWillLayoutSubviews()
        layoutSubviews()
        viewController?.viewDidLayoutSubviews()
    }

    /// With `everything`, subviews that are not drawn (a table's rows just off screen)
    /// are laid out too: the semantic tree and the inspector name them. One not drawn
    /// keeps its mark (and so do its ancestors') until a pass reaches it.
    func layoutTree(everything: Bool) {
        guard subtreeNeedsLayout || drawsEveryCommit else { return }
        if needsLayout || drawsEveryCommit {
            needsLayout = false
            layoutAlone()
        }
        var remaining = needsLayout || drawsEveryCommit
        for view in subviews {
            if everything || drawsSubview(view) { view.layoutTree(everything: everything) }
            if view.subtreeNeedsLayout { remaining = true }
        }
        subtreeNeedsLayout = remaining
    }

    /// The window's safe area, in this view's coordinates, clipped to its bounds.
    /// Deviation: measured where the view rests, leaving out ancestors' `transitionOffset`
    /// (a view sliding in a navigation transition keeps its layout while it moves).
    public var safeAreaInsets: EdgeInsets {
        guard let window else { return .zero }
        // Both on the screen: the window's frame is where it sits there.
        let safe = window.frame.inset(by: window.safeAreaInsetsOfScreen)
        var mine = convert(bounds, to: nil)
        var ancestor: View? = self
        while let v = ancestor {
            mine.origin = Point(x: mine.minX - v.transitionOffset.x, y: mine.minY - v.transitionOffset.y)
            ancestor = v.superview
        }
        return EdgeInsets(
            top: max(0, safe.minY - mine.minY), left: max(0, safe.minX - mine.minX),
            bottom: max(0, mine.maxY - safe.maxY), right: max(0, mine.maxX - safe.maxX))
    }
}
