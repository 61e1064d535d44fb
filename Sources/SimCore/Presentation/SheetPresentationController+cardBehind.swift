/// E4.P7: the screen behind an edge-attached sheet at its large detent, in a regular
/// height (an iPhone in portrait), is scaled back into a card, as iOS 13 and later draw
/// a page sheet: its top just below the status bar, its corners rounded, the window's
/// black showing round it. At medium it is only dimmed; between the two (a drag) it
/// scales in proportion. Estimates (~): the 0.92 scale and the 10 pt corners.
/// Deviation: the status bar keeps its dark text over the black (iOS turns it light).
extension SheetPresentationController {
    /// The presenting screen's scale at the large detent (~).
    static let cardBehindScale = 0.92
    /// The presenting card's corner radius (~).
    static let cardBehindCornerRadius = 10.0

    /// The screen this sheet covers: the window's root view, for the first sheet on it.
    var presentingScreen: View? {
        guard let window, window.modalPresentations.first === self else { return nil }
        return window.rootViewController?.view
    }

    /// How far the presenting screen is scaled back: 1 with the sheet at large, 0 at
    /// medium (or below the screen), in between while it moves.
    func cardBehindProgress(sheetTop: Double) -> Double {
        guard isPresented, isEdgeAttached, !isCompactHeight, let window else { return 0 }
        let large = top(of: .large)
        let none = activeDetents.contains(.medium) ? top(of: .medium) : window.bounds.height
        guard none > large else { return 0 }
        return min(1, max(0, (none - sheetTop) / (none - large)))
    }

    /// Scales the presenting screen for where the sheet is now (called by `place`).
    func placeCardBehind() {
        guard let screen = presentingScreen, let window else { return }
        let progress = cardBehindProgress(sheetTop: sheetView.frame.minY)
        applyCardBehind(progress, to: screen, in: window)
    }

    /// Progress 0 puts the screen back as it was.
    func applyCardBehind(_ progress: Double, to screen: View, in window: Window) {
        let bounds = window.bounds
        let scale = 1 - (1 - Self.cardBehindScale) * progress
        // The scaled card's top at the safe area's top: the scale about the centre
        // lowers it by half the height it loses.
        let lowered = bounds.height * (1 - scale) / 2
        let y = (window.safeAreaInsetsOfScreen.top * progress - lowered)
        screen.transformScale = scale
        screen.frame = Rect(x: bounds.minX, y: progress == 0 ? bounds.minY : y, width: bounds.width, height: bounds.height)
        screen.cornerRadius = Self.cardBehindCornerRadius * progress
        // Clipped to its rounded corners; the dismissal unclips it once the slide ends.
        if progress > 0 { screen.clipsToBounds = true }
    }
}
