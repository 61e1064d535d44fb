extension TextField {
    /// The most UTF-16 units a field or text view holds: typing stops there,
    /// and the API refuses text that would go past it (`text_too_long`).
    public static let maximumLength = 10_000

    /// The selected text.
    public var selectedText: String {
        let range = selectedRange.clamped(to: 0..<length)
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let end = utf16.index(start, offsetBy: range.count)
        return String(utf16[start..<end]) ?? String(decoding: Array(utf16[start..<end]), as: UTF16.self)
    }

    /// Replaces the selection, costing what the edit costs rather than what the text
    /// does: the text is changed in place, not rebuilt from its UTF-16. A
    /// change past `maximumLength` is refused.
    func replaceSelection(with string: String) {
        let length = self.length
        let range = selectedRange.clamped(to: 0..<length)
        guard isTextChangeable else { return }
        let added = string.utf16.count
        guard length - range.count + added <= Self.maximumLength || added <= range.count else { return }
        if let shouldChangeText, !shouldChangeText(self, range, string) { return }
        if !replaceCharacters(in: range, with: string) {
            // An offset inside a surrogate pair (A5.1 allows it): split the pair as UTF-16 does.
            var units = Array(text.utf16)
            units.replaceSubrange(range, with: Array(string.utf16))
            text = String(decoding: units, as: UTF16.self)
        }
        let caret = range.lowerBound + added
        selectedRange = caret..<caret
        sendActions(for: .editingChanged)
    }

    // MARK: KeyInput

    public func insertText(_ string: String) {
        if string == "\n" && !returnInsertsNewline {
            // B7.1: Return asks should-return; a single-line field inserts no newline.
            if shouldReturn?(self) ?? true { sendActions(for: .editingDidEndOnExit) }
            return
        }
        clearSecureTextOnFirstKey()
        replaceSelection(with: string)
    }

    /// B7.10: the first key typed into a secure field that began editing again replaces
    /// all its text, as UIKit does (the old password cannot be appended to).
    func clearSecureTextOnFirstKey() {
        guard clearsOnNextKey else { return }
        clearsOnNextKey = false
        selectedRange = 0..<length
    }

    public func deleteBackward() {
        if clearsOnNextKey {
            clearSecureTextOnFirstKey()
            replaceSelection(with: "")
            return
        }
        if selectedRange.isEmpty {
            guard selectedRange.lowerBound > 0 else { return }
            // Delete the whole character before the caret (a surrogate pair or a cluster).
            let utf16 = text.utf16
            let caret = utf16.index(utf16.startIndex, offsetBy: min(selectedRange.lowerBound, length))
            let last = text[..<caret].last.map { String($0).utf16.count } ?? 1
            selectedRange = (selectedRange.lowerBound - last)..<selectedRange.lowerBound
        }
        replaceSelection(with: "")
    }

    // MARK: Edit actions (B6)

    func canPerformEditAction(_ action: EditAction) -> Bool {
        switch action {
        case .cut: !selectedRange.isEmpty && !isSecureTextEntry && isTextChangeable
        case .copy: !selectedRange.isEmpty && !isSecureTextEntry
        case .paste: window?.pasteboard.string != nil && isTextChangeable
        case .select: selectedRange.isEmpty && hasText
        case .selectAll: hasText && selectedRange != 0..<length
        }
    }

    func performEditAction(_ action: EditAction) {
        switch action {
        case .copy: window?.pasteboard.string = selectedText
        case .cut:
            window?.pasteboard.string = selectedText
            replaceSelection(with: "")
        case .paste: replaceSelection(with: window?.pasteboard.string ?? "")
        case .select, .selectAll:
            selectedRange = action == .select ? wordRange(around: selectedRange.lowerBound) : 0..<length
            // As in UIKit, the menu comes back over the new selection with what can be
            // done to it (Cut, Copy, Paste).
            window?.showEditMenu(for: self, anchor: selectionRect)
        }
    }

    /// The word (a run without spaces or newlines) around an offset.
    func wordRange(around offset: Int) -> Range<Int> {
        let utf16 = Array(text.utf16)
        var start = min(offset, utf16.count), end = min(offset, utf16.count)
        while start > 0 && !Self.isWordSeparator(utf16[start - 1]) { start -= 1 }
        while end < utf16.count && !Self.isWordSeparator(utf16[end]) { end += 1 }
        if start == end { return 0..<utf16.count }
        return start..<end
    }

    /// A space, or a newline (a text view's, B7.9), ends a word.
    static func isWordSeparator(_ unit: UInt16) -> Bool {
        unit == UInt16(UInt8(ascii: " ")) || unit == UInt16(UInt8(ascii: "\n"))
    }
}
