/// The transparent view behind a popover that takes every touch outside it: a tap there
/// dismisses the popover and goes nowhere else (B4.6).
final class PopoverDismissalView: View {
    /// Placed in screen coordinates: not mirrored in a right-to-left window.
    override var placesFrameByLayoutDirection: Bool { false }

    var onTap: () -> Void = {}

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        onTap()
    }

    /// Passthrough views take their own touches (B4.6).
    var passthroughViews: [View] = []

    override func hitTest(_ point: Point, with event: Event?) -> View? {
        let screenPoint = convert(point, to: nil)
        if passthroughViews.contains(where: { !$0.isHiddenInTree && $0.frameInScreen.contains(screenPoint) }) {
            return nil
        }
        return super.hitTest(point, with: event)
    }
}
