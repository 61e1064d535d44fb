/// One wheel of a picker. It renders as one `wheel` node (docs/RENDER_PROTOCOL.md):
/// every row's title and the selected position as a number, so a spin is one numeric
/// update the client animates, not a rewrite of the visible rows. Dragging it spins it;
/// releasing settles on the nearest row (after the flick's momentum).
final class PickerColumn: View, Pickable {
    let component: DatePickerModel.Component
    unowned let picker: DatePicker
    let pan = PanGestureRecognizer()
    /// Rows the wheel is turned by while a finger drags it (fractional).
    var dragRows = 0.0
    /// The selected row as shown: for a wrapping wheel it is not reduced modulo the row
    /// count, so going from the last row to the first turns one row on, not all the way back.
    private(set) var shownRow: Int

    init(id: String, component: DatePickerModel.Component, picker: DatePicker) {
        self.component = component
        self.picker = picker
        shownRow = picker.model.selectedRow(in: component)
        super.init(id: id)
        semanticRole = .pickerColumn
        clipsToBounds = true
        pan.threshold = 2
        pan.action = { [unowned self] _ in self.handlePan() }
        addGestureRecognizer(pan)
    }

    override var accessibilityLabel: String? {
        get { component.rawValue.capitalized }
        set {}
    }

    override var accessibilityValue: String? {
        picker.model.title(forRow: picker.model.selectedRow(in: component), in: component)
    }

    override func describe(_ node: inout SemanticNode) {
        node.row = picker.model.selectedRow(in: component)
        node.rowCount = picker.model.numberOfRows(in: component)
        node.wraps = picker.model.isWrapping(component)
    }

    var rowHeight: Double { picker.rowHeight }

    /// Keeps `shownRow` on the model's row, by the shortest way round a wrapping wheel.
    func syncShownRow() {
        let model = picker.model
        let row = model.selectedRow(in: component)
        guard model.isWrapping(component) else { return shownRow = row }
        let count = model.numberOfRows(in: component)
        let current = ((shownRow % count) + count) % count
        var delta = row - current
        if delta > count / 2 { delta -= count } else if delta < -count / 2 { delta += count }
        shownRow += delta
    }

    override func layoutSubviews() {
        syncShownRow()
    }

    override func decorate(_ node: inout RenderNode) {
        let model = picker.model
        let count = model.numberOfRows(in: component)
        node.kind = .wheel
        node.font = Font(size: rowHeight >= 32 ? 21 : 17)
        node.color = .label
        node.align = component == .month && model.components.first != .year ? "left" : "center"
        node.extra["rows"] = .array((0..<count).map { .string(model.title(forRow: $0, in: component)) })
        node.extra["selected"] = .number(Double(shownRow) + dragRows)
        node.extra["rowHeight"] = .number(rowHeight)
        if model.isWrapping(component) { node.extra["wraps"] = .bool(true) }
        let disabled = (0..<count).filter { !model.isRowEnabled($0, in: component) }
        if !disabled.isEmpty { node.extra["disabledRows"] = .array(disabled.map { .number(Double($0)) }) }
    }

    func handlePan() {
        switch pan.state {
        case .began, .changed:
            dragRows = -pan.translation.y / rowHeight
        case .ended:
            let momentum = -pan.velocity.y / rowHeight * 0.15
            let steps = Int((dragRows + momentum).rounded())
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
        picker.spin { [self] in
            dragRows = 0
            picker.settle(row: target, in: component)
        }
    }

    func pick(date: String) throws(InputError) {
        try picker.pick(date: date)
    }

    func pick(row: Int) throws(InputError) {
        let count = picker.model.numberOfRows(in: component)
        guard (0..<count).contains(row) else {
            throw InputError("invalid_row", "row \(row) is outside 0…\(count - 1) of column \"\(elementID ?? "")\"")
        }
        picker.spin { picker.settle(row: row, in: component) }
    }
}
