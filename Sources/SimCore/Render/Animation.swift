/// An animation declared with a commit and played by the client: from the values in
/// `from` to the op's new values. Mirrors what `UIView.animate(withDuration:...)` commits.
public struct Animation: Equatable, Sendable {
    /// Mirrors UIView.AnimationCurve.
    public enum Curve: String, Sendable {
        case linear, easeIn, easeOut, easeInOut
    }

    public var duration: Double
    public var curve: Curve
    public var delay: Double
    public var from: Start

    public init(duration: Double, curve: Curve = .easeInOut, delay: Double = 0, from: Start = Start()) {
        self.duration = duration
        self.curve = curve
        self.delay = delay
        self.from = from
    }
}
