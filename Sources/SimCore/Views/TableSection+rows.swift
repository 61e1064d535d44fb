import Algorithms

/// A data-source section (made with a row count): its cells come from the table's data
/// source for the rows near the screen (a screen's height either side of what shows, as
/// static cells stay in the hierarchy) and go back to the table for reuse as their rows
/// scroll farther, so a section holds the cells of the rows about the screen, whatever
/// its length. A cell holding the first responder, or a control whose card or menu is up,
/// stays with its row (`staysInTable`).
extension TableSection {
    /// Each row's top and, last, the section's height: heights from the data source, a
    /// self-sizing row's measured on a cell filled for it (above the default text size).
    func measuredRowTops() -> [Double] {
        if let rowTops { return rowTops }
        var tops: [Double] = []
        tops.reserveCapacity(numberOfRows + 1)
        var y = 0.0
        for row in 0..<numberOfRows {
            tops.append(y)
            y += measuredHeight(ofRow: row)
        }
        tops.append(y)
        rowTops = tops
        return tops
    }

    private func measuredHeight(ofRow row: Int) -> Double {
        guard let table, let dataSource = table.dataSource else { return rowHeight }
        let path = IndexPath(row: row, section: index)
        let height = dataSource.tableView(table, heightForRowAt: path)
        guard height == TableView.automaticDimension else { return height }
        // Up to the default text size a self-sizing row keeps the standard height.
        guard traitCollection.preferredContentSizeCategory > .large else { return rowHeight }
        if let cell = rowCells[row] { return cell.selfSizedHeight(standard: rowHeight, width: layoutWidth) }
        guard let cell = table.makeCell(at: path) else { return rowHeight }
        cell.propagateTraits(traitCollection)
        let measured = cell.selfSizedHeight(standard: rowHeight, width: layoutWidth)
        table.enqueueReusableCell(cell)
        return measured
    }

    /// The row's rectangle in this section, made or not.
    func rectForRow(_ row: Int) -> Rect? {
        guard row >= 0, row < numberOfRows else { return nil }
        if let staticCells { return staticCells[row].frame }
        let tops = measuredRowTops()
        return Rect(x: 0, y: tops[row], width: layoutWidth, height: tops[row + 1] - tops[row])
    }

    /// Cells for the rows near what shows, placed in row order; the others given back.
    func layoutRows() {
        guard let table else { return }
        let tops = measuredRowTops()
        var near = 0..<numberOfRows
        if let shown = shownRect(margin: true) {
            // The rows overlapping the shown stretch: the first whose bottom is below its
            // top, up to the first whose top is at or past its bottom.
            let first = tops[min(1, tops.count)...].partitioningIndex { $0 > shown.minY } - 1
            let end = tops[max(0, first)...].partitioningIndex { $0 >= shown.maxY }
            near = max(0, first)..<max(max(0, first), min(numberOfRows, end))
        }
        giveBackCells(except: near, to: table)
        let kept = rowCells.keys.filter { !near.contains($0) }
        var position = 0
        for row in (Array(near) + kept).sorted() {
            let path = IndexPath(row: row, section: index)
            guard let cell = rowCells[row] ?? table.makeCell(at: path) else { continue }
            if rowCells[row] == nil {
                rowCells[row] = cell
                cell.section = self
            }
            cell.frame = Rect(x: 0, y: tops[row], width: bounds.width, height: tops[row + 1] - tops[row])
            cell.showsSeparator = row < numberOfRows - 1
            if cell.superview !== self { insertSubview(cell, at: position) }
            position += 1
        }
    }

    /// The section left the hierarchy (far from the screen): every cell but one that stays
    /// (`staysInTable`) goes back to the table.
    func releaseCells() {
        guard staticCells == nil, let table else { return }
        giveBackCells(except: 0..<0, to: table)
    }

    /// Gives the cells of rows outside `rows` back to the table, but one holding the
    /// first responder or a control whose card or menu is up (`staysInTable`); in row
    /// order, so the same scroll reuses the same cells every run.
    private func giveBackCells(except rows: Range<Int>, to table: TableView) {
        for (row, cell) in rowCells.sorted(by: { $0.key < $1.key }) where !rows.contains(row) && !cell.staysInTable {
            cell.removeFromSuperview()
            rowCells[row] = nil
            table.enqueueReusableCell(cell)
        }
    }
}
