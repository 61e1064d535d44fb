/// Mirrors UIPickerView: wheels of rows from a data source, the selected row of each
/// under a selection band; it reports a row a wheel settled on to its delegate, never
/// one set from code. The date picker's look and metrics: 216 pt tall (162 in iPhone
/// landscape), rows 32 pt (24 compact), wheels that spin and settle (PickerColumn).
///
/// Deviations: the data source is the `components` array of titles (UIKit asks a
/// delegate for each count and title), and the delegate is the `didSelectRow` closure;
/// wheels never wrap (UIKit's don't either).
public final class PickerView: View, InputViewContent, Pickable {
    /// Mirrors the data source: each component's row titles.
    public private(set) var components: [[String]] {
        didSet { setNeedsLayout() }
    }
    private var selected: [Int] {
        didSet { if oldValue != selected { setNeedsSemanticsUpdate() } }
    }
    let band = makeSelectionBand()
    var columns: [PickerColumn] = []
    var isCompact = false {
        didSet { setNeedsLayout() }
    }
    /// Mirrors pickerView(_:didSelectRow:inComponent:) of the delegate: a user's spin only.
    public var didSelectRow: ((_ row: Int, _ component: Int) -> Void)?

    /// Columns are `<id>-column` for one component, `<id>-column-<n>` for more.
    public init(id: String, components: [[String]]) {
        self.components = components
        selected = components.map { _ in 0 }
        super.init(id: id)
        semanticRole = .picker
        addSubview(band)
        columns = components.indices.map { index in
            let column = PickerColumn(
                id: components.count == 1 ? "\(id)-column" : "\(id)-column-\(index)", wheel: index, source: self)
            addSubview(column)
            return column
        }
    }

    deinit {
        // Columns a touch still holds lose their picker, as a weak reference would.
        for column in columns { column.source = nil }
    }

    /// Mirrors selectedRow(inComponent:).
    public func selectedRow(inComponent component: Int) -> Int {
        selected.indices.contains(component) ? selected[component] : -1
    }

    /// Mirrors selectRow(_:inComponent:animated:): from code, so the delegate hears nothing.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard components.indices.contains(component), components[component].indices.contains(row) else { return }
        selected[component] = row
    }

    /// The first component's selected title (a one-wheel picker's value).
    public var selectedTitle: String? {
        guard let titles = components.first, titles.indices.contains(selected[0]) else { return nil }
        return titles[selected[0]]
    }

    public var panelBackground: Color { .inputPanelBackground }

    public func inputPanelHeight(device: DeviceProfile, orientation: Orientation) -> Double {
        Self.panelHeight(device: device, orientation: orientation)
    }

    public override var accessibilityValue: String? { selectedTitle }

    public override func layoutSubviews() {
        isCompact = bounds.height < Metrics.pickerHeightRegular - 1
        let width = min(bounds.width, Metrics.pickerWidth)
        let x0 = (bounds.width - width) / 2
        let rowHeight = wheelRowHeight
        band.frame = Rect(x: x0 + 8, y: bounds.height / 2 - rowHeight / 2, width: width - 16, height: rowHeight)
        let columnWidth = (width - 16) / Double(max(1, columns.count))
        for (index, column) in columns.enumerated() {
            column.frame = Rect(x: x0 + 8 + Double(index) * columnWidth, y: 0, width: columnWidth, height: bounds.height)
        }
    }

    public func pick(date: String) throws(InputError) {
        throw InputError(.notPickable(elementID, .noDates))
    }

    /// A `pick` by row on the picker itself turns its first wheel.
    public func pick(row: Int) throws(InputError) {
        guard let first = columns.first else { throw InputError(.notPickable(elementID, .noWheels)) }
        try first.pick(row: row)
    }

    public func pick(value: String) throws(InputError) {
        guard let first = columns.first else { throw InputError(.notPickable(elementID, .noWheels)) }
        try first.pick(value: value)
    }
}

extension PickerView: WheelSource {
    var wheelRowHeight: Double { isCompact ? 24 : 32 }

    func numberOfRows(inWheel wheel: Int) -> Int { components[wheel].count }

    func title(forRow row: Int, inWheel wheel: Int) -> String { components[wheel][row] }

    func selectedRow(inWheel wheel: Int) -> Int { selected[wheel] }

    func isWrapping(wheel: Int) -> Bool { false }

    func isRowEnabled(_ row: Int, inWheel wheel: Int) -> Bool { true }

    /// The components are set once, at init.
    func contentKey(ofWheel wheel: Int) -> WheelContentKey { WheelContentKey(numbers: (wheel, 0, 0, 0)) }

    func label(ofWheel wheel: Int) -> String { accessibilityLabel ?? "Picker" }

    func alignment(ofWheel wheel: Int) -> String { "center" }

    func settle(row: Int, inWheel wheel: Int) {
        guard selected[wheel] != row else { return }
        selected[wheel] = row
        didSelectRow?(row, wheel)
    }
}
