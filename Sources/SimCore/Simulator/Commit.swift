/// What one round of input produced: the new version and the ops from the previous one.
public struct Commit: Equatable, Sendable {
    public var version: Int
    public var ops: [RenderOp]

    public init(version: Int, ops: [RenderOp]) {
        self.version = version
        self.ops = ops
    }
}
