/// One wheel of a picker: nine row slots around the selected row, the middle one in the
/// selection band, fading towards the edges. Dragging it spins it; releasing settles on
/// the nearest row (after the flick's momentum).
final class PickerColumn: View, Pickable {
    let component: DatePickerModel.Component
    unowned let picker: DatePicker
    let strip = View()
    var slots: [Label] = []
    let pan = PanGestureRecognizer()
    /// Rows the wheel is turned by while a finger drags it (fractional).
    var dragRows = 0.0
    static let slotRange = -4...4

    init(id: String, component: DatePickerModel.Component, picker: DatePicker) {
        self.component = component
        self.picker = picker
        super.init(id: id)
        semanticRole = .pickerColumn
        clipsToBounds = true
        addSubview(strip)
        slots = Self.slotRange.map { index in
            let label = Label(id: "\(id)-slot\(index + 4)")
            // Spelled-out month names sit left; numbers (and ja_JP's 1月) are centred.
            label.textAlignment = component == .month && picker.model.components.first != .year ? .left : .center
            strip.addSubview(label)
            return label
        }
        pan.threshold = 2
        pan.action = { [unowned self] recognizer in self.handlePan() }
        addGestureRecognizer(pan)
    }

    override var accessibilityLabel: String? {
        get { component.rawValue.capitalized }
        set {}
    }

    override var accessibilityValue: String? {
        picker.model.title(forRow: picker.model.selectedRow(in: component), in: component)
    }

    var rowHeight: Double { picker.rowHeight }

    /// The row shown in a slot, or nil past the end of a wheel that does not wrap.
    func row(forSlot index: Int) -> Int? {
        let model = picker.model
        let count = model.numberOfRows(in: component)
        let row = model.selectedRow(in: component) + index
        if model.isWrapping(component) { return ((row % count) + count) % count }
        return (0..<count).contains(row) ? row : nil
    }

    override func layoutSubviews() {
        let middle = bounds.height / 2 - rowHeight / 2
        let offset = (dragRows - dragRows.rounded()) * rowHeight
        strip.frame = Rect(x: 0, y: offset, width: bounds.width, height: bounds.height)
        let model = picker.model
        for (slot, index) in zip(slots, Self.slotRange) {
            slot.frame = Rect(x: 4, y: middle + Double(index) * rowHeight, width: bounds.width - 8, height: rowHeight)
            slot.font = Font(size: picker.rowHeight >= 32 ? 21 : 17)
            let shown = row(forSlot: index + Int(-dragRows.rounded()))
            slot.text = shown.map { model.title(forRow: $0, in: component) }
            let enabled = shown.map { model.isRowEnabled($0, in: component) } ?? true
            slot.textColor = enabled ? .label : .systemGray
            slot.alpha = [1.0, 0.75, 0.5, 0.3, 0.15][min(4, abs(index))]
        }
    }

    func handlePan() {
        switch pan.state {
        case .began, .changed:
            dragRows = -pan.translation.y / rowHeight
        case .ended:
            let momentum = -pan.velocity.y / rowHeight * 0.15
            let steps = Int((dragRows + momentum).rounded())
            dragRows = 0
            spin(by: steps)
        default:
            dragRows = 0
        }
    }

    /// Turns the wheel by whole rows and settles there (valueChanged once if the date changed).
    func spin(by steps: Int) {
        let count = picker.model.numberOfRows(in: component)
        var target = picker.model.selectedRow(in: component) + steps
        if picker.model.isWrapping(component) { target = ((target % count) + count) % count }
        target = min(max(0, target), count - 1)
        picker.settle(row: target, in: component)
    }

    func pick(date: String) throws(InputError) {
        try picker.pick(date: date)
    }

    func pick(row: Int) throws(InputError) {
        let count = picker.model.numberOfRows(in: component)
        guard (0..<count).contains(row) else {
            throw InputError("invalid_row", "row \(row) is outside 0…\(count - 1) of column \"\(elementID ?? "")\"")
        }
        picker.settle(row: row, in: component)
    }
}
