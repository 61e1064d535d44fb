/// The sheet's drag (E4.P1): the card follows a finger down (and up to its largest
/// detent); let go past a third of the smallest detent's height below it, or flicked
/// down from there, it is dismissed; otherwise it settles at the nearest detent, a
/// flick taking it to the next one in the flick's direction.
/// Deviation: the drag is the sheet's wherever the touch begins outside a scroll view
/// (the navigation bar, the grabber); UIKit also hands it a pull down on content
/// scrolled to its top.
extension SheetPresentationController {
    /// Points per second past which a lift is a flick (~).
    static let flickVelocity = 1_000.0

    func dragged(_ pan: PanGestureRecognizer) {
        guard isPresented, style != .fullScreen, let window else { return }
        let start = isEdgeAttached ? top(of: activeDetent) : restingTopOfCard()
        let highest = isEdgeAttached ? top(of: activeDetents.contains(.large) ? .large : .medium) : start
        switch pan.state {
        case .began, .changed:
            dragTop = max(highest, start + pan.translation.y)
            place()
        case .ended:
            settle(from: dragTop ?? start, velocity: pan.velocity.y, in: window)
        default:
            dragTop = nil
            window.animate(withDuration: 0.25) { place() }
        }
    }

    /// Where the dragged sheet goes when the finger lifts.
    private func settle(from top: Double, velocity: Double, in window: Window) {
        let lowest: Detent = isEdgeAttached && activeDetents.contains(.medium) ? .medium : .large
        let lowestTop = isEdgeAttached ? self.top(of: lowest) : restingTopOfCard()
        let lowestHeight = window.bounds.height - lowestTop
        let flickDown = velocity > Self.flickVelocity, flickUp = velocity < -Self.flickVelocity
        if top - lowestTop > lowestHeight / 3 || (flickDown && (!isEdgeAttached || activeDetent == lowest || top > lowestTop)) {
            dismiss()
            return
        }
        dragTop = nil
        if isEdgeAttached {
            let sorted = activeDetents.sorted { self.top(of: $0) > self.top(of: $1) }  // lowest first
            if flickDown, activeDetent == .large, sorted.contains(.medium) {
                selectedDetent = .medium
            } else if flickUp, sorted.contains(.large) {
                selectedDetent = .large
            } else {
                selectedDetent = sorted.min { abs(self.top(of: $0) - top) < abs(self.top(of: $1) - top) } ?? activeDetent
            }
        }
        window.inspectorLog.record(.gesture, sheetView.inspectorName, "settled at \(isEdgeAttached ? activeDetent.rawValue : "rest")")
        window.animate(withDuration: 0.3) { place() }
    }

    /// An iPad card's top where it rests.
    private func restingTopOfCard() -> Double {
        let saved = dragTop
        dragTop = nil
        defer { dragTop = saved }
        return restingFrame.minY
    }
}
