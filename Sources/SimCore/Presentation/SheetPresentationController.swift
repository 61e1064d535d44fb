/// Mirrors UISheetPresentationController (E4): a page sheet, form sheet or full-screen
/// presentation of a view controller, with detents and a grabber on an iPhone.
///
/// iPhone (E4.P1): the sheet rises from the bottom to its detent — `large` leaves the
/// presenting screen showing, dimmed, above its top; `medium` rests at half the
/// screen's height. A drag on it moves it (SheetPresentationController+drag.swift).
/// iPad (E4.P2): a form sheet is a centred card of UIKit's form sheet size, a page
/// sheet a wider and taller card; a keyboard moves the card up (E4.P3). Full screen
/// covers everything on every device.
/// Compact height (E4.P5, an iPhone in landscape): the medium detent is inactive and the
/// sheet takes the full-screen appearance, without its grabber, unless it prefers to stay
/// edge-attached. A keyboard for a field in a medium sheet takes it to large (E4.P6), and
/// a large one on an iPhone scales the presenting screen back into a card (E4.P7,
/// SheetPresentationController+cardBehind.swift).
public final class SheetPresentationController: ModalPresentation {
    /// Mirrors UISheetPresentationController.Detent's system detents.
    public enum Detent: String, Sendable, CaseIterable { case medium, large }

    /// Mirrors detents: the heights the sheet rests at on an iPhone, smallest first.
    public var detents: [Detent] = [.large] {
        didSet { if detents.isEmpty { detents = [.large] } }
    }
    /// Mirrors prefersGrabberVisible.
    public var prefersGrabberVisible = false
    /// Mirrors prefersEdgeAttachedInCompactHeight: false (UIKit's default) gives the sheet
    /// the full-screen appearance in a compact height; true keeps it attached to the
    /// bottom edge, as wide as the safe area (E4.P5).
    public var prefersEdgeAttachedInCompactHeight = false
    /// Mirrors selectedDetentIdentifier: where it rests; the smallest detent at first.
    public internal(set) var selectedDetent: Detent = .large
    public let style: ModalPresentationStyle
    /// Weak: the controller holds its sheet (`sheetPresentationController`).
    private(set) weak var presentedViewController: ViewController?
    let sheetView: SheetView
    let dimming = PopoverDismissalView()
    weak var window: Window?
    public private(set) var isPresented = false
    /// The sheet's element id (role `sheet`). Deviation: UIKit's sheet has none.
    public var elementID: String? {
        get { sheetView.elementID }
        set { sheetView.elementID = newValue }
    }
    /// The sheet's top while a finger drags it, nil at rest.
    var dragTop: Double?
    /// Called once it is gone (a drag, a tap outside, `dismiss`).
    var didDismiss: () -> Void = {}
    /// Mirrors UIAdaptivePresentationControllerDelegate's presentationControllerDidDismiss
    /// as a closure. Deviation: called after every dismissal, by code too (as SwiftUI's
    /// `sheet(isPresented:)` sets its binding back however the sheet went).
    public var presentationControllerDidDismiss: (() -> Void)?

    static let dimmingColor = Color("rgba(0,0,0,0.2)")
    static let slideDuration = 0.35
    /// UIKit's form sheet size (~, iPadOS 17's default preferredContentSize).
    public static let formSheetSize = Size(width: 540, height: 620)
    /// The widest a page sheet is on an iPad (~).
    public static let pageSheetWidth = 704.0
    /// The gap above a large sheet on an iPhone, below the safe area's top (~).
    static let largeTopGap = 10.0
    static let padMargin = 20.0

    init(presentedViewController: ViewController, style: ModalPresentationStyle, id: String) {
        self.presentedViewController = presentedViewController
        self.style = style
        sheetView = SheetView(id: id, content: presentedViewController.view)
        dimming.backgroundColor = Self.dimmingColor
        // Weak: the views outlive this controller while they slide away.
        dimming.onTap = { [weak self] in self?.tappedOutside() }
        let pan = PanGestureRecognizer { [weak self] recognizer in
            if let pan = recognizer as? PanGestureRecognizer { self?.dragged(pan) }
        }
        pan.cancelsTouchesInView = true
        sheetView.addGestureRecognizer(pan)
    }

    var views: [View] { style == .fullScreen ? [sheetView] : [dimming, sheetView] }

    /// Whether the window's height is compact (an iPhone in landscape, E4.P5).
    var isCompactHeight: Bool { window?.traitCollection.verticalSizeClass == .compact }

    /// Whether the sheet is an edge-attached sheet with detents: in a compact width (an
    /// iPhone in portrait, an iPad's narrow window, F1.W2), page and form sheets alike — a
    /// form sheet shows as a page sheet there; in a compact height only when it prefers
    /// it (E4.P5). Asked at every placement, so a sheet up when the size classes change
    /// takes the other look.
    var isEdgeAttached: Bool {
        guard style != .fullScreen else { return false }
        if isCompactHeight { return prefersEdgeAttachedInCompactHeight }
        return window?.traitCollection.isHorizontallyCompact != false
    }

    /// Whether it has the full-screen appearance of a compact height (E4.P5): the whole
    /// window, square corners, no grabber.
    var isFullHeightInCompactHeight: Bool { style != .fullScreen && isCompactHeight && !prefersEdgeAttachedInCompactHeight }

    /// The detents that apply now: the medium detent is inactive in a compact height
    /// (UISheetPresentationController.Detent.medium()).
    var activeDetents: [Detent] { isCompactHeight ? [.large] : detents }

    /// The detent it shows at: the selected one, or large where medium is inactive. The
    /// selected detent is kept, so a turn back to portrait finds the sheet where it was.
    var activeDetent: Detent { activeDetents.contains(selectedDetent) ? selectedDetent : .large }

    /// The sheet's top at a detent on an iPhone.
    func top(of detent: Detent) -> Double {
        guard let window else { return 0 }
        let height = window.bounds.height
        switch detent {
        case .large: return window.safeAreaInsetsOfScreen.top + Self.largeTopGap
        case .medium: return (height / 2).rounded()
        }
    }

    /// Where the sheet rests now (or follows the finger).
    var restingFrame: Rect {
        guard let window else { return .zero }
        let bounds = window.bounds
        if style == .fullScreen { return bounds }
        let safe = window.safeAreaInsetsOfScreen
        if isEdgeAttached {
            let top = dragTop ?? top(of: activeDetent)
            // In a compact height it spans the safe area's width (the landscape iPhone's
            // sensor housing is beside it).
            let inset = isCompactHeight ? (left: safe.left, right: safe.right) : (left: 0, right: 0)
            return Rect(x: inset.left, y: top, width: bounds.width - inset.left - inset.right, height: max(0, bounds.height - top))
        }
        if isFullHeightInCompactHeight {
            return Rect(x: 0, y: dragTop ?? 0, width: bounds.width, height: bounds.height)
        }
        let card: Rect
        if style == .formSheet {
            let size = Self.formSheetSize
            card = Rect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                        width: size.width, height: size.height)
        } else {
            let width = min(Self.pageSheetWidth, bounds.width - 2 * Self.padMargin)
            let top = safe.top + Self.padMargin
            card = Rect(x: ((bounds.width - width) / 2).rounded(), y: top, width: width,
                        height: bounds.height - top - max(safe.bottom, Self.padMargin))
        }
        let placed = avoidingKeyboard(card)
        return dragTop.map { Rect(x: placed.minX, y: $0, width: placed.width, height: placed.height) } ?? placed
    }

    /// E4.P3: a card the keyboard would cover moves up until it clears it, stopping at
    /// the safe area's top (the field inside then scrolls clear as in any table).
    func avoidingKeyboard(_ card: Rect) -> Rect {
        guard let window, let panel = window.inputPanelFrame, card.maxY > panel.minY - Self.padMargin else { return card }
        let highest = window.safeAreaInsetsOfScreen.top + Self.padMargin
        let y = max(highest, panel.minY - Self.padMargin - card.height)
        return Rect(x: card.minX, y: min(card.minY, y), width: card.width, height: card.height)
    }

    func place() {
        guard isPresented, let window else { return }
        dimming.frame = window.bounds
        sheetView.frame = restingFrame
        sheetView.cornerRadius = style == .fullScreen || isFullHeightInCompactHeight ? 0 : SheetView.cornerRadius
        sheetView.detentName = isEdgeAttached || isFullHeightInCompactHeight ? activeDetent.rawValue : nil
        sheetView.grabber.isHidden = !(prefersGrabberVisible && isEdgeAttached)
        placeCardBehind()
    }

    func orientationDidChange() { place() }

    /// A sheet keeps Escape for its content (UIKit's sheets do not close on it).
    func escapePressed() {}

    /// Slides up from below the screen.
    func present(in window: Window) {
        self.window = window
        isPresented = true
        selectedDetent = detents.contains(.medium) ? .medium : .large
        window.endEditing(force: true)
        for view in views { window.addSubview(view) }
        window.modalPresentations.append(self)
        place()
        let resting = sheetView.frame
        // Laid out where it rests, then moved below the screen: only the card moves.
        sheetView.layoutIfNeeded()
        sheetView.frame = resting.offsetBy(dx: 0, dy: window.bounds.height - resting.minY)
        dimming.alpha = 0
        window.inspectorLog.record(.present, sheetView.inspectorName, "\(style.rawValue)\(isEdgeAttached ? ", \(activeDetent.rawValue)" : "")")
        let screen = presentingScreen
        let progress = cardBehindProgress(sheetTop: resting.minY)
        if let screen { applyCardBehind(0, to: screen, in: window) }
        window.animate(withDuration: Self.slideDuration, only: [sheetView, dimming] + (screen.map { [$0] } ?? [])) {
            sheetView.frame = resting
            dimming.alpha = 1
            if let screen { applyCardBehind(progress, to: screen, in: window) }
        }
    }

    /// Slides down off the screen; takes no touch from now on, and leaves the window
    /// when the slide ends.
    public func dismiss() {
        guard isPresented, let window else { return }
        let screen = presentingScreen
        isPresented = false
        dragTop = nil
        window.modalPresentations.removeAll { $0 === self }
        window.inspectorLog.record(.dismiss, sheetView.inspectorName)
        if let first = window.firstResponder as? View, first.isDescendant(of: sheetView) { _ = first.resignFirstResponder() }
        sheetView.isUserInteractionEnabled = false
        dimming.isUserInteractionEnabled = false
        let gone = sheetView.frame.offsetBy(dx: 0, dy: window.bounds.height - sheetView.frame.minY)
        window.animate(withDuration: Self.slideDuration, only: [sheetView, dimming] + (screen.map { [$0] } ?? [])) {
            sheetView.frame = gone
            dimming.alpha = 0
            if let screen { applyCardBehind(0, to: screen, in: window) }
        }
        window.timers.schedule(at: window.clock.now + Self.slideDuration) { [sheetView, dimming, weak screen] in
            sheetView.removeFromSuperview()
            dimming.removeFromSuperview()
            if let screen, screen.transformScale == 1 { screen.clipsToBounds = false }
        }
        // Last: the presenter lets go of the presented controller, and so of this.
        withExtendedLifetime(self) { didDismiss() }
    }

    /// A tap on the dimmed screen: an iPad's card and an iPhone sheet resting below its
    /// largest detent are dismissed (UIKit's behaviour); a large iPhone sheet keeps it.
    func tappedOutside() {
        if isEdgeAttached, activeDetent == .large { return }
        dismiss()
    }
}
