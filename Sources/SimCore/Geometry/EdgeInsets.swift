/// Insets from each edge. Mirrors UIEdgeInsets.
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// `[top, left, bottom, right]`, the order BEHAVIOR.md part C uses.
    public var array: [Double] { [top, left, bottom, right] }
}
