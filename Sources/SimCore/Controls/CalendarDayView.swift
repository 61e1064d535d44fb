/// One day of a calendar view's grid (E1.D1): its number, drawn by the view itself (one
/// render node a day: a month is 31 of them). The selected day's number is semibold in
/// the accent colour on the calendar's pale accent circle, white on a solid one when it
/// is today; today's number is in the accent colour (E1.D6). A tap on an enabled day
/// selects it (the calendar view listens to touchUpInside); a disabled one (outside the
/// minimum and maximum dates, E1.D2) takes the tap and does nothing.
public final class CalendarDayView: Control {
    public let day: Int
    let text: String
    var font = Font(size: 20) {
        didSet { if oldValue != font { needsDisplay = true } }
    }
    var textColor: Color = .label {
        didSet { if oldValue != textColor { needsDisplay = true } }
    }
    /// Whether it is the device's today (E1.D6).
    public private(set) var isToday = false

    init(id: String, day: Int) {
        self.day = day
        text = "\(day)"
        super.init(id: id)
        semanticRole = .button
        accessibilityLabel = text
    }

    func show(selected: Bool, enabled: Bool, today: Bool, accent: Color) {
        isSelected = selected
        isEnabled = enabled
        isToday = today
        textColor =
            if !enabled { .tertiaryLabel }
            else if selected && today { .white }
            else if selected || today { accent }
            else { .label }
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
