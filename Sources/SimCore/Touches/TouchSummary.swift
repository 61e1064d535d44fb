/// What one finger did from down to up, for the host: the element it went down on and
/// the gesture it made by the engine's own thresholds. The browser mirrors a touch on
/// other devices by this, so it keeps no hit test or gesture thresholds of its own.
/// Not in UIKit (an app never needs it); the inspector's equivalent of a touch log line.
public struct TouchSummary: Equatable, Sendable {
    public enum Gesture: String, Sendable {
        /// Down and up within the slop, sooner than a long press.
        case tap
        /// Held for a long press's duration without leaving the slop (B6.1).
        case longPress
        /// Moved beyond the slop (a scroll, a wheel spin, a slider).
        case drag
    }

    /// The element id of the semantic element under the finger when it went down; nil
    /// when it went down on no element (a container, or outside a presented popover).
    public var target: String?
    public var gesture: Gesture

    public init(target: String?, gesture: Gesture) {
        self.target = target
        self.gesture = gesture
    }
}
