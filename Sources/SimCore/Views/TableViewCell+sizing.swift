/// A self-sizing cell (UITableView.automaticDimension): above the default text size its
/// labels wrap and the row grows to fit them, with 11 pt above and below as UIKit's cell
/// margins give. At the default size and below, rows keep the table's height and their
/// labels one line.
extension TableViewCell {
    /// Whether this cell's labels wrap and its height follows its text.
    var wrapsText: Bool { traitCollection.preferredContentSizeCategory > .large }

    /// Mirrors a self-sizing cell's height for a row `width` wide: `standard` (the table's
    /// row height) up to the default text size; above it, tall enough for its wrapped
    /// text — the title over its value when it stacks, beside it otherwise.
    public func selfSizedHeight(standard: Double, width: Double) -> Double {
        guard wrapsText else { return standard }
        updateLineLimits()
        let content = contentWidth(forWidth: width)
        let margins = 2 * Self.verticalMargin
        guard let textLabel else {
            return max(standard, (textField?.font ?? .body).textLineHeight + margins)
        }
        if stacksContent {
            let detail: Double
            if let label = detailTextLabel as? Label {
                detail = label.textHeight(forWidth: content)
            } else {
                detail = ((detailTextLabel as? TextField)?.font ?? .body).textLineHeight
            }
            return max(standard, textLabel.textHeight(forWidth: content) + Self.stackSpacing + detail + margins)
        }
        guard detailTextLabel != nil else { return max(standard, textLabel.textHeight(forWidth: content) + margins) }
        let value = (detailTextLabel as? Label)?.font.textLineHeight ?? 0
        return max(standard, max(textLabel.textHeight(forWidth: titleWidth(inContent: content)), value) + margins)
    }

    /// The width left for the title and value in a row `width` wide: the content margins
    /// either side and the accessory taken off.
    func contentWidth(forWidth width: Double) -> Double {
        max(0, width - 2 * contentMargin - accessoryWidth)
    }

    /// Mirrors how a value1 cell shares its content: a title beside a value label takes
    /// what it needs (at least 80 pt), up to all the content less what the value's text
    /// really needs (none when the row has no value); when both do not fit it keeps at
    /// least 45 % of the content and the value is cut. Beside a control (a switch, a
    /// stepper) it takes all the control leaves, 8 pt from it; beside a text field with a
    /// title column, that column (at most 60 %). Past its width it wraps (or, at the
    /// default text size, is ellipsised).
    func titleWidth(inContent width: Double) -> Double {
        // An empty title takes no room: the control or value spans the row (a Settings
        // slider, which has no title, B12.5).
        guard let textLabel, !(textLabel.text ?? "").isEmpty else { return 0 }
        if let titleColumnWidth, detailTextLabel is TextField { return min(titleColumnWidth, width * 0.6) }
        if let detail = detailTextLabel, !(detail is Label), !(detail is TextField) {
            let control = detail.intrinsicContentSize.width
            if control > 0 { return max(min(80, width * 0.3), width - control - 8) }
        }
        let wanted = max(80, textLabel.font.width(of: textLabel.text ?? "") + 8)
        return min(wanted, max(width - valueWidth, width * 0.45), width)
    }

    /// What the value label's text needs beside the title: its width, none when it is empty.
    private var valueWidth: Double {
        guard let value = detailTextLabel as? Label, let text = value.text, !text.isEmpty else { return 0 }
        return value.font.width(of: text)
    }

    /// The title wraps above the default text size; a value wraps only stacked under it.
    func updateLineLimits() {
        textLabel?.numberOfLines = wrapsText ? 0 : 1
        (detailTextLabel as? Label)?.numberOfLines = stacksContent ? 0 : 1
    }
}
