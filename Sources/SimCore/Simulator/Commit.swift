/// What one round of input produced: the new version and the ops from the previous one.
public struct Commit: Equatable, Sendable {
    public var version: Int
    public var ops: [RenderOp]
    /// The last finger lifted during this round of input, if one was.
    public var touch: TouchSummary?
    /// Where the first key or text event of this round went, if one ran.
    public var typing: TypingSummary?
    /// The old action ids this round's events went to (E3.S6), each once.
    public var oldActionIDs: [OldActionID]

    public init(
        version: Int, ops: [RenderOp], touch: TouchSummary? = nil, typing: TypingSummary? = nil, oldActionIDs: [OldActionID] = []
    ) {
        self.version = version
        self.ops = ops
        self.touch = touch
        self.typing = typing
        self.oldActionIDs = oldActionIDs
    }
}
