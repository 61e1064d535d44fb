extension TextField {
    /// What the field shows: bullets for secure text (B6.4, A2.5).
    var displayedText: String {
        isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }

    /// The x of a UTF-16 offset, in the field's coordinates (the font's advances).
    func x(ofOffset offset: Int) -> Double {
        let utf16 = Array(text.utf16)
        let prefix = String(decoding: utf16[0..<min(max(0, offset), utf16.count)], as: UTF16.self)
        let shown = isSecureTextEntry ? String(repeating: "•", count: prefix.count) : prefix
        return font.width(of: shown)
    }

    /// The nearest UTF-16 offset to an x, on character boundaries. One pass, adding each
    /// character's advance (a tap in a 10,000-character field stays cheap).
    func offset(atX x: Double) -> Int {
        var best = 0
        var bestDistance = abs(x)
        var offset = 0
        var advance = 0.0
        for character in text {
            offset += character.utf16.count
            advance += font.width(of: isSecureTextEntry ? "•" : String(character))
            let distance = abs(advance - x)
            if distance < bestDistance { (best, bestDistance) = (offset, distance) }
        }
        return best
    }

    var caretRect: Rect {
        let height = font.size * 1.25
        return Rect(x: x(ofOffset: selectedRange.upperBound), y: (bounds.height - height) / 2, width: 2, height: height)
    }

    /// The selected text's rect (the caret's when nothing is selected): the edit menu
    /// points at it.
    var selectionRect: Rect {
        let caret = caretRect
        let start = x(ofOffset: selectedRange.lowerBound)
        return Rect(x: start, y: caret.minY, width: max(caret.width, caret.maxX - start), height: caret.height)
    }

    var isTintClear: Bool { tintColor == .clear }

    func layoutText() {
        textLabel.frame = bounds
        textLabel.font = font
        if text.isEmpty {
            textLabel.text = placeholder
            textLabel.textColor = .placeholderText
        } else {
            textLabel.text = displayedText
            textLabel.textColor = textColor
        }
        let lineHeight = font.size * 1.25
        let top = (bounds.height - lineHeight) / 2
        let selecting = isEditing && !selectedRange.isEmpty
        caret.isHidden = !isEditing || selecting || !showsCaret
        caret.backgroundColor = tintColor
        caret.frame = caretRect
        caret.blinks = true
        selectionHighlight.isHidden = !selecting
        // A clear tint turns the selection grey and removes the handles (A1).
        selectionHighlight.backgroundColor = isTintClear ? Color("rgba(142,142,147,0.3)") : Color("rgba(0,122,255,0.2)")
        let startX = x(ofOffset: selectedRange.lowerBound), endX = x(ofOffset: selectedRange.upperBound)
        selectionHighlight.frame = Rect(x: startX, y: top, width: max(0, endX - startX), height: lineHeight)
        for handle in [startHandle, endHandle] {
            handle.isHidden = !selecting || isTintClear
            handle.tintColor = tintColor
        }
        startHandle.place(atX: startX, top: top, lineHeight: lineHeight)
        endHandle.place(atX: endX, top: top, lineHeight: lineHeight)
    }
}
