/// E4.P6: the keyboard for a field inside an edge-attached sheet resting at its medium
/// detent takes the sheet to its large detent, so the field and the rows round it show
/// above the keyboard (estimate: iOS 17 behaviour, not in Apple's documentation). The
/// sheet stays at large when the keyboard goes. A sheet with no large detent stays put.
extension SheetPresentationController {
    /// The input panel rose (or changed) for `responder`, sliding over `duration`.
    func inputPanelDidRise(for responder: Responder?, duration: Double) {
        guard isPresented, isEdgeAttached, activeDetent == .medium, activeDetents.contains(.large), let window,
            let view = responder as? View, view.isDescendant(of: sheetView)
        else { return }
        selectedDetent = .large
        window.inspectorLog.record(.gesture, sheetView.inspectorName, "settled at large for the keyboard")
        window.animate(withDuration: duration) { place() }
    }
}
