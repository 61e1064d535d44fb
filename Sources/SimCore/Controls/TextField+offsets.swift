/// UTF-16 offsets (UIKit's, and the API's) into a text Swift keeps as UTF-8.
///
/// String's UTF-16 view finds an offset in a text that is not ASCII from a table of
/// breadcrumbs it builds over the whole text, and an edit throws the table away: a text
/// event types its characters one by one, so asking that view would build the table once
/// per character, the square of the text's length. Here the length is kept
/// across an edit and an offset is found by walking from the nearest place known (the
/// text's start or end, or where the last edit ended, where typing goes on), so typing at
/// the caret walks nothing.
extension TextField {
    /// The text's length in UTF-16 code units (UITextField's NSString length).
    public var length: Int {
        if let known = knownOffsets { return known.length }
        let length = text.utf16.count
        scannedUnits += length
        knownOffsets = (length, 0, 0)
        return length
    }

    /// The index in `text` of a UTF-16 offset in 0…length, or nil where there is none: an
    /// offset inside a surrogate pair (A5.1 allows one) or outside the text.
    func textIndex(atUTF16 offset: Int) -> String.Index? {
        let length = self.length
        guard offset >= 0, offset <= length else { return nil }
        let utf8 = text.utf8
        // Only ASCII has as many UTF-8 bytes as UTF-16 units: there the offsets are one.
        if utf8.count == length { return utf8.index(utf8.startIndex, offsetBy: offset) }
        var (from16, from8) = (0, 0)
        if let known = knownOffsets, abs(known.utf16 - offset) < offset {
            (from16, from8) = (known.utf16, known.utf8)
        }
        if length - offset < abs(from16 - offset) { (from16, from8) = (length, utf8.count) }
        let scalars = text.unicodeScalars
        var index = utf8.index(utf8.startIndex, offsetBy: from8)
        var at = from16
        while at < offset {
            at += scalars[index].utf16.count
            index = scalars.index(after: index)
            scannedUnits += 1
        }
        while at > offset {
            index = scalars.index(before: index)
            at -= scalars[index].utf16.count
            scannedUnits += 1
        }
        guard at == offset else { return nil }
        knownOffsets = (length, offset, utf8.distance(from: utf8.startIndex, to: index))
        return index
    }

    /// Replaces the UTF-16 range `range` of the text with `string`, in place, both ends
    /// being scalar boundaries; false (and nothing changed) when one is not.
    func replaceCharacters(in range: Range<Int>, with string: String) -> Bool {
        guard let start = textIndex(atUTF16: range.lowerBound), let end = textIndex(atUTF16: range.upperBound) else {
            return false
        }
        // No view of the text may live across the change: it would share the text's
        // storage, and the change would copy the whole text instead of editing it in place.
        let startUTF8 = text.utf8.distance(from: text.startIndex, to: start)
        let length = self.length
        text.replaceSubrange(start..<end, with: string)
        let added = string.utf16.count
        // Known again without counting: the new length, and where the replacement ends.
        knownOffsets = (length - range.count + added, range.lowerBound + added, startUTF8 + string.utf8.count)
        return true
    }
}
