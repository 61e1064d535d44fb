/// One day of a calendar view's grid (E1.D1): its number, drawn by the view itself (one
/// render node a day: a month is 31 of them), white on the calendar's accent-filled
/// selection circle when selected. A tap on an enabled day selects it (the calendar view
/// listens to touchUpInside); a disabled one (outside the minimum and maximum dates,
/// E1.D2) takes the tap and does nothing.
public final class CalendarDayView: Control {
    public let day: Int
    let text: String
    var font = Font(size: 20) {
        didSet { if oldValue != font { needsDisplay = true } }
    }
    var textColor: Color = .label {
        didSet { if oldValue != textColor { needsDisplay = true } }
    }

    init(id: String, day: Int) {
        self.day = day
        text = "\(day)"
        super.init(id: id)
        semanticRole = .button
        accessibilityLabel = text
    }

    func show(selected: Bool, enabled: Bool) {
        isSelected = selected
        isEnabled = enabled
        textColor = selected ? .white : (enabled ? .label : .tertiaryLabel)
        font = Font(size: 20, weight: selected ? 600 : 400)
    }

    public override func decorate(_ node: inout RenderNode) {
        node.kind = .text
        node.text = text
        node.font = font
        node.color = textColor
        node.align = Label.Alignment.center.rawValue
    }
}
