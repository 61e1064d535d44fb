/// Why a hit test passed a view by (B1.1–B1.4).
public enum HitTestSkipReason: String, Sendable {
    case hidden
    /// alpha below 0.01.
    case alpha
    /// isUserInteractionEnabled is false.
    case interactionDisabled
    /// point(inside:with:) said no.
    case outside
    /// The view's own hitTest(_:with:) said no although the point is inside (a popover's
    /// dismissal view letting a passthrough view have the touch).
    case refused
}
