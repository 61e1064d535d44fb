/// Makes render node ids for views that have no element id: `n1`, `n2`, ...
/// One per simulator, passed in, never global, so ids are the same on every run.
public struct IdGenerator: Sendable {
    private var counter = 0

    public init() {}

    public mutating func next() -> String {
        counter += 1
        return "n\(counter)"
    }
}
