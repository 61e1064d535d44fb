extension TextField {
    /// Mirrors UITextInput.position(from:offset:) on UTF-16 offsets: the offset `delta`
    /// characters away, or nil when that is outside 0…length (UIKit returns nil there,
    /// and a range built from it anyway would crash, A5.4).
    /// Deviation: counts composed characters, so a step never lands inside an emoji's
    /// surrogate pair or a combined character.
    public func position(from offset: Int, offset delta: Int) -> Int? {
        guard offset >= 0, offset <= length else { return nil }
        var boundaries = [0]
        for character in text { boundaries.append(boundaries[boundaries.count - 1] + String(character).utf16.count) }
        // An offset inside a character starts from that character's start.
        let index = boundaries.lastIndex { $0 <= offset } ?? 0
        let target = index + delta
        guard target >= 0, target < boundaries.count else { return nil }
        return boundaries[target]
    }
}

extension TextField {
    /// Up to `limit` characters before the caret (the selection's start): what the
    /// keyboard's automatic shift looks at (B7.11).
    func textBeforeCaret(limit: Int = 64) -> Substring {
        let offset = min(max(0, selectedRange.lowerBound), length)
        let index = String.Index(utf16Offset: offset, in: text)
        return text[..<index].suffix(limit)
    }
}
