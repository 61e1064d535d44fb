/// One wheel of a picker. It renders as one `wheel` node (docs/RENDER_PROTOCOL.md):
/// every row's title and the selected position as a number, so a spin is one numeric
/// update the client animates, not a rewrite of the visible rows. Dragging it spins it;
/// releasing settles on the nearest row (after the flick's momentum).
final class PickerColumn: View, Pickable {
    let wheel: Int
    /// The picker it is a wheel of (its superview). Unowned, not weak, for the reason
    /// `View.superview` is; the picker clears it as it goes (its `deinit`), so a column a
    /// touch still holds turns nothing.
    unowned var source: (any WheelSource)?
    let pan = PanGestureRecognizer()
    /// Rows the wheel is turned by while a finger drags it (fractional).
    var dragRows = 0.0
    /// The selected row as shown: for a wrapping wheel it is not reduced modulo the row
    /// count, so going from the last row to the first turns one row on, not all the way back.
    private(set) var shownRow: Int
    /// The rows and greyed rows drawn for the last few contents, and what they were drawn
    /// from, the latest last.
    private var drawnContents: [(key: WheelContentKey, rows: [String], disabled: [Int])] = []
    /// How many contents a wheel keeps: a day wheel goes between 28, 29, 30 and 31 days.
    private static let keptContents = 4

    init(id: String, wheel: Int, source: any WheelSource) {
        self.wheel = wheel
        self.source = source
        shownRow = source.selectedRow(inWheel: wheel)
        super.init(id: id)
        semanticRole = .pickerColumn
        clipsToBounds = true
        pan.threshold = 2
        pan.action = { ($0.view as? PickerColumn)?.handlePan() }
        addGestureRecognizer(pan)
    }

    override var accessibilityLabel: String? {
        get { source?.label(ofWheel: wheel) }
        set {}
    }

    override var accessibilityValue: String? {
        source.flatMap { $0.title(forRow: $0.selectedRow(inWheel: wheel), inWheel: wheel) }
    }

    override func describe(_ node: inout SemanticNode) {
        guard let source else { return }
        node.row = source.selectedRow(inWheel: wheel)
        node.rowCount = source.numberOfRows(inWheel: wheel)
        node.wraps = source.isWrapping(wheel: wheel)
    }

    var rowHeight: Double { source?.wheelRowHeight ?? 0 }

    /// Keeps `shownRow` on the model's row, by the shortest way round a wrapping wheel.
    func syncShownRow() {
        guard let source else { return }
        let row = source.selectedRow(inWheel: wheel)
        guard source.isWrapping(wheel: wheel) else { return shownRow = row }
        let count = source.numberOfRows(inWheel: wheel)
        let current = ((shownRow % count) + count) % count
        var delta = row - current
        if delta > count / 2 { delta -= count } else if delta < -count / 2 { delta += count }
        shownRow += delta
    }

    override var presentationSelected: Double? { Double(shownRow) + dragRows }

    override func layoutSubviews() {
        syncShownRow()
    }

    /// A wheel's rows, selection and drag follow its source and state: built every commit.
    override var drawsEveryCommit: Bool { true }

    override func decorate(_ node: inout RenderNode) {
        guard let source else { return }
        let count = source.numberOfRows(inWheel: wheel)
        node.kind = .wheel
        node.font = Font(size: rowHeight >= 32 ? 21 : 17)
        node.color = .label
        node.align = source.alignment(ofWheel: wheel)
        let (rows, disabled) = content(count: count, source: source)
        node.wheel = RenderNode.Wheel(
            rows: rows, selected: Double(shownRow) + dragRows, rowHeight: rowHeight, wraps: source.isWrapping(wheel: wheel),
            disabledRows: disabled)
    }

    /// Every row's title and the greyed rows, reused for the last few content keys of the
    /// source (a day wheel's months of 28 to 31 days each keep theirs).
    private func content(count: Int, source: any WheelSource) -> (rows: [String], disabled: [Int]) {
        let key = source.contentKey(ofWheel: wheel)
        if let index = drawnContents.firstIndex(where: { $0.key == key }) {
            let drawn = drawnContents.remove(at: index)
            drawnContents.append(drawn)
            return (drawn.rows, drawn.disabled)
        }
        let rows = (0..<count).map { source.title(forRow: $0, inWheel: wheel) }
        let disabled = (0..<count).filter { !source.isRowEnabled($0, inWheel: wheel) }
        if drawnContents.count == Self.keptContents { drawnContents.removeFirst() }
        drawnContents.append((key, rows, disabled))
        return (rows, disabled)
    }

    // A tap on a row above or below the band turns the wheel to it (UIPickerView
    // selects a tapped row); a tap on the band does nothing. A drag is the pan's.
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, rowHeight > 0 else { return }
        let steps = Int(((touch.location(in: self).y - bounds.height / 2) / rowHeight).rounded())
        if steps != 0 { spin(by: steps) }
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

    /// Points scrolled by a mouse wheel or trackpad not yet turned into a row.
    private var scrolledPoints = 0.0

    /// A mouse wheel or trackpad over the wheel (`scroll`): a row per row height, positive
    /// down the rows; what is left of a row waits for the next scroll.
    func turn(byScrolling points: Double) {
        guard rowHeight > 0 else { return }
        scrolledPoints += points
        let steps = Int((scrolledPoints / rowHeight).rounded(.towardZero))
        guard steps != 0 else { return }
        scrolledPoints -= Double(steps) * rowHeight
        spin(by: steps)
    }

    /// Turns the wheel by whole rows and settles there (the source reports it once).
    func spin(by steps: Int) {
        guard let source else { return }
        let count = source.numberOfRows(inWheel: wheel)
        var target = source.selectedRow(inWheel: wheel) + steps
        if source.isWrapping(wheel: wheel) { target = ((target % count) + count) % count }
        target = min(max(0, target), count - 1)
        source.spin { [self] in
            dragRows = 0
            source.settle(row: target, inWheel: wheel)
        }
    }

    func pick(date: String) throws(InputError) {
        try source?.pick(date: date)
    }

    func pick(time: String) throws(InputError) {
        try source?.pick(time: time)
    }

    func pick(row: Int) throws(InputError) {
        guard let source else { return }
        let count = source.numberOfRows(inWheel: wheel)
        guard (0..<count).contains(row) else {
            throw InputError(.invalidRow(row, column: elementID, rowCount: count))
        }
        source.spin { source.settle(row: row, inWheel: wheel) }
    }

    /// Spins to the row titled `value` (the `pick` event's `value`).
    func pick(value: String) throws(InputError) {
        guard let source else { return }
        let count = source.numberOfRows(inWheel: wheel)
        guard let row = (0..<count).first(where: { source.title(forRow: $0, inWheel: wheel) == value }) else {
            let some = (0..<min(count, 5)).map { source.title(forRow: $0, inWheel: wheel) }
            throw InputError(.invalidValue(value, column: elementID, firstTitles: some, rowCount: count))
        }
        try pick(row: row)
    }
}
