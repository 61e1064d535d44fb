extension TextField {
    /// What the field shows: bullets for secure text (B6.4, A2.5).
    var displayedText: String {
        isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }

    /// The x of a UTF-16 offset, in the field's coordinates (the font's advances). Right
    /// to left the field's coordinates are mirrored (View+geometry): right-to-left text
    /// runs from the field's right edge as mirrored coordinates run, so its advances
    /// stand; left-to-right text sits against the right edge reading rightwards, so its
    /// advances count back from its end.
    /// The text scrolls along its line (B7.13): every x here is less `textScrollX`.
    func x(ofOffset offset: Int) -> Double { lineX(ofOffset: offset) - textScrollX }

    /// The x of an offset on the text's unscrolled line.
    func lineX(ofOffset offset: Int) -> Double {
        let x = measuredX(ofOffset: offset)
        return runsAgainstLayout ? measuredX(ofOffset: text.utf16.count) - x : x
    }

    /// Whether the text reads the other way from the field's layout (left-to-right text
    /// in a right-to-left field). Deviation: a text's direction is its first strong
    /// character's; mixed runs are not reordered.
    var runsAgainstLayout: Bool {
        effectiveUserInterfaceLayoutDirection.isRightToLeft && !text.isRightToLeftText
    }

    private func measuredX(ofOffset offset: Int) -> Double {
        if measuredOffsets.text != text || measuredOffsets.font != font || measuredOffsets.secure != isSecureTextEntry {
            measuredOffsets = (text, font, isSecureTextEntry, [:])
        } else if let x = measuredOffsets.xs[offset] {
            return x
        }
        let x = measureX(ofOffset: offset)
        measuredOffsets.xs[offset] = x
        return x
    }

    /// The advance of the text before a UTF-16 offset, read in place (no copy of a long
    /// line at every key).
    private func measureX(ofOffset offset: Int) -> Double {
        let utf16 = text.utf16
        let end = utf16.index(utf16.startIndex, offsetBy: min(max(0, offset), utf16.count))
        if isSecureTextEntry { return font.width(of: "•") * Double(text[..<end].count) }
        return font.width(of: text.unicodeScalars[..<end])
    }

    /// The nearest UTF-16 offset to an x, on character boundaries.
    func offset(atX x: Double) -> Int {
        let lineX = x + textScrollX
        let x = runsAgainstLayout ? measuredX(ofOffset: text.utf16.count) - lineX : lineX
        return font.offset(in: text, atX: x, shown: { [isSecureTextEntry] in isSecureTextEntry ? "•" : String($0) })
    }

    var isTintClear: Bool { tintColor == .clear }

    func layoutText() {
        layoutClearButton()
        textLabel.frame = Rect(x: 0, y: 0, width: textAreaWidth, height: bounds.height)
        let font = self.font
        textLabel.font = font
        if text.isEmpty {
            textScrollX = 0
            textLabel.text = placeholder
            textLabel.textColor = .placeholderText
        } else {
            textLabel.textColor = textColor
            layoutLongLine()
        }
        let lineHeight = caretHeight
        let top = (bounds.height - lineHeight) / 2
        let startX = x(ofOffset: selectedRange.lowerBound), endX = x(ofOffset: selectedRange.upperBound)
        layoutSelection(
            highlights: [(selectionHighlight, Rect(x: min(startX, endX), y: top, width: abs(endX - startX), height: lineHeight))],
            start: Point(x: startX, y: top), end: Point(x: endX, y: top), lineHeight: lineHeight)
    }

    /// Shows the caret (at `caretRect`) or, with text selected, the highlight views at
    /// their rects (one a line) and the two handles at the tops of the selection's first
    /// and last lines. TextView draws its lines' selection with it too.
    func layoutSelection(highlights: [(View, Rect)], start: Point, end: Point, lineHeight: Double) {
        let selecting = isEditing && !selectedRange.isEmpty
        caret.isHidden = !isEditing || selecting || !showsCaret
        caret.backgroundColor = tintColor
        caret.frame = caretRect
        caret.blinks = true
        for (highlight, rect) in highlights {
            highlight.isHidden = !selecting
            // A clear tint turns the selection grey and removes the handles (A1).
            highlight.backgroundColor = isTintClear ? .textSelectionClear : .textSelection
            highlight.frame = rect
        }
        for handle in [startHandle, endHandle] {
            handle.isHidden = !selecting || isTintClear
            handle.tintColor = tintColor
        }
        startHandle.place(atX: start.x, top: start.y, lineHeight: lineHeight)
        endHandle.place(atX: end.x, top: end.y, lineHeight: lineHeight)
    }
}
