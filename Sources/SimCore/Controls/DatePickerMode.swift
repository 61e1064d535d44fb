/// Mirrors UIDatePicker.Mode: what the picker's wheels select — a day (`date`), a time of
/// day (`time`: hour, minute and, in 12-hour locales, AM/PM), a day and a time
/// (`dateAndTime`: one column of days, then the time's), or a duration
/// (`countDownTimer`: hours and minutes).
public enum DatePickerMode: String, Sendable, CaseIterable {
    case date
    case time
    case dateAndTime
    case countDownTimer

    /// Whether the picker selects a time of day or a duration (every mode but `date`).
    public var hasTime: Bool { self != .date }

    /// Whether the picker selects a day.
    public var hasDate: Bool { self == .date || self == .dateAndTime }
}
