/// A hardware keyboard's arrow keys in a text field (B7.5, B7.6), as UIKit's text
/// input handles them on iPad and Mac: one character (a grapheme cluster) per press,
/// Option (alternate) by word, up and down to the start and end of the single line (a
/// TextView's `verticalOffset(from:up:)` moves between its lines instead, B7.9),
/// Shift extending or shrinking the selection from its anchor.
extension TextField {
    public enum ArrowKey: Sendable { case left, right, up, down }

    public func moveCaret(_ arrow: ArrowKey, modifiers: KeyModifiers = []) {
        let extending = modifiers.contains(.shift)
        let byWord = modifiers.contains(.alternate)
        // The end that stays and the end that moves; with no selection both are the caret.
        let anchor: Int
        let focus: Int
        if extending, let kept = selectionAnchor, kept == selectedRange.lowerBound || kept == selectedRange.upperBound {
            anchor = kept
            focus = kept == selectedRange.lowerBound ? selectedRange.upperBound : selectedRange.lowerBound
        } else {
            anchor = selectedRange.lowerBound
            focus = selectedRange.upperBound
        }
        let from: Int
        if extending || selectedRange.isEmpty {
            from = extending ? focus : selectedRange.lowerBound
        } else {
            // B7.5: a plain arrow collapses a selection to the side it points to.
            switch arrow {
            case .left: return collapse(to: selectedRange.lowerBound)
            case .right: return collapse(to: selectedRange.upperBound)
            case .up: return collapse(to: verticalOffset(from: selectedRange.lowerBound, up: true))
            case .down: return collapse(to: verticalOffset(from: selectedRange.upperBound, up: false))
            }
        }
        let target: Int =
            switch arrow {
            case .up: verticalOffset(from: from, up: true)
            case .down: verticalOffset(from: from, up: false)
            case .left: byWord ? wordBoundary(before: from) : position(from: from, offset: -1) ?? from
            case .right: byWord ? wordBoundary(after: from) : position(from: from, offset: 1) ?? from
            }
        window?.hideEditMenu()
        guard extending else { return selectedRange = target..<target }
        selectedRange = min(anchor, target)..<max(anchor, target)
        selectionAnchor = anchor
    }

    private func collapse(to offset: Int) {
        window?.hideEditMenu()
        selectedRange = offset..<offset
    }

    /// The start of the word before `offset` (spaces before the caret are skipped first).
    func wordBoundary(before offset: Int) -> Int {
        let utf16 = Array(text.utf16)
        var i = min(offset, utf16.count)
        while i > 0 && Self.isWordSeparator(utf16[i - 1]) { i -= 1 }
        while i > 0 && !Self.isWordSeparator(utf16[i - 1]) { i -= 1 }
        return i
    }

    /// The end of the word after `offset` (spaces after the caret are skipped first).
    func wordBoundary(after offset: Int) -> Int {
        let utf16 = Array(text.utf16)
        var i = max(0, offset)
        while i < utf16.count && Self.isWordSeparator(utf16[i]) { i += 1 }
        while i < utf16.count && !Self.isWordSeparator(utf16[i]) { i += 1 }
        return i
    }
}
