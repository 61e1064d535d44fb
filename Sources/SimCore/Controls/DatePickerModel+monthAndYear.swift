/// The month and year wheels a calendar's title turns its grid into (E1.D7): the wheels of
/// UIDatePicker's `.yearAndMonth` mode (iOS 17.4), in the locale's order.
/// Deviation: UIKit's mode is a `UIDatePicker.Mode`; FormSim keeps it to the calendar (a
/// form's `mode` cannot ask for it), so a `.date` model with no day wheel stands for it.
extension DatePickerModel {
    init(monthAndYearOf locale: DatePickerLocale, localeIdentifier: String, date: SimpleDate) {
        self.localeIdentifier = localeIdentifier
        self.locale = locale
        mode = .date
        timeLocale = .unused
        components = locale.order.filter { $0 != .day }
        self.date = date
    }
}
