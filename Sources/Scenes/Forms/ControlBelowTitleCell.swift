import SimCore

/// A row whose control is drawn in the cell under its title (E1: a date row's inline
/// calendar or wheels, always; a compact date's button or a menu's pop-up button at the
/// accessibility text sizes, where UIKit stacks a value cell's title over its value,
/// B10): the title in its own band at the top (44 pt, or its wrapped lines with 11 pt
/// above and below), the control below across the width (wheels at their 320 pt,
/// centred; a button at its own width, leading). Its height is the table's to ask
/// (FormScene, heightForRowAt).
final class ControlBelowTitleCell: FormCell {
    static let titleHeight = 44.0
    /// Above and below a wrapped title, as UIKit's cell margins give (TableViewCell).
    static let titleMargin = 11.0
    /// The control's height under the title.
    let controlHeight: Double
    /// Stacked at every text size (a calendar, wheels), or only at the accessibility ones.
    let alwaysStacks: Bool

    init(row: FormRow, title: String, detail: View, controlHeight: Double, alwaysStacks: Bool) {
        self.controlHeight = controlHeight
        self.alwaysStacks = alwaysStacks
        super.init(row: row, title: title, detail: detail)
    }

    var isStacked: Bool { alwaysStacks || traitCollection.preferredContentSizeCategory.isAccessibilityCategory }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard isStacked, let textLabel, let detail = detailTextLabel else { return }
        let content = bounds.inset(by: EdgeInsets(top: 0, left: contentMargin, bottom: 0, right: contentMargin))
        textLabel.numberOfLines = 0
        // Measured on the cell's own label, which keeps its wrappings from one layout to
        // the next (`titleHeight(_:font:width:)` measures a new one each time).
        let titleHeight = max(Self.titleHeight, textLabel.textHeight(forWidth: content.width) + 2 * Self.titleMargin)
        textLabel.frame = Rect(x: content.minX, y: 0, width: content.width, height: titleHeight)
        let width = detail is DatePicker ? min(Metrics.pickerWidth, content.width)
            : alwaysStacks ? content.width : min(content.width, detail.intrinsicContentSize.width)
        let x = detail is DatePicker ? content.minX + (content.width - width) / 2 : content.minX
        detail.frame = Rect(x: x, y: titleHeight, width: width, height: controlHeight)
    }

    /// The title's band: 44 pt, or its lines at `font` in `width` with 11 pt above and below.
    static func titleHeight(_ title: String, font: Font, width: Double) -> Double {
        let label = Label(text: title, font: font)
        label.adjustsFontForContentSizeCategory = false
        label.numberOfLines = 0
        return max(titleHeight, label.textHeight(forWidth: width) + 2 * titleMargin)
    }

    /// The control's height under the title for a row, and whether it always stacks;
    /// nil for rows this cell does not show.
    static func control(of row: FormRow) -> (height: Double, alwaysStacks: Bool)? {
        switch row.control {
        case .date(let entry):
            switch entry.style {
            // An inline time is a compact button (E1.T5), as UIKit draws it.
            case .inline where entry.mode == .time: return (CompactDatePicker.buttonHeight + titleMargin, false)
            case .inline where entry.mode == .dateAndTime:
                return (Metrics.calendarSize.height + CompactDatePicker.timeLineHeight, true)
            case .inline: return (Metrics.calendarSize.height, true)
            case .wheels: return (Metrics.pickerHeightRegular, true)
            case .compact: return (CompactDatePicker.buttonHeight + titleMargin, false)
            case .inputView: return nil
            }
        case .menu: return (Metrics.rowHeight, false)
        default: return nil
        }
    }

    /// The row's height in a cell `width` wide at `category`; nil where it is not stacked
    /// (the table's standard height, grown with the text as other rows).
    static func height(of row: FormRow, title: String, width: Double, category: ContentSizeCategory) -> Double? {
        guard let control = control(of: row), control.alwaysStacks || category.isAccessibilityCategory else { return nil }
        let font = Font.body.scaled(for: category)
        return titleHeight(title, font: font, width: max(0, width - 2 * Metrics.cellContentInset)) + control.height
    }
}
