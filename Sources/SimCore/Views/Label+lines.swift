/// A label's lines (UILabel's `numberOfLines`): its text wrapped at its width, by words,
/// with the same advances the client draws with (Font.lineFragments). A label of one
/// line is one text node; a label that wraps draws each line as a line label of its own,
/// stacked one text line apart and centred in its height, as UILabel centres its text.
extension Label {
    /// The lines this label shows at `width`: one (the client ellipsises what does not
    /// fit) unless `numberOfLines` allows more; the last allowed line keeps the rest of
    /// the text, to be ellipsised.
    public func lines(forWidth width: Double) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        guard numberOfLines != 1, width > 0 else { return [text] }
        if let kept = wrappings?.lines(text: text, font: font, width: width, limit: numberOfLines) { return kept }
        var lines = font.lineFragments(of: text, width: width).map { trimmingTrailingSpaces($0.text) }
        if numberOfLines > 0, lines.count > numberOfLines {
            let kept = Array(lines[..<(numberOfLines - 1)])
            lines = kept + [lines[(numberOfLines - 1)...].joined(separator: " ")]
        }
        let entry = LineWrappings.Entry(text: text, font: font, width: width, limit: numberOfLines, lines: lines)
        if let wrappings { wrappings.keep(entry) } else { wrappings = LineWrappings(entry) }
        return lines
    }

    /// Mirrors sizeThatFits(_:): the label's text at `size`'s width, as many lines tall
    /// as it wraps to.
    public func sizeThatFits(_ size: Size) -> Size {
        let lines = lines(forWidth: size.width)
        let widest = lines.map { font.width(of: $0) }.max() ?? 0
        return Size(width: min(widest, size.width), height: Double(max(1, lines.count)) * font.textLineHeight)
    }

    /// The height the label's text takes at `width` (one line at least).
    /// (Only the line count matters: the lines' widths are not measured.)
    public func textHeight(forWidth width: Double) -> Double {
        Double(max(1, lines(forWidth: width).count)) * font.textLineHeight
    }

    /// Whether the label draws more than one line now.
    var isWrapped: Bool { lineLabels.count > 1 }

    /// Keeps one line label for each line when the text wraps, none when it does not.
    func layoutLines() {
        let lines = numberOfLines == 1 ? [] : lines(forWidth: bounds.width)
        let wanted = lines.count > 1 ? lines.count : 0
        while lineLabels.count > wanted { lineLabels.removeLast().removeFromSuperview() }
        while lineLabels.count < wanted {
            let line = Label()
            // The line labels are drawing only: touches and accessibility reach the label.
            line.isUserInteractionEnabled = false
            line.adjustsFontForContentSizeCategory = false
            lineLabels.append(line)
            addSubview(line)
        }
        guard wanted > 0 else { return }
        let lineHeight = font.textLineHeight
        var y = ((bounds.height - Double(wanted) * lineHeight) / 2).rounded()
        for (label, text) in zip(lineLabels, lines) {
            label.text = text
            label.font = font
            label.textColor = textColor
            label.textAlignment = isStacked ? .left : textAlignment
            label.frame = Rect(x: 0, y: y, width: bounds.width, height: lineHeight)
            y += lineHeight
        }
    }

    private func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
