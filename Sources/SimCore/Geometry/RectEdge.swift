/// Mirrors UIRectEdge: a set of a rectangle's edges.
public struct RectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = Self(rawValue: 1), left = Self(rawValue: 2), bottom = Self(rawValue: 4), right = Self(rawValue: 8)
    public static let all: Self = [.top, .left, .bottom, .right]
}
