/// A text view's lines (B7.9): wrapping at the container's width, positions of offsets
/// on lines and back, the labels and selection drawn per line, and the content offset
/// that keeps the caret's line in view. Rects are in bounds (content) coordinates.
extension TextView {
    /// The width lines wrap at: the bounds less the insets and the padding either side.
    var wrapWidth: Double {
        max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * lineFragmentPadding)
    }

    /// Where every line's text starts.
    var textLeft: Double { textContainerInset.left + lineFragmentPadding }

    /// The wrapped lines of the text, made again only when the text, font or width changed.
    public var lines: [LineFragment] {
        let width = wrapWidth
        if let wrapping, wrapping.width == width, wrapping.font == font, wrapping.text == text { return wrapping.lines }
        let lines = font.lineFragments(of: text, width: width)
        scannedUnits += text.utf8.count
        wrapping = (text, font, width, lines)
        return lines
    }

    /// The wrapped lines of the placeholder, kept like `lines`.
    var placeholderLines: [LineFragment] {
        let width = wrapWidth, shown = placeholder ?? ""
        if let wrapped = placeholderWrapping, wrapped.width == width, wrapped.font == font, wrapped.text == shown {
            return wrapped.lines
        }
        let lines = font.lineFragments(of: shown, width: width)
        placeholderWrapping = (shown, font, width, lines)
        return lines
    }

    /// The lines' height with the top and bottom insets.
    var textHeight: Double {
        Double(lines.count) * font.lineHeight + textContainerInset.top + textContainerInset.bottom
    }

    func lineTop(_ index: Int) -> Double { textContainerInset.top + Double(index) * font.lineHeight }

    /// The line a caret at `offset` is on: the last one starting at or before it (a
    /// wrapped line's end is the next line's start).
    func lineIndex(of offset: Int) -> Int {
        let lines = self.lines
        var low = 0, high = lines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lines[mid].start <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The x of an offset on `line` (the font's advances from the line's start). Right to
    /// left the view's coordinates are mirrored (View+geometry), so right-to-left text
    /// runs on from `textLeft`; left-to-right text in a right-to-left view sits against
    /// the right edge reading rightwards, so its advances count back from the line's end
    /// (as a text field's do, TextField+drawing).
    func x(ofOffset offset: Int, on line: LineFragment) -> Double {
        let utf16 = Array(line.text.utf16)
        let prefix = utf16[0..<min(max(0, offset - line.start), utf16.count)]
        let advance = font.width(of: String(decoding: prefix, as: UTF16.self))
        return runsAgainstLayout ? textLeft + font.width(of: line.text) - advance : textLeft + advance
    }

    /// The nearest offset to an x on `line`, never past its last caret position.
    func offset(atX x: Double, on line: LineFragment) -> Int {
        let local = runsAgainstLayout ? font.width(of: line.text) - (x - textLeft) : x - textLeft
        return min(line.start + font.offset(in: line.text, atX: local), line.lastCaretOffset)
    }

    func caretRect(at offset: Int) -> Rect {
        let index = lineIndex(of: offset)
        let top = lineTop(index) + (font.lineHeight - caretHeight) / 2
        return Rect(x: x(ofOffset: offset, on: lines[index]), y: top, width: 2, height: caretHeight)
    }

    /// A tap: the line from y (the first or last when above or below the text), the
    /// offset on it from x.
    func nearestOffset(to point: Point) -> Int {
        let lines = self.lines
        let row = Int(((point.y - textContainerInset.top) / font.lineHeight).rounded(.down))
        return offset(atX: point.x, on: lines[min(max(0, row), lines.count - 1)])
    }

    /// Up and Down: the nearest offset at the same x on the line above or below; the
    /// start of the text from the first line, the end from the last (as UIKit).
    func offset(onLineAdjacentTo offset: Int, up: Bool) -> Int {
        let lines = self.lines
        let index = lineIndex(of: offset)
        let target = index + (up ? -1 : 1)
        guard lines.indices.contains(target) else { return up ? 0 : length }
        return self.offset(atX: x(ofOffset: offset, on: lines[index]), on: lines[target])
    }

    /// The lines the selection covers, first to last; nil for a caret.
    func selectedLines(of lines: [LineFragment]) -> ClosedRange<Int>? {
        guard !selectedRange.isEmpty else { return nil }
        let first = lineIndex(of: selectedRange.lowerBound)
        var last = lineIndex(of: selectedRange.upperBound)
        // A selection ending at a wrapped line's end ends on that line, not the next.
        if last > first && lines[last].start == selectedRange.upperBound { last -= 1 }
        return first...last
    }

    /// The selection's rects, one a line, each a line tall; none for a caret.
    func selectionRects() -> [Rect] {
        let lines = self.lines
        guard let selected = selectedLines(of: lines) else { return [] }
        let first = selected.lowerBound, last = selected.upperBound
        return selected.map { index in
            let line = lines[index]
            let start = x(ofOffset: index == first ? selectedRange.lowerBound : line.start, on: line)
            let end = x(ofOffset: index == last ? selectedRange.upperBound : line.end, on: line)
            return Rect(x: min(start, end), y: lineTop(index), width: abs(end - start), height: font.lineHeight)
        }
    }

    /// The rect around the selection's lines (the caret's with none): the edit menu's anchor.
    var selectionBoundingRect: Rect {
        let rects = selectionRects()
        guard let first = rects.first, let last = rects.last else { return caretRect }
        let minX = rects.map(\.minX).min() ?? first.minX
        let maxX = rects.map(\.maxX).max() ?? last.maxX
        return Rect(x: minX, y: first.minY, width: maxX - minX, height: last.maxY - first.minY)
    }

    func layoutLines() {
        let lineHeight = font.lineHeight
        // The placeholder wraps like text, in the placeholder colour, while there is none.
        let shown = text.isEmpty ? placeholderLines : lines
        resize(&moreLineLabels, to: shown.count - 1, below: caret) { Label() }
        for (index, label) in ([textLabel] + moreLineLabels).enumerated() {
            label.font = font
            label.textColor = text.isEmpty ? .placeholderText : textColor
            label.text = shown[index].text
            label.frame = Rect(x: textLeft, y: lineTop(index), width: wrapWidth, height: lineHeight)
        }
        let rects = selectionRects()
        resize(&moreHighlights, to: rects.count - 1, below: textLabel) { View() }
        let highlights = [selectionHighlight] + moreHighlights
        // The handles stand at the selection's ends, wherever the text's direction puts them.
        let lines = self.lines
        let selected = selectedLines(of: lines)
        layoutSelection(
            highlights: rects.isEmpty ? [(selectionHighlight, .zero)] : Array(zip(highlights, rects)),
            start: selected.map { Point(x: x(ofOffset: selectedRange.lowerBound, on: lines[$0.lowerBound]), y: lineTop($0.lowerBound)) } ?? .zero,
            end: selected.map { Point(x: x(ofOffset: selectedRange.upperBound, on: lines[$0.upperBound]), y: lineTop($0.upperBound)) } ?? .zero,
            lineHeight: lineHeight)
        scrollCaretToVisible()
    }

    /// Keeps `count` (at least none) extra views, adding new ones under `view`. A text of
    /// thousands of lines adds or drops thousands at once: the views that go leave in one
    /// pass, and the place under `view` is found once (it moves up one with each view put
    /// there), not searched for each.
    private func resize<V: View>(_ views: inout [V], to count: Int, below view: View, make: () -> V) {
        let count = max(0, count)
        if views.count > count {
            removeSubviews(Array(views[count...]))
            views.removeLast(views.count - count)
        }
        guard views.count < count else { return }
        var index = subviews.firstIndex { $0 === view } ?? subviews.count
        while views.count < count {
            let new = make()
            insertSubview(new, at: index)
            index += 1
            views.append(new)
        }
    }

    /// While editing, scrolls the content so the caret's line and the insets around it
    /// show; always keeps the offset inside the content (B7.9).
    func scrollCaretToVisible() {
        var y = contentOffset.y
        if isEditing {
            let index = lineIndex(of: selectedRange.upperBound)
            let top = lineTop(index) - textContainerInset.top
            let bottom = lineTop(index) + font.lineHeight + textContainerInset.bottom
            if top < y { y = top }
            if bottom > y + bounds.height { y = bottom - bounds.height }
        }
        y = min(max(0, y), max(0, textHeight - bounds.height))
        if y != contentOffset.y { contentOffset.y = y }
    }
}
