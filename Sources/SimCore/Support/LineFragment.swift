/// One line of wrapped text: where it starts in the whole text (a UTF-16 offset) and
/// what it shows. Mirrors TextKit's line fragments (NSTextLineFragment).
/// Deviation: a plain value, with no glyph runs: the client draws each line as one
/// single-line text node, with the same font advances `Font.width(of:)` sums.
public struct LineFragment: Hashable, Sendable {
    /// The UTF-16 offset of the line's first character in the whole text.
    public var start: Int
    /// The line's characters: a soft-wrapped line keeps its trailing spaces, a line ended
    /// by a newline does not include it.
    public var text: String
    /// True when the line was broken to fit the width (the next line continues its
    /// paragraph); false at a newline and at the end of the text.
    public var isWrapped: Bool

    /// The UTF-16 offset just past the line's last character.
    public var end: Int { start + text.utf16.count }

    /// The last offset a caret can take on this line: a wrapped line's end is the next
    /// line's start, so its caret stops before the last character (there is no affinity).
    public var lastCaretOffset: Int {
        guard isWrapped, let last = text.last else { return end }
        return end - String(last).utf16.count
    }
}
