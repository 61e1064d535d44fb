/// Mirrors UIDatePicker in `.date` mode with the `.wheels` style: locale-ordered
/// columns, 32 pt rows (24 pt when 162 tall), a selection band, valueChanged once per
/// settle and never for dates set from code (B3.4, B3.5).
public final class DatePicker: Control, InputViewContent, Pickable {
    public private(set) var model: DatePickerModel
    let band = makeSelectionBand()
    var columns: [PickerColumn] = []
    /// Set from the orientation: 162 pt tall in iPhone landscape, 216 pt elsewhere.
    var isCompact = false

    public convenience init(id: String, localeIdentifier: String, date: SimpleDate) {
        self.init(id: id, locale: DatePickerLocale(identifier: localeIdentifier), localeIdentifier: localeIdentifier, date: date)
    }

    /// With the locale's wheels worked out already (DatePickerModel).
    public init(id: String, locale: DatePickerLocale, localeIdentifier: String, date: SimpleDate) {
        model = DatePickerModel(locale: locale, localeIdentifier: localeIdentifier, date: date)
        super.init(id: id)
        semanticRole = .datePicker
        addSubview(band)
        columns = model.components.map { component in
            let column = PickerColumn(
                id: "\(id)-\(component.rawValue)", wheel: model.components.firstIndex(of: component) ?? 0, source: self)
            addSubview(column)
            return column
        }
    }

    public var date: SimpleDate { model.date }

    /// Sets the date from code: clamped, no valueChanged (B3.5).
    public func setDate(_ date: SimpleDate) {
        model.setDate(date)
    }

    public var minimumDate: SimpleDate? {
        get { model.minimumDate }
        set { model.minimumDate = newValue }
    }

    public var maximumDate: SimpleDate? {
        get { model.maximumDate }
        set { model.maximumDate = newValue }
    }

    var rowHeight: Double { isCompact ? 24 : 32 }

    public var panelBackground: Color { .inputPanelBackground }

    public func inputPanelHeight(device: DeviceProfile, orientation: Orientation) -> Double {
        Self.panelHeight(device: device, orientation: orientation)
    }

    public override var accessibilityValue: String? { model.date.iso }

    public override func layoutSubviews() {
        isCompact = bounds.height < Metrics.pickerHeightRegular - 1
        let width = min(bounds.width, Metrics.pickerWidth)
        let x0 = (bounds.width - width) / 2
        band.frame = Rect(x: x0 + 8, y: bounds.height / 2 - rowHeight / 2, width: width - 16, height: rowHeight)
        // Month names are long in English; in Japanese every column holds a number and a unit.
        let japanese = model.components.first == .year
        let weights = model.components.map { component -> Double in
            switch component {
            case .month: japanese ? 0.3 : 0.45
            case .day: japanese ? 0.3 : 0.2
            case .year: japanese ? 0.4 : 0.35
            }
        }
        var x = x0 + 8
        for (column, weight) in zip(columns, weights) {
            let w = (width - 16) * weight
            column.frame = Rect(x: x, y: 0, width: w, height: bounds.height)
            x += w
        }
    }

    /// A wheel settled on a row: the date changes (clamped) and valueChanged fires once.
    func settle(row: Int, in component: DatePickerModel.Component) {
        if model.settle(row: row, in: component) { sendActions(for: .valueChanged) }
    }

    public func pick(date: String) throws(InputError) {
        guard let target = SimpleDate(iso: date) else {
            throw InputError("invalid_date", "\"\(date)\" is not a date of the form YYYY-MM-DD")
        }
        // All wheels spin to the target together and settle once (spinning them one at
        // a time in column order could clamp the day on the way, e.g. through Feb 28).
        let before = model.date
        spin { model.setDate(target) }
        if model.date != before { sendActions(for: .valueChanged) }
    }

    public func pick(row: Int) throws(InputError) {
        throw InputError("not_pickable", "pick a row on one of the picker's columns, not on the picker")
    }
}

/// The date picker's wheels are its model's components, in the locale's order.
extension DatePicker: WheelSource {
    var wheelRowHeight: Double { rowHeight }

    func component(_ wheel: Int) -> DatePickerModel.Component { model.components[wheel] }

    func numberOfRows(inWheel wheel: Int) -> Int { model.numberOfRows(in: component(wheel)) }

    func title(forRow row: Int, inWheel wheel: Int) -> String { model.title(forRow: row, in: component(wheel)) }

    func selectedRow(inWheel wheel: Int) -> Int { model.selectedRow(in: component(wheel)) }

    func isWrapping(wheel: Int) -> Bool { model.isWrapping(component(wheel)) }

    func isRowEnabled(_ row: Int, inWheel wheel: Int) -> Bool { model.isRowEnabled(row, in: component(wheel)) }

    func label(ofWheel wheel: Int) -> String { component(wheel).rawValue.capitalized }

    /// Titles follow the locale and the years offered; the day wheel greys the days the
    /// selected month lacks.
    func contentKey(ofWheel wheel: Int) -> WheelContentKey {
        let years = model.years
        let days = component(wheel) == .day ? SimpleDate.daysIn(month: model.date.month, year: model.date.year) : 0
        return WheelContentKey(text: model.localeIdentifier, numbers: (wheel, years.lowerBound, years.upperBound, days))
    }

    /// Month names read left-aligned in English; every Japanese column holds a number.
    func alignment(ofWheel wheel: Int) -> String {
        component(wheel) == .month && model.components.first != .year ? "left" : "center"
    }

    func settle(row: Int, inWheel wheel: Int) { settle(row: row, in: component(wheel)) }
}
