/// Mirrors UIDatePicker with `preferredDatePickerStyle = .compact` (E1.D1, E1.T4): a grey
/// rounded button per component at the row's trailing edge — the date (`Jan 15, 1990`)
/// for `.date` and `.dateAndTime`, the time (`9:41 AM`) for `.time` and `.dateAndTime`.
/// A tap on the date presents a calendar view, on the time the time wheels — on iPhone
/// in a card over the dimmed screen next to the button, on iPad in a popover pointing at
/// it; in a compact-width iPad window (Split View, Slide Over) the card, as on an iPhone,
/// rather than the sheet a popover adapts to (E1.D8). While its calendar or wheels are up
/// the button's text is in the accent colour (E1.D1). A pick shows on the button at
/// once; the card stays until a tap outside it,
/// Escape or the picker leaving the window. The first responder is left where it was (E1.D3): these are presentations,
/// not input views. With `isInline` it is the `.inline` style of a `.dateAndTime`
/// picker (E1.T5): the calendar drawn in place, a "Time" line under it with the button.
/// Deviation: UIKit has one UIDatePicker class whose style picks its look; FormSim has a
/// class per style sharing the date model (DatePicker for the wheels, this, CalendarView).
public final class CompactDatePicker: View {
    public let mode: DatePickerMode
    public let dateButton: Button?
    public let calendar: CalendarView?
    /// The calendar's card or popover (nil when inline or without a date).
    public let presentation: PopoverPresentation?
    public let timeButton: Button?
    /// The time wheels `<id>-time-picker`, in `.time` mode.
    public let timePicker: DatePicker?
    public let timePresentation: PopoverPresentation?
    public let isInline: Bool
    let timeTitle: Label?
    /// Formats the date a button shows (the scene's locale, medium style).
    let format: (SimpleDate) -> String
    /// Formats the time a button shows (the scene's locale, short style).
    let formatTime: (SimpleTime) -> String
    public static let buttonHeight = 34.0
    /// The gap between the date and the time button.
    static let buttonGap = 8.0
    /// The inline style's "Time" line under the calendar.
    public static let timeLineHeight = 44.0

    /// A date-only compact picker: `id` is the row's; the button is `<id>-compact-date`,
    /// the calendar `<id>-calendar` and the card or popover `<id>-calendar-popover`.
    public convenience init(id: String, calendar: CalendarView, idiom: Idiom, format: @escaping (SimpleDate) -> String) {
        self.init(id: id, calendar: calendar, timePicker: nil, idiom: idiom, isInline: false, format: format, formatTime: { $0.text })
    }

    /// A compact (or inline `dateAndTime`) picker of a calendar, time wheels or both:
    /// the time button is `<id>-compact-time`, its wheels' card or popover
    /// `<id>-time-popover` holding `timePicker` (`<id>-time-picker`).
    public init(
        id: String, calendar: CalendarView?, timePicker: DatePicker?, idiom: Idiom, isInline: Bool,
        format: @escaping (SimpleDate) -> String, formatTime: @escaping (SimpleTime) -> String
    ) {
        mode = calendar == nil ? .time : timePicker == nil ? .date : .dateAndTime
        self.calendar = calendar
        self.timePicker = timePicker
        self.isInline = isInline
        self.format = format
        self.formatTime = formatTime
        let style: PresentationStyle = idiom == .phone ? .overlay : .popover
        if let calendar, !isInline {
            let button = Self.makeButton(id: "\(id)-compact-date")
            let presentation = PopoverPresentation(
                id: "\(id)-calendar-popover", content: calendar, contentSize: Metrics.calendarSize, sourceView: button)
            presentation.style = style
            presentation.compactWidthStyle = .overlay
            (dateButton, self.presentation) = (button, presentation)
        } else {
            (dateButton, presentation) = (nil, nil)
        }
        if let timePicker {
            let button = Self.makeButton(id: "\(id)-compact-time")
            let presentation = PopoverPresentation(
                id: "\(id)-time-popover", content: timePicker,
                contentSize: Size(width: Metrics.pickerWidth, height: Metrics.pickerHeightRegular), sourceView: button)
            presentation.style = style
            presentation.compactWidthStyle = .overlay
            (timeButton, timePresentation) = (button, presentation)
        } else {
            (timeButton, timePresentation) = (nil, nil)
        }
        timeTitle = isInline ? Label(text: "Time", font: .body) : nil
        super.init()
        if isInline, let calendar { addSubview(calendar) }
        if let timeTitle { addSubview(timeTitle) }
        // The calendar and the wheels show in a card that this picker no longer holds once
        // its row is let go, and a button can be held by a touch: every action reaches the
        // picker weakly, and does nothing when it is gone (UIControl's targets are weak).
        if let dateButton {
            addSubview(dateButton)
            dateButton.addAction(for: .primaryActionTriggered) { [weak self] _ in
                self?.presentation?.present()
                self?.showOpen()
            }
        }
        if let timeButton {
            addSubview(timeButton)
            timeButton.addAction(for: .primaryActionTriggered) { [weak self] _ in
                self?.timePresentation?.present()
                self?.showOpen()
            }
        }
        presentation?.didDismiss = { [weak self] in self?.showOpen() }
        timePresentation?.didDismiss = { [weak self] in self?.showOpen() }
        for control in valueControls {
            control.addAction(for: .valueChanged) { [weak self] _ in self?.showDate() }
        }
        // Mirrors a compact UIDatePicker: what it presents goes when it leaves the window
        // (endsWithSource); a table keeps its cell while the card is up (staysInTable).
        presentation?.endsWithSource = true
        timePresentation?.endsWithSource = true
        showDate()
    }

    static func makeButton(id: String) -> Button {
        let button = Button(id: id, title: "", color: .label)
        button.backgroundColor = .tertiarySystemFill
        button.cornerRadius = 6
        return button
    }

    /// The controls whose valueChanged is a new value of the row: the calendar, the wheels.
    public var valueControls: [Control] { [calendar, timePicker].compactMap { $0 } }

    /// The value as the API writes it: `YYYY-MM-DD`, `HH:mm` or `YYYY-MM-DDTHH:mm`.
    public var valueText: String {
        switch (calendar, timePicker) {
        case (let calendar?, let picker?): "\(calendar.date.iso)T\(picker.time.text)"
        case (let calendar?, nil): calendar.date.iso
        case (nil, let picker?): picker.time.text
        case (nil, nil): ""
        }
    }

    /// Sets the value from its text from code (nothing sent); false when it is not the
    /// mode's form.
    @discardableResult public func setValue(text: String) -> Bool {
        switch (calendar, timePicker) {
        case (let calendar?, let picker?):
            guard let (date, time) = DatePickerModel.dateAndTime(text) else { return false }
            calendar.setDate(date)
            picker.setTime(time)
        case (let calendar?, nil):
            guard let date = SimpleDate(iso: text) else { return false }
            calendar.setDate(date)
        case (nil, let picker?):
            guard let time = SimpleTime(text: text) else { return false }
            picker.setTime(time)
        case (nil, nil): return false
        }
        showDate()
        return true
    }

    /// Shows the calendar's date and the wheels' time on the buttons.
    public func showDate() {
        if let dateButton, let calendar { Self.show(format(calendar.date), on: dateButton) }
        if let timeButton, let timePicker { Self.show(formatTime(timePicker.time), on: timeButton) }
    }

    /// E1.D1: a button whose calendar or wheels are up shows its text in the accent
    /// colour; the others in the label colour.
    func showOpen() {
        dateButton?.titleLabel.textColor = presentation?.isPresented == true ? .systemBlue : .label
        timeButton?.titleLabel.textColor = timePresentation?.isPresented == true ? .systemBlue : .label
    }

    static func show(_ text: String, on button: Button) {
        button.setTitle(text)
        button.shownValue = text
    }

    static func width(of button: Button) -> Double {
        button.titleLabel.font.width(of: button.titleLabel.text ?? "") + 24
    }

    /// The buttons' width side by side: each its text with 12 pt either side.
    public override var intrinsicContentSize: Size {
        let buttons = [dateButton, timeButton].compactMap { $0 }
        let width = buttons.map(Self.width).reduce(0, +) + Double(max(0, buttons.count - 1)) * Self.buttonGap
        return Size(width: width, height: Self.buttonHeight)
    }

    public override func layoutSubviews() {
        if isInline {
            calendar?.frame = Rect(x: 0, y: 0, width: bounds.width, height: Metrics.calendarSize.height)
            let top = Metrics.calendarSize.height
            timeTitle?.frame = Rect(x: 16, y: top, width: bounds.width / 2, height: Self.timeLineHeight)
            if let timeButton {
                let width = Self.width(of: timeButton)
                timeButton.frame = Rect(
                    x: bounds.width - 8 - width, y: top + (Self.timeLineHeight - Self.buttonHeight) / 2,
                    width: width, height: Self.buttonHeight)
            }
            return
        }
        var trailing = bounds.width
        for button in [timeButton, dateButton].compactMap({ $0 }) {
            let width = Self.width(of: button)
            button.frame = Rect(
                x: trailing - width, y: (bounds.height - Self.buttonHeight) / 2, width: width, height: Self.buttonHeight)
            trailing -= width + Self.buttonGap
        }
    }
}
