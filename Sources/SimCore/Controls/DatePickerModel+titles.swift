/// What each wheel row says, per locale (B3.5): en_US "January", "15", "1990";
/// ja_JP "1月", "15日", "1990年". Other locales read like en_US.
extension DatePickerModel {
    static let englishMonthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// The row's title; empty for a row outside a non-wrapping wheel.
    public func title(forRow row: Int, in component: Component) -> String {
        guard let row = normalized(row, in: component) else { return "" }
        let japanese = usesJapaneseOrder
        switch component {
        case .month:
            return japanese ? "\(row + 1)月" : Self.englishMonthNames[row]
        case .day:
            return japanese ? "\(row + 1)日" : "\(row + 1)"
        case .year:
            let year = years.lowerBound + row
            return japanese ? "\(year)年" : "\(year)"
        }
    }
}
