/// Mirrors UIPopoverPresentationController: presents content anchored to a source view,
/// places it with `PopoverLayout`, re-places it against the source's new frame after a
/// rotation (B4.5) and whenever the source moves (B4.8), and dismisses it on a tap
/// outside (B4.6).
public final class PopoverPresentation {
    public let popover: PopoverView
    /// The view it points at. Weak (the popover view's own pointer): a control that
    /// presents for itself holds its presentation, and a strong pointer back kept both.
    public var sourceView: View? { popover.sourceView }
    /// Whether it belongs to its source rather than to a view controller: mirrors a
    /// control that presents for itself (a compact UIDatePicker's calendar, a UIButton's
    /// menu), whose presentation goes when the control leaves the window (its table made
    /// again, say); while it is up a table keeps the control's cell (`staysInTable`). A
    /// view controller's popover stays where it was instead (B4.8).
    public var endsWithSource = false
    public var preferredContentSize: Size
    public var permittedArrowDirections = Set(PopoverArrowDirection.allCases)
    public var passthroughViews: [View] = [] { didSet { dismissal.passthroughViews = passthroughViews } }
    /// A popover with an arrow, a card over a dimmed screen, or a menu (PresentationStyle).
    public var style = PresentationStyle.popover {
        didSet { popover.style = style }
    }
    /// The style it takes in a compact width instead of adapting to a sheet (mirrors a
    /// UIAdaptivePresentationControllerDelegate's adaptivePresentationStyle(for:traitCollection:)):
    /// nil adapts as UIKit's popover does (F1.W2); a compact date picker keeps its card
    /// (`overlay`, E1.D8).
    public var compactWidthStyle: PresentationStyle?
    /// The style it shows in now: `compactWidthStyle` in a compact width, else `style`.
    var shownStyle: PresentationStyle {
        guard let compactWidthStyle, (window ?? sourceView?.window)?.traitCollection.isHorizontallyCompact == true
        else { return style }
        return compactWidthStyle
    }
    /// Called after a dismissal by a tap outside or the Escape key (B4.6, B7.7; mirrors
    /// popoverPresentationControllerDidDismissPopover).
    public var didDismiss: () -> Void = {}
    public private(set) var isPresented = false
    public private(set) var layout: PopoverLayout?
    /// The source's frame on screen when the popover was last placed.
    private var placedSourceRect: Rect?
    /// The removal of a popover fading out, due when its fade ends.
    private var removal: TimerQueue.Token?
    static let fadeDuration = 0.2
    let dismissal = PopoverDismissalView()

    public init(id: String, content: View, contentSize: Size, sourceView: View) {
        popover = PopoverView(id: id, content: content)
        popover.sourceView = sourceView
        preferredContentSize = contentSize
        // Weak: the dimming view may outlive this presentation while it fades out.
        dismissal.onTap = { [weak self] in self?.end() }
    }

    /// The window it shows in: the popover is the window's subview while it is up (and
    /// while it fades out), so nothing here points at a window after it.
    var window: Window? { popover.window }

    /// Shows it in the source's window, fading in.
    public func present() {
        guard !isPresented, let window = sourceView?.window else { return }
        isPresented = true
        window.timers.cancel(removal)
        removal = nil
        // E1.D1: the card dims the screen behind it; a popover and a menu leave it as it is.
        window.addSubview(dismissal)
        window.addSubview(popover)
        window.bringSubviewToFront(window.editMenu)
        window.presentations.append(self)
        place()
        window.inspectorLog.record(
            .present, popover.inspectorName, "from \(sourceView?.inspectorName ?? "?"), arrow \(layout?.arrowDirection.rawValue ?? "?")")
        popover.alpha = 0
        // The fade changes the popover's alpha alone.
        window.animate(withDuration: Self.fadeDuration, only: [popover]) { popover.alpha = 1 }
    }

    /// Fades out (B4.6): gone at once for touches and the semantic tree (transparent),
    /// the client plays the fade, and the view leaves the window when the fade ends.
    public func dismiss() {
        guard isPresented, let window else { return }
        isPresented = false
        window.inspectorLog.record(.dismiss, popover.inspectorName)
        window.presentations.removeAll { $0 === self }
        dismissal.removeFromSuperview()
        // The content's first responder resigns now, not when the fade ends (B4.6).
        if let first = window.firstResponder as? View, first.isDescendant(of: popover) { _ = first.resignFirstResponder() }
        window.animate(withDuration: Self.fadeDuration, only: [popover]) { popover.alpha = 0 }
        // The popover view is held by the timer: it leaves the window even when nothing
        // holds this presentation any more (an action sheet's, let go once chosen).
        removal = window.timers.schedule(at: window.clock.now + Self.fadeDuration) { [weak self, popover] in
            guard self?.isPresented != true else { return }
            popover.removeFromSuperview()
            self?.removal = nil
        }
    }

    /// Takes the popover off screen at once, with no fade: the app it belongs to is gone
    /// (a relaunch for a new language).
    func removeAtOnce() {
        isPresented = false
        if let removal { window?.timers.cancel(removal) }
        removal = nil
        window?.presentations.removeAll { $0 === self }
        dismissal.removeFromSuperview()
        popover.removeFromSuperview()
    }

    /// Dismissed by the system or the person (a tap outside, Escape, a rotation closing a
    /// menu, its control gone) rather than by the app: the app is told.
    func end() {
        dismiss()
        didDismiss()
    }

    /// Whether it shows as a sheet from the bottom: a popover in a compact width or height,
    /// as UIKit adapts it there (F1.W2, C.S1). Cards and menus keep their look.
    public var isAdaptedToSheet: Bool {
        shownStyle == .popover && (window ?? sourceView?.window)?.traitCollection.adaptsPopovers == true
    }

    /// Computes the placement against the source's current frame, or as a sheet at the
    /// bottom in a compact width.
    func place() {
        guard let window = window ?? sourceView?.window else { return }
        // A source out of the window (B4.8) is placed against where it last was. In the
        // window's coordinates, where the popover is: a Slide Over window is not at the
        // screen's corner.
        let sourceRect = sourceView.flatMap { $0.window === window ? $0.convert($0.bounds, to: window) : nil }
            ?? placedSourceRect ?? .zero
        dismissal.frame = window.bounds
        let sheet = isAdaptedToSheet
        let style = shownStyle
        if popover.style != style { popover.style = style }
        // E1.D1: the card dims the screen behind it, and so does a sheet; a popover and a
        // menu leave it as it is.
        dismissal.backgroundColor = style == .overlay || sheet ? .dimming : nil
        popover.sheetBottomInset = sheet ? window.safeAreaInsetsOfScreen.bottom : nil
        let placement = sheet
            ? PopoverLayout.bottomSheet(
                contentSize: preferredContentSize, screen: window.bounds.size, safeArea: window.safeAreaInsetsOfScreen)
            : style.isAdjacent
            ? PopoverLayout.adjacent(
                contentSize: preferredContentSize, sourceRect: sourceRect, screen: window.bounds.size,
                safeArea: adjacentSafeArea(in: window))
            : PopoverLayout.place(
            contentSize: preferredContentSize, sourceRect: sourceRect, screen: window.bounds.size,
            safeArea: window.safeAreaInsetsOfScreen, orientation: window.orientation,
            permitted: permittedArrowDirections)
        layout = placement
        placedSourceRect = sourceRect
        popover.apply(placement)
    }

    /// E1.D3: a card or a menu stays above a keyboard left up (the first responder keeps
    /// it): a menu always (it scrolls when cut), a card when it fits there whole; a card
    /// that does not (a phone in landscape) takes the whole safe area and the keyboard
    /// covers its lower part.
    private func adjacentSafeArea(in window: Window) -> EdgeInsets {
        var insets = window.safeAreaInsetsOfScreen
        guard let panel = window.inputPanelFrame else { return insets }
        let panelTop = panel.minY - window.frame.minY
        let room = panelTop - insets.top - 2 * Metrics.popoverScreenMargin
        guard style == .menu || preferredContentSize.height <= room else { return insets }
        insets.bottom = max(insets.bottom, window.bounds.height - panelTop)
        return insets
    }

    /// B4.8: the source moved (its table scrolled back when the keyboard went, say): the
    /// popover is placed again against it, as UIKit re-anchors to `sourceView` rather than
    /// a rect taken once. A source out of the window leaves the popover where it was,
    /// unless the popover belongs to it (`endsWithSource`): then it goes.
    func followSource() {
        guard isPresented else { return }
        guard let source = sourceView, source.window === window else {
            if endsWithSource { end() }
            return
        }
        guard source.convert(source.bounds, to: window) != placedSourceRect else { return }
        place()
        popover.layoutIfNeeded()
    }

    /// After a rotation: placed again and shown again (UIKit hides a popover during the
    /// turn and re-presents it, A1 iPad 6). A menu closes instead, as UIKit's does (E2.M1).
    func orientationDidChange() {
        guard isPresented, let window else { return }
        if style == .menu || (endsWithSource && sourceView?.window !== window) { return end() }
        place()
        popover.alpha = 0
        // The fade changes the popover's alpha alone.
        window.animate(withDuration: 0.25, only: [popover]) { popover.alpha = 1 }
    }
}
