/// Line metrics, hit offsets and word wrapping with the client's advances (B7.9).
extension Font {
    /// Mirrors UIFont.lineHeight for a text view's lines (~, Metrics.textLineHeightMultiple).
    public var lineHeight: Double { (size * Metrics.textLineHeightMultiple).rounded() }

    /// The height one line of a label takes: 1.2 em, as SF's ascender and descender span.
    public var textLineHeight: Double { (size * 1.2).rounded() }

    /// The nearest UTF-16 offset in `text` to an x from its start, on character
    /// boundaries. One pass, adding each character's advance (a tap in a 10,000-character
    /// text stays cheap). `shown` gives what a character draws as (a bullet when secure).
    func offset(in text: String, atX x: Double, shown: (Character) -> String = { String($0) }) -> Int {
        var best = 0
        var bestDistance = abs(x)
        var offset = 0
        var advance = 0.0
        for character in text {
            offset += character.utf16.count
            advance += width(of: shown(character))
            let distance = abs(advance - x)
            if distance < bestDistance { (best, bestDistance) = (offset, distance) }
        }
        return best
    }

    /// `text` in lines no wider than `width`: each newline ends a line; within a paragraph
    /// lines break after the spaces that end a word (the spaces stay at the end of the
    /// line, as TextKit hangs them), and a word wider than a line breaks between
    /// characters. Every paragraph has at least one line, so an empty text, or a text
    /// ending in a newline, ends with an empty line.
    public func lineFragments(of text: String, width: Double) -> [LineFragment] {
        // One paragraph (no newline byte at all) is wrapped as it is, without splitting
        // the text character by character first.
        if !text.utf8.contains(UInt8(ascii: "\n")) { return wrap(text[...], from: 0, width: width) }
        var lines: [LineFragment] = []
        var start = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(paragraph, from: start, width: width)
            start += paragraph.utf16.count + 1
        }
        return lines
    }

    private func wrap(_ paragraph: Substring, from start: Int, width maxWidth: Double) -> [LineFragment] {
        // A paragraph narrower than the line is the line, as the loop below would find
        // word by word (a title, a value: most of what is measured). The margin keeps the
        // sum of the words' widths, rounded apart, from landing on the other side.
        if width(of: paragraph.unicodeScalars) < maxWidth - 1e-6 {
            return [LineFragment(start: start, text: String(paragraph), isWrapped: false)]
        }
        var lines: [LineFragment] = []
        var line = ""
        var lineStart = start
        var lineWidth = 0.0
        func breakLine() {
            lines.append(LineFragment(start: lineStart, text: line, isWrapped: true))
            lineStart += line.utf16.count
            (line, lineWidth) = ("", 0)
        }
        for word in Self.words(of: paragraph) {
            // The word without its trailing spaces, which may hang past the edge.
            let inked = width(of: String(word.prefix { $0 != " " }))
            if !line.isEmpty && lineWidth + inked > maxWidth { breakLine() }
            if line.isEmpty && inked > maxWidth {
                // A word wider than the line breaks between characters.
                for character in word {
                    let advance = width(of: String(character))
                    if !line.isEmpty && character != " " && lineWidth + advance > maxWidth { breakLine() }
                    line.append(character)
                    lineWidth += advance
                }
                continue
            }
            line += word
            lineWidth += width(of: String(word))
        }
        lines.append(LineFragment(start: lineStart, text: line, isWrapped: false))
        return lines
    }

    /// A paragraph in words, each with the spaces after it (leading spaces form a word).
    private static func words(of paragraph: Substring) -> [Substring] {
        var words: [Substring] = []
        var wordStart = paragraph.startIndex
        var previousWasSpace = false
        for index in paragraph.indices {
            let isSpace = paragraph[index] == " "
            if !isSpace && previousWasSpace {
                words.append(paragraph[wordStart..<index])
                wordStart = index
            }
            previousWasSpace = isSpace
        }
        if wordStart < paragraph.endIndex { words.append(paragraph[wordStart...]) }
        return words
    }
}
