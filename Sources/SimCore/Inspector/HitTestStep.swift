/// One view a hit test visited, in the order visited: front-most subviews first.
public struct HitTestStep: Equatable, Sendable {
    /// What became of the view.
    public enum Outcome: String, Sendable {
        /// The point was inside; the search went on into its subviews and one took it.
        case descended
        /// The view that the hit test returned.
        case hit
        case skipped
    }

    /// The view's element id, else its class name.
    public var view: String
    public var className: String
    public var depth: Int
    public var frame: Rect
    public var outcome: Outcome
    public var reason: HitTestSkipReason?
}
