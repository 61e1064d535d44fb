extension TextField {
    /// B7.12, a tap in a field that is editing: a second tap soon after the first and near
    /// it selects the word there (with the edit menu); a tap on the caret shows the edit
    /// menu; any other tap puts the caret at the word boundary nearest the finger (UIKit
    /// does not put it inside a word) and hides the menu.
    func tapped(at point: Point, time: Double) {
        // Taps at the very same instant (one batch on a manual clock) are two taps, not a
        // double tap: a double tap takes time between its taps.
        if let last = lastTap, time > last.time, time - last.time <= Metrics.doubleTapInterval,
            abs(point.x - last.point.x) <= Metrics.doubleTapDistance, abs(point.y - last.point.y) <= Metrics.doubleTapDistance
        {
            lastTap = nil
            guard hasText else { return }
            selectedRange = wordRange(around: offset(at: point))
            window?.showEditMenu(for: self, anchor: selectionRect)
            return
        }
        lastTap = (time, point)
        let offset = nearestWordBoundary(to: point)
        if selectedRange.isEmpty, selectedRange.lowerBound == offset {
            window?.showEditMenu(for: self, anchor: caretRect)
            return
        }
        selectedRange = offset..<offset
        window?.hideEditMenu()
    }

    /// The start or the end of the word under `point`, whichever is nearer; between
    /// words, the offset itself.
    func nearestWordBoundary(to point: Point) -> Int {
        let offset = self.offset(at: point)
        let word = wordRange(around: offset)
        guard word.lowerBound < offset, offset < word.upperBound, word != 0..<length || text.utf16.contains(where: Self.isWordSeparator) else {
            return offset
        }
        // Nearer in characters (a text view's word may sit on any of its lines).
        return offset - word.lowerBound < word.upperBound - offset ? word.lowerBound : word.upperBound
    }
}
