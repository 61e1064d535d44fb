import SimCore

/// A row whose control is drawn in the cell under its title (E1: a date row's inline
/// calendar or wheels): the title in the top 44 pt, the control below across the width
/// (wheels at their 320 pt, centred). Its height is the table's to ask
/// (FormScene, heightForRowAt).
final class ControlBelowTitleCell: FormCell {
    static let titleHeight = 44.0

    override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.inset(by: EdgeInsets(top: 0, left: contentMargin, bottom: 0, right: contentMargin))
        textLabel?.frame = Rect(x: content.minX, y: 0, width: content.width, height: Self.titleHeight)
        let width = detailTextLabel is DatePicker ? min(Metrics.pickerWidth, content.width) : content.width
        detailTextLabel?.frame = Rect(
            x: content.minX + (content.width - width) / 2, y: Self.titleHeight, width: width,
            height: max(0, bounds.height - Self.titleHeight))
    }

    /// The row's height for its control: the title, then the wheels or the calendar.
    static func height(for style: FormRow.DateStyle) -> Double? {
        switch style {
        case .inline: titleHeight + Metrics.calendarSize.height
        case .wheels: titleHeight + Metrics.pickerHeightRegular
        case .inputView, .compact: nil
        }
    }
}
