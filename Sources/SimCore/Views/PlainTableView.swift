/// Mirrors UITableView in the plain style with a data source: one section of rows, a
/// cell dequeued for each row on screen and reused when its row scrolls out (A4.6).
/// Highlight and selection are held by the table by row index, never by a cell, so a
/// reused cell shows whatever its new row is.
///
/// Deviations: UIKit has one UITableView for static and data-source tables; SimCore's
/// `TableView` keeps the Contacts form's static inset-grouped sections and this one the
/// data source. Rows are plain indexes (one section), not index paths. Cells come from a
/// `makeCell` closure (UIKit: a registered class) and `configureCell` (cellForRow(at:)).
public final class PlainTableView: ScrollView {
    public var numberOfRows: Int
    public var rowHeight = Metrics.rowHeight
    /// The height rows are laid out at: `rowHeight`, grown above the default text size
    /// to fit a line of body text with UIKit's 11 pt cell margins (self-sizing rows).
    var rowPitch: Double {
        let category = traitCollection.preferredContentSizeCategory
        guard category > .large else { return rowHeight }
        return max(rowHeight, Font.body.scaled(for: category).textLineHeight + 22)
    }
    /// Mirrors tableView(_:cellForRowAt:) after dequeueing: fills a new or reused cell.
    public var configureCell: (TableViewCell, Int) -> Void = { _, _ in }
    /// The element id of the cell that shows a row (the same on every device).
    public var rowElementID: (Int) -> String = { "row-\($0)" }
    /// Mirrors allowsMultipleSelection, allowsMultipleSelectionDuringEditing.
    public var allowsMultipleSelection = false
    public var allowsMultipleSelectionDuringEditing = false
    /// Mirrors indexPathsForSelectedRows, as row indexes.
    public internal(set) var selectedRows: Set<Int> = []
    /// The row under a touch that has reached the table, if any (A4.1).
    public internal(set) var highlightedRow: Int?
    public private(set) var isEditing = false
    /// Mirrors tableView(_:didSelectRowAt:) and didDeselectRowAt: user actions only (A4.7).
    public var didSelectRow: ((Int) -> Void)?
    public var didDeselectRow: ((Int) -> Void)?

    let makeCell: () -> TableViewCell
    /// The cells on screen, by row.
    public private(set) var visibleCells: [Int: TableViewCell] = [:]
    var reusableCells: [TableViewCell] = []
    /// How many cells were ever made (reuse keeps this near the rows on screen).
    public private(set) var cellsMade = 0

    public init(id: String, numberOfRows: Int, makeCell: @escaping () -> TableViewCell) {
        self.numberOfRows = numberOfRows
        self.makeCell = makeCell
        super.init(id: id)
        semanticRole = .table
        alwaysBounceVertical = true
        backgroundColor = .systemBackground
        clipsToBounds = true
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { highlightOnTouchBegan(touches) }
    public override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { selectOnTouchEnded(touches) }
    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { highlightedRow = nil }

    /// Mirrors setEditing(_:animated:). Entering or leaving edit mode clears the selection
    /// (A4.5), as UIKit does, without telling the delegate; animated, the rows' content
    /// and their checkmark circles move in one animation (A4.5).
    public func setEditing(_ editing: Bool, animated: Bool = false) {
        guard editing != isEditing else { return }
        let change = {
            self.isEditing = editing
            self.selectedRows.removeAll()
            self.highlightedRow = nil
        }
        if animated, let window { window.animate(withDuration: Metrics.editModeAnimationDuration, change) } else { change() }
    }

    /// Mirrors cellForRow(at:): the cell showing a row, nil when the row is off screen.
    public func cellForRow(_ row: Int) -> TableViewCell? { visibleCells[row] }

    public override func layoutSubviews() {
        let safe = safeAreaInsets
        contentInset = EdgeInsets(top: topBarInset, left: 0, bottom: safe.bottom, right: 0)
        contentSize = Size(width: bounds.width, height: Double(numberOfRows) * rowPitch)
        if !isDragging {
            let limit = maximumContentOffset
            contentOffset = Point(x: 0, y: min(max(contentOffset.y, minimumContentOffset.y), limit.y))
        }
        let rows = rowsOnScreen
        for (row, cell) in visibleCells where !rows.contains(row) {
            cell.removeFromSuperview()
            visibleCells[row] = nil
            reusableCells.append(cell)
        }
        for row in rows {
            let cell = visibleCells[row] ?? dequeueCell(for: row)
            cell.frame = Rect(
                x: safe.left, y: Double(row) * rowPitch, width: max(0, bounds.width - safe.left - safe.right),
                height: rowPitch)
            cell.isSelected = selectedRows.contains(row)
            cell.isHighlighted = highlightedRow == row
            cell.isEditing = isEditing
            cell.showsSeparator = true
        }
    }

    /// The rows that intersect the visible bounds.
    var rowsOnScreen: Range<Int> {
        guard numberOfRows > 0, rowPitch > 0, bounds.height > 0 else { return 0..<0 }
        let first = max(0, Int((contentOffset.y / rowPitch).rounded(.down)))
        let last = min(numberOfRows - 1, Int(((contentOffset.y + bounds.height) / rowPitch).rounded(.up)) - 1)
        return first <= last ? first..<(last + 1) : 0..<0
    }

    /// Mirrors dequeueReusableCell(withIdentifier:for:): a cell that scrolled out, or a
    /// new one, given the row's element id and filled by the data source.
    func dequeueCell(for row: Int) -> TableViewCell {
        let cell: TableViewCell
        if let reused = reusableCells.popLast() {
            cell = reused
        } else {
            cell = makeCell()
            cellsMade += 1
            // The render node is the cell's own for its life; the element id follows the row.
            cell.renderID = "\(elementID ?? "table")-cell-\(cellsMade)"
        }
        cell.elementID = rowElementID(row)
        insertSubview(cell, at: subviews.count)
        visibleCells[row] = cell
        configureCell(cell, row)
        return cell
    }
}
