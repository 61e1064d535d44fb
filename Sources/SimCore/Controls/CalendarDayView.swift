/// One day of a calendar view's grid (E1.D1): its number, and when selected an
/// accent-filled circle behind it with the number in white. A tap on an enabled day
/// selects it (the calendar view listens to touchUpInside); a disabled one (outside the
/// minimum and maximum dates, E1.D2) takes the tap and does nothing.
public final class CalendarDayView: Control {
    public let day: Int
    let circle = View()
    let number: Label

    init(id: String, day: Int) {
        self.day = day
        number = Label(text: "\(day)", font: Font(size: 20))
        number.textAlignment = .center
        super.init(id: id)
        semanticRole = .button
        accessibilityLabel = "\(day)"
        circle.cornerRadius = Metrics.calendarDayCircle / 2
        addSubview(circle)
        addSubview(number)
    }

    /// The selected day's circle is the accent colour; the others have none.
    func show(selected: Bool, enabled: Bool, accent: Color) {
        isSelected = selected
        isEnabled = enabled
        circle.backgroundColor = selected ? accent : nil
        number.textColor = selected ? .white : (enabled ? .label : .tertiaryLabel)
        number.font = Font(size: 20, weight: selected ? 600 : 400)
    }

    public override func layoutSubviews() {
        let side = min(Metrics.calendarDayCircle, bounds.width, bounds.height)
        circle.frame = Rect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
        circle.cornerRadius = side / 2
        number.frame = bounds
    }
}
