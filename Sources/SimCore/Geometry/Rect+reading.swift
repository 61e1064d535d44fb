extension Rect {
    /// Whether two frames read as one line: they overlap vertically by at least half the
    /// shorter one's height. VoiceOver's default order (View+semantics) and the audit's
    /// reading-order check both read a screen line by line with it.
    public func isOnSameLine(as other: Rect) -> Bool {
        min(maxY, other.maxY) - max(minY, other.minY) >= min(height, other.height) / 2
    }
}
