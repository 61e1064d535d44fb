/// What one round of input produced: the new version and the ops from the previous one.
public struct Commit: Equatable, Sendable {
    public var version: Int
    public var ops: [RenderOp]
    /// The last finger lifted during this round of input, if one was.
    public var touch: TouchSummary?

    public init(version: Int, ops: [RenderOp], touch: TouchSummary? = nil) {
        self.version = version
        self.ops = ops
        self.touch = touch
    }
}
