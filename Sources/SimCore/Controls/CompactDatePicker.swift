/// Mirrors UIDatePicker in `.date` mode with `preferredDatePickerStyle = .compact` (E1.D1):
/// a grey rounded button showing the date (`Jan 15, 1990`); a tap presents a calendar
/// view — on iPhone in a card over the dimmed screen next to the button, on iPad in a
/// popover pointing at it. A day tap selects it and the button shows it at once; the
/// card stays until a tap outside it or Escape. The first responder is left where it
/// was (E1.D3): the calendar is a presentation, not an input view.
/// Deviation: UIKit has one UIDatePicker class whose style picks its look; FormSim has a
/// class per style sharing the date model (DatePicker for the wheels, this, CalendarView).
public final class CompactDatePicker: View {
    public let dateButton: Button
    public let calendar: CalendarView
    public let presentation: PopoverPresentation
    /// Formats the date the button shows (the scene's locale, medium style).
    let format: (SimpleDate) -> String
    public static let buttonHeight = 34.0

    /// `id` is the row's: the button is `<id>-compact-date`, the calendar `<id>-calendar`
    /// and the card or popover `<id>-calendar-popover`.
    public init(id: String, calendar: CalendarView, idiom: Idiom, format: @escaping (SimpleDate) -> String) {
        self.calendar = calendar
        self.format = format
        dateButton = Button(id: "\(id)-compact-date", title: "", color: .label)
        dateButton.backgroundColor = .tertiarySystemFill
        dateButton.cornerRadius = 6
        presentation = PopoverPresentation(
            id: "\(id)-calendar-popover", content: calendar, contentSize: Metrics.calendarSize, sourceView: dateButton)
        presentation.style = idiom == .phone ? .overlay : .popover
        super.init()
        addSubview(dateButton)
        dateButton.addAction(for: .primaryActionTriggered) { [unowned self] _ in self.presentation.present() }
        calendar.addAction(for: .valueChanged) { [unowned self] _ in self.showDate() }
        showDate()
    }

    /// Shows the calendar's date on the button.
    public func showDate() {
        let text = format(calendar.date)
        dateButton.setTitle(text)
        dateButton.shownValue = text
    }

    /// The button's width: its text with 12 pt either side.
    public override var intrinsicContentSize: Size {
        Size(width: dateButton.titleLabel.font.width(of: dateButton.titleLabel.text ?? "") + 24, height: Self.buttonHeight)
    }

    public override func layoutSubviews() {
        let size = intrinsicContentSize
        dateButton.frame = Rect(
            x: bounds.width - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }
}
