/// What each wheel row says, per locale (B3.5): en_US "January", "15", "1990";
/// ja_JP "1月", "15日", "1990年"; de_DE "Januar"; he "ינואר" (DatePickerLocale).
extension DatePickerModel {
    /// The row's title; empty for a row outside a non-wrapping wheel.
    public func title(forRow row: Int, in component: Component) -> String {
        guard let row = normalized(row, in: component) else { return "" }
        switch component {
        case .month:
            return locale.monthNames.indices.contains(row) ? locale.monthNames[row] : "\(row + 1)"
        case .day:
            return "\(row + 1)\(locale.daySuffix)"
        case .year:
            return "\(years.lowerBound + row)\(locale.yearSuffix)"
        case .date, .hour, .minute, .period, .hours, .minutes:
            return timeTitle(forRow: row, in: component)
        }
    }
}
