import Foundation

/// Mirrors UIScrollView: the content offset is `bounds.origin`; a pan recogniser drags
/// it, with rubber-banding past the edges and deceleration after a flick (B5).
open class ScrollView: View {
    /// Mirrors UIScrollView.KeyboardDismissMode (B5.3): `interactive` lets the keyboard
    /// follow a drag that goes down into it.
    public enum KeyboardDismissMode: Sendable { case none, onDrag, interactive }

    public var contentSize: Size = .zero
    /// Mirrors adjustedContentInset (the safe area is added by the owner's layout).
    public var contentInset: EdgeInsets = .zero {
        // Where the top edge is moved with it: a bar watching for it looks again.
        didSet { if oldValue.top != contentInset.top { didScroll?(self) } }
    }
    /// The part of adjustedContentInset's top that a navigation bar's large title adds
    /// (E6.L1): the owner's layout puts it in `contentInset.top`. Content at rest at the
    /// top stays at the top when it changes, so the large title shows expanded.
    /// Deviation: UIKit insets by the whole bar, the content running under it; here the
    /// content starts below the inline bar, so only the large title's area is inset.
    public var topBarInset = 0.0 {
        didSet {
            guard topBarInset != oldValue, !isDragging, contentOffset.y <= -oldValue else { return }
            contentOffset.y = -topBarInset
        }
    }
    public var delaysContentTouches = true
    public var keyboardDismissMode = KeyboardDismissMode.none
    public var alwaysBounceVertical = false
    public let panGestureRecognizer = PanGestureRecognizer()
    public private(set) var isDragging = false
    private var dragStartOffset = Point.zero
    /// How far the finger is below the input panel's top during an interactive drag (0
    /// while it is above), and whether it has been below at all in this drag.
    private var keyboardDragDepth = 0.0
    private var keyboardDragReachedPanel = false

    public override init(id: String? = nil, frame: Rect = .zero) {
        super.init(id: id, frame: frame)
        // The recognizer reaches its scroll view through its `view`, cleared when the view
        // goes, not a capture: a touch holds the recognizer and can outlive the scroll view
        // (a table made again under the finger). A weak capture would give every scroll
        // view a side table (docs/PERFORMANCE.md).
        panGestureRecognizer.action = { recognizer in
            if let pan = recognizer as? PanGestureRecognizer { (pan.view as? ScrollView)?.handlePan(pan) }
        }
        // B5.3: content that cannot scroll (and no always-bounce) starts no drag.
        panGestureRecognizer.shouldBegin = { pan in
            guard let view = pan.view as? ScrollView else { return false }
            return view.canScrollVertically || view.alwaysBounceVertical
        }
        // The model's scroll views scroll only vertically: sideways movement begins no pan.
        panGestureRecognizer.beginsOnVerticalMovementOnly = true
        addGestureRecognizer(panGestureRecognizer)
    }

    public var contentOffset: Point {
        get { boundsOrigin }
        set {
            // Inside an animation block the client will scroll through every offset from
            // here to the new one: what shows on the way stays until the next commit.
            if newValue != boundsOrigin, let window, window.isRecordingAnimations, animatedFromOffset == nil {
                animatedFromOffset = boundsOrigin
                window.noteAnimatedScroll(self)
            }
            guard newValue != boundsOrigin else { return }
            boundsOrigin = newValue
            didScroll?(self)
        }
    }

    /// Whether the content rests at (or is pulled down past) its top edge.
    var isAtTopEdge: Bool { contentOffset.y <= -contentInset.top }

    /// Mirrors scrollViewDidScroll(_:) of the delegate: after every change of the offset
    /// (a navigation bar follows it to its scroll-edge appearance, B12.4).
    public var didScroll: ((ScrollView) -> Void)?

    /// Where an animated scroll of the commit being built started (nil: none).
    var animatedFromOffset: Point? {
        didSet {
            guard oldValue != animatedFromOffset else { return }
            // What shows changed: this view and its subviews draw the rows in it.
            setNeedsRenderUpward()
            setSubviewsNeedRender()
        }
    }

    /// The vertical stretch of content that shows in this commit: the visible bounds,
    /// and, when a scroll is animated, every offset it passes. Tables keep only the rows
    /// in it in the hierarchy.
    public var shownContentRange: ClosedRange<Double> {
        let from = animatedFromOffset?.y ?? bounds.minY
        return min(from, bounds.minY)...max(from, bounds.minY) + bounds.height
    }

    public var minimumContentOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

    /// The largest offset the content can rest at.
    public var maximumContentOffset: Point {
        Point(
            x: max(-contentInset.left, contentSize.width + contentInset.right - bounds.width),
            y: max(-contentInset.top, contentSize.height + contentInset.bottom - bounds.height))
    }

    /// Content that is taller than the view (with insets) can scroll (B5.3).
    public var canScrollVertically: Bool {
        contentSize.height + contentInset.top + contentInset.bottom > bounds.height
    }

    /// Mirrors scrollRectToVisible(_:animated:) for the vertical axis: the least scroll
    /// that shows `rect` (in this view's content coordinates) inside the insets.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let visibleTop = contentOffset.y + contentInset.top
        let visibleBottom = contentOffset.y + bounds.height - contentInset.bottom
        var target = contentOffset.y
        if rect.maxY > visibleBottom { target += rect.maxY - visibleBottom }
        if rect.minY < visibleTop + (target - contentOffset.y) { target = rect.minY - contentInset.top }
        target = min(max(target, minimumContentOffset.y), maximumContentOffset.y)
        guard target != contentOffset.y else { return }
        if animated, let window {
            // Only what the scroll view holds moves (and a popover following a row in it).
            window.animate(withDuration: Metrics.inputViewAnimationDuration, within: [self]) { contentOffset.y = target }
        } else {
            contentOffset.y = target
        }
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            isDragging = true
            dragStartOffset = contentOffset
            keyboardDragDepth = 0
            keyboardDragReachedPanel = false
            if keyboardDismissMode == .onDrag { window?.endEditing(force: true) }
            if keyboardDismissMode == .interactive { followKeyboard(pan) }
        case .changed:
            contentOffset.y = rubberBanded(dragStartOffset.y - pan.translation.y)
            if keyboardDismissMode == .interactive { followKeyboard(pan) }
        case .ended, .cancelled:
            if keyboardDismissMode == .interactive { releaseKeyboard(pan) }
            // Still dragging while the spring back is declared: its animation starts from
            // where the finger left the content, not from a layout that clamped it.
            decelerate(fingerVelocity: pan.state == .ended ? pan.velocity.y : 0)
            isDragging = false
        default:
            break
        }
    }

    /// B5.3 interactive: once the finger goes below the keyboard's top, the keyboard
    /// follows it down (and back up, never above its resting place).
    private func followKeyboard(_ pan: PanGestureRecognizer) {
        guard let window, window.firstResponder != nil, let panel = window.inputPanelFrame, let touch = pan.touch else {
            return
        }
        keyboardDragDepth = max(0, touch.location.y - panel.minY)
        if keyboardDragDepth > 0 { keyboardDragReachedPanel = true }
        if keyboardDragReachedPanel { window.inputPanelDrag?(keyboardDragDepth) }
    }

    /// B5.3 interactive, on release: a finger below the keyboard's top that is not moving
    /// up dismisses it (editing ends and it slides on down); one that came back above the
    /// top, or is moving up, lets it slide back up with the responder still first. A drag
    /// that never reached the keyboard changes nothing.
    private func releaseKeyboard(_ pan: PanGestureRecognizer) {
        guard keyboardDragReachedPanel, let window else { return }
        keyboardDragReachedPanel = false
        let movingUp = pan.state == .ended && pan.velocity.y < 0
        if pan.state == .ended, keyboardDragDepth > 0, !movingUp, window.endEditing(force: true) { return }
        window.animate(withDuration: Metrics.inputViewAnimationDuration) { window.inputPanelDrag?(0) }
    }

    /// Past an edge the content follows the finger less and less (UIKit's 0.55 constant).
    func rubberBanded(_ offset: Double) -> Double {
        let low = minimumContentOffset.y, high = maximumContentOffset.y
        let h = max(1, bounds.height)
        func band(_ x: Double) -> Double { (1 - 1 / (x * 0.55 / h + 1)) * h }
        if offset < low { return low - band(low - offset) }
        if offset > high { return high + band(offset - high) }
        return offset
    }

    /// After release: back inside the edges, or on along the flick with the normal
    /// deceleration rate (B5.4), declared as one ease-out animation.
    func decelerate(fingerVelocity: Double) {
        let low = minimumContentOffset.y, high = maximumContentOffset.y
        let velocity = -fingerVelocity / 1000  // content points per ms
        let rate = Metrics.decelerationRate
        var target = contentOffset.y
        var duration = 0.3
        if contentOffset.y >= low && contentOffset.y <= high && abs(velocity) > 0.05 {
            target = contentOffset.y + velocity * rate / (1 - rate)
            duration = min(2.0, log(0.05 / abs(velocity)) / log(rate) / 1000)
        }
        target = min(max(target, low), high)
        // E6.L1: a large title is never left half collapsed; the content settles where it
        // shows whole or is gone, whichever is nearer, as UIKit's bar snaps.
        if topBarInset > 0, target > -topBarInset, target < 0 { target = target < -topBarInset / 2 ? -topBarInset : 0 }
        guard target != contentOffset.y, let window else {
            contentOffset.y = target
            return
        }
        window.animate(withDuration: max(0.1, duration), curve: .easeOut) {
            contentOffset.y = target
        }
    }
}
