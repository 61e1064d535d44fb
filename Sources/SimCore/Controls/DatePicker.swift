/// Mirrors UIDatePicker with the `.wheels` style: locale-ordered columns for its mode
/// (a date's month, day and year; a time's hour, minute and AM/PM; a date and time's
/// days and time; a countdown's hours and minutes with their units beside the band),
/// 32 pt rows (24 pt when 162 tall), a selection band, valueChanged once per settle and
/// never for values set from code (B3.4, B3.5, E1.T1–E1.T3).
public final class DatePicker: Control, InputViewContent, Pickable {
    public typealias Mode = DatePickerMode
    public private(set) var model: DatePickerModel {
        didSet { setNeedsLayout() }
    }
    let band = makeSelectionBand()
    var columns: [PickerColumn] = []
    /// A countdown's "hours" and "min" beside the band (UIKit draws them fixed while the
    /// numbers spin).
    let unitLabels: [Label]
    /// Set from the orientation: 162 pt tall in iPhone landscape, 216 pt elsewhere.
    var isCompact = false {
        didSet { setNeedsLayout() }
    }
    /// The widest title of each wheel as last measured, and what they were measured for
    /// (`titleWidths()`): a layout runs at every change of the date, the titles do not.
    var measuredTitleWidths: (titles: DatePickerModel.TitleInputs, rowHeight: Double, widths: [Double])?

    public convenience init(id: String, localeIdentifier: String, date: SimpleDate) {
        self.init(id: id, locale: DatePickerLocale(identifier: localeIdentifier), localeIdentifier: localeIdentifier, date: date)
    }

    /// With the locale's wheels worked out already (DatePickerModel).
    public convenience init(id: String, locale: DatePickerLocale, localeIdentifier: String, date: SimpleDate) {
        self.init(id: id, model: DatePickerModel(locale: locale, localeIdentifier: localeIdentifier, date: date))
    }

    /// A picker of any mode, its model made by the caller (with the locales it shares).
    public init(id: String, model: DatePickerModel) {
        self.model = model
        unitLabels = model.mode == .countDownTimer
            ? ["hours", "min"].map { Label(text: $0, font: Font(size: 17, weight: 600)) } : []
        super.init(id: id)
        semanticRole = .datePicker
        addSubview(band)
        columns = model.components.map { component in
            let column = PickerColumn(
                id: "\(id)-\(component.rawValue)", wheel: model.components.firstIndex(of: component) ?? 0, source: self)
            addSubview(column)
            return column
        }
        for label in unitLabels {
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        showUnits()
    }

    deinit {
        // Columns a touch still holds lose their picker, as a weak reference would.
        for column in columns { column.source = nil }
    }

    /// Mirrors datePickerMode.
    public var datePickerMode: Mode { model.mode }

    /// The time of day, or the countdown's hours and minutes.
    public var time: SimpleTime { model.time }

    /// Sets the time from code: on the interval, clamped, no valueChanged.
    public func setTime(_ time: SimpleTime) {
        model.setTime(time)
        showUnits()
    }

    /// Mirrors minuteInterval.
    public var minuteInterval: Int {
        get { model.minuteInterval }
        set { model.minuteInterval = newValue }
    }

    public var minimumTime: SimpleTime? {
        get { model.minimumTime }
        set { model.minimumTime = newValue }
    }

    public var maximumTime: SimpleTime? {
        get { model.maximumTime }
        set { model.maximumTime = newValue }
    }

    /// Mirrors countDownDuration, in seconds.
    public var countDownDuration: Double { model.countDownDuration }

    /// The value as the API writes it (DatePickerModel.valueText).
    public var valueText: String { model.valueText }

    /// Sets the value from its text from code; false when the text is not the mode's.
    @discardableResult public func setValue(text: String) -> Bool {
        defer { showUnits() }
        return model.setValue(text: text)
    }

    /// "hour" beside 1, else "hours"; "min" always (as iOS 17 writes them).
    func showUnits() {
        guard unitLabels.count == 2 else { return }
        unitLabels[0].text = model.time.hour == 1 ? "hour" : "hours"
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

    public override var accessibilityValue: String? { model.valueText }

    public override func layoutSubviews() {
        isCompact = bounds.height < Metrics.pickerHeightRegular - 1
        let width = min(bounds.width, Metrics.pickerWidth)
        let x0 = (bounds.width - width) / 2
        band.frame = Rect(x: x0 + 8, y: bounds.height / 2 - rowHeight / 2, width: width - 16, height: rowHeight)
        let weights = model.components.map(weight)
        let widths = columnWidths(weights: weights, available: width - 16)
        // Wheels narrower than the picker (a 24-hour time's two) stand in its middle, and
        // wheels wider than it (E1.D9) stand out of it evenly.
        let used = widths.reduce(0, +) + (unitLabels.isEmpty ? 0 : widths.prefix(unitLabels.count).reduce(0, +) * 0.8)
        var x = x0 + 8 + ((width - 16) - used) / 2
        for (index, (column, w)) in zip(columns, widths).enumerated() {
            column.frame = Rect(x: x, y: 0, width: w, height: bounds.height)
            x += w
            // A countdown's unit follows its numbers, as wide as the number's column.
            if unitLabels.indices.contains(index) {
                unitLabels[index].frame = Rect(x: x + 6, y: band.frame.minY, width: w * 0.8 - 6, height: rowHeight)
                x += w * 0.8
            }
        }
    }

    /// A wheel's share of the width. Month names are long in English; in Japanese every
    /// date column holds a number and a unit; a date and time's days are the widest.
    func weight(_ component: DatePickerModel.Component) -> Double {
        let japanese = model.components.first == .year
        let withDays = model.mode == .dateAndTime
        return switch component {
        case .month: japanese ? 0.3 : 0.45
        case .day: japanese ? 0.3 : 0.2
        case .year: japanese ? 0.4 : 0.35
        case .date: 0.46
        case .hour, .minute: withDays ? 0.17 : 0.3
        case .period: withDays ? 0.2 : 0.3
        case .hours, .minutes: 1 / 3.6
        }
    }

    /// A wheel settled on a row: the value changes (clamped) and valueChanged fires once.
    func settle(row: Int, in component: DatePickerModel.Component) {
        if model.settle(row: row, in: component) {
            showUnits()
            sendActions(for: .valueChanged)
        }
    }

    /// `pick` with `date`: a day (`YYYY-MM-DD`); on a date and time picker also a day
    /// and a time (`YYYY-MM-DDTHH:mm`).
    public func pick(date: String) throws(InputError) {
        guard model.mode.hasDate else {
            throw InputError(.notPickable(elementID, .timesOnly(countdown: model.mode != .time)))
        }
        if model.mode == .dateAndTime, date.count == 16 {
            guard DatePickerModel.dateAndTime(date) != nil else {
                throw InputError(.invalidDate(date, withTime: true))
            }
            return change { $0.setValue(text: date) }
        }
        guard let target = SimpleDate(iso: date) else {
            throw InputError(.invalidDate(date, withTime: false))
        }
        // All wheels spin to the target together and settle once (spinning them one at
        // a time in column order could clamp the day on the way, e.g. through Feb 28).
        change { $0.setDate(target) }
    }

    /// `pick` with `time` (`HH:mm`): a time of day 00:00–23:59, or a countdown 00:01–23:59.
    public func pick(time: String) throws(InputError) {
        guard model.mode.hasTime else {
            throw InputError(.notPickable(elementID, .datesOnly))
        }
        guard let (hour, minute) = SimpleTime.fields(of: time) else {
            throw InputError(.invalidTime(time))
        }
        guard let target = SimpleTime(hour: hour, minute: minute) else {
            throw InputError(.timeOutOfRange(time, countdown: model.mode == .countDownTimer))
        }
        change { $0.setTime(target) }
    }

    /// Spins every wheel to the changed model together; valueChanged once if it changed.
    private func change(_ update: (inout DatePickerModel) -> Void) {
        let before = model
        spin { update(&model) }
        showUnits()
        if model.valueText != before.valueText { sendActions(for: .valueChanged) }
    }

    public func pick(row: Int) throws(InputError) {
        throw InputError(.notPickable(elementID, .noRowsOnDatePicker))
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

    /// The component's name capitalized ("Month"), written out: the semantic walk reads a
    /// wheel's label at every commit, and `capitalized` is a locale-aware conversion.
    func label(ofWheel wheel: Int) -> String {
        switch component(wheel) {
        case .month: "Month"
        case .day: "Day"
        case .year: "Year"
        case .date: "Date"
        case .hour: "Hour"
        case .minute: "Minute"
        case .period: "Period"
        case .hours: "Hours"
        case .minutes: "Minutes"
        }
    }

    /// Titles follow the locale and the years offered; the day wheel greys the days the
    /// selected month lacks.
    func contentKey(ofWheel wheel: Int) -> WheelContentKey {
        let years = model.years
        switch component(wheel) {
        case .date:
            return WheelContentKey(text: model.localeIdentifier, numbers: (wheel, model.dayWindow.lowerBound, model.dayWindow.upperBound, 0))
        case .minute, .minutes:
            return WheelContentKey(text: model.localeIdentifier, numbers: (wheel, model.minuteInterval, 0, 0))
        default:
            let days = component(wheel) == .day ? SimpleDate.daysIn(month: model.date.month, year: model.date.year) : 0
            return WheelContentKey(text: model.localeIdentifier, numbers: (wheel, years.lowerBound, years.upperBound, days))
        }
    }

    /// Month names read left-aligned in English; every Japanese column holds a number;
    /// a countdown's numbers stand right before their units, days right before the hour.
    func alignment(ofWheel wheel: Int) -> String {
        switch component(wheel) {
        case .month: model.components.first != .year ? "left" : "center"
        case .hours, .minutes, .date: "right"
        default: "center"
        }
    }

    func settle(row: Int, inWheel wheel: Int) { settle(row: row, in: component(wheel)) }
}
