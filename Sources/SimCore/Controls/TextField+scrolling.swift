/// B7.13: a line longer than the field. UITextField's field editor scrolls the line so
/// the caret stays inside the field while editing; not editing, the line shows from its
/// start and ends in an ellipsis. Only the characters that show are drawn, so a key in a
/// field holding thousands of characters lays out and sends a field's width of text.
///
/// Deviation: a character cut by the field's edge while scrolled is left out (UIKit
/// clips its glyph), so up to one character's width at either edge stays empty.
extension TextField {
    /// The caret's width, kept inside the field with it.
    static let caretWidth = 2.0

    /// Shows the text in `textLabel`: all of it when it fits; else the slice that shows.
    func layoutLongLine() {
        let lineWidth = self.lineWidth
        let width = textAreaWidth
        guard lineWidth > width, width > 0 else {
            textScrollX = 0
            textLabel.text = displayedText
            return
        }
        guard isEditing else {
            textScrollX = 0
            // From the start, cut a little past the edge: the label's ellipsis ends it.
            let start = lineX(ofOffset: 0)
            let shown = runsAgainstLayout ? (start - width - 20)...start : start...(start + width + 20)
            textLabel.text = slice(boundaries(within: shown))
            return
        }
        // The line stays where it is while the caret shows; a caret past an edge scrolls
        // it just far enough to stand at that edge.
        let caret = lineX(ofOffset: selectedRange.upperBound)
        var scroll = textScrollX
        if caret + Self.caretWidth - scroll > width { scroll = caret + Self.caretWidth - width }
        if caret < scroll { scroll = caret }
        textScrollX = min(max(0, scroll), lineWidth + Self.caretWidth - width)
        let shown = boundaries(within: textScrollX...(textScrollX + width))
        let edges = [lineX(ofOffset: shown.lowerBound), lineX(ofOffset: shown.upperBound)].map { $0 - textScrollX }
        textLabel.text = slice(shown)
        // The slice's own width (and half a point, so the label never ellipsises it).
        textLabel.frame = Rect(x: edges.min() ?? 0, y: 0, width: abs(edges[1] - edges[0]) + 0.5, height: bounds.height)
    }

    /// The line's whole width.
    private var lineWidth: Double { abs(lineX(ofOffset: length) - lineX(ofOffset: 0)) }

    /// The displayed text between two UTF-16 offsets on character boundaries.
    private func slice(_ range: Range<Int>) -> String {
        let utf16 = text.utf16
        let part = String(utf16[utf16.index(utf16.startIndex, offsetBy: range.lowerBound)..<utf16.index(utf16.startIndex, offsetBy: range.upperBound)]) ?? ""
        return isSecureTextEntry ? String(repeating: "•", count: part.count) : part
    }

    /// The first and last character boundaries whose unscrolled x lies within `span`: one
    /// pass over the scalars' advances (a character's scalars after its first add to its
    /// advance in place), then rounded inward to whole characters.
    private func boundaries(within span: ClosedRange<Double>) -> Range<Int> {
        let total = lineWidth
        let slack = 0.01
        let bullet = isSecureTextEntry ? font.width(of: "•") : 0
        var first: Int?
        var last = 0
        var offset = 0
        var advance = 0.0
        func consider() {
            let x = runsAgainstLayout ? total - advance : advance
            guard x >= span.lowerBound - slack, x <= span.upperBound + slack else { return }
            if first == nil { first = offset }
            last = offset
        }
        consider()
        if isSecureTextEntry {
            for character in text {
                offset += character.utf16.count
                advance += bullet
                consider()
            }
        } else {
            for scalar in text.unicodeScalars {
                offset += scalar.utf16.count
                advance += font.width(of: CollectionOfOne(scalar))
                consider()
            }
        }
        guard let first else { return 0..<0 }
        let lower = characterBoundary(atOrAfter: first), upper = characterBoundary(atOrBefore: last)
        return lower..<max(lower, upper)
    }

    /// A UTF-16 offset moved to the nearest character boundary at or after it (or before).
    private func characterBoundary(atOrAfter offset: Int) -> Int {
        var offset = offset
        while offset < length, !isCharacterBoundary(offset) { offset += 1 }
        return offset
    }

    private func characterBoundary(atOrBefore offset: Int) -> Int {
        var offset = offset
        while offset > 0, !isCharacterBoundary(offset) { offset -= 1 }
        return offset
    }

    private func isCharacterBoundary(_ offset: Int) -> Bool {
        let utf16 = text.utf16
        return utf16.index(utf16.startIndex, offsetBy: offset).samePosition(in: text) != nil
    }
}
