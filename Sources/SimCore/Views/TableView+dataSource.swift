/// A table with a data source (TableViewDataSource): cells made for the rows near the
/// screen, given back as they scroll away, and found again by index path.
extension TableView {
    /// Mirrors UITableView.automaticDimension: the row is as tall as its cell needs.
    public static let automaticDimension = -1.0

    /// Mirrors dequeueReusableCell(withIdentifier:): a cell given back with this reuse
    /// identifier (prepared for reuse), or nil when there is none and the data source
    /// makes one.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        reusableCells[identifier]?.popLast()
    }

    /// Mirrors cellForRow(at:): the cell showing a row, nil when the row has none (far
    /// from the screen, in a data-source section).
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].cell(forRow: indexPath.row)
    }

    /// Mirrors indexPath(for:): where a cell of this table is.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        guard let section = cell.section, let index = sections.firstIndex(where: { $0 === section }),
            let row = section.row(of: cell)
        else { return nil }
        return IndexPath(row: row, section: index)
    }

    /// Mirrors rectForRow(at:): the row's rectangle in the table's content, whether or not
    /// a cell shows it.
    public func rectForRow(at indexPath: IndexPath) -> Rect? {
        guard let spans = spans?.spans, spans.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard let rect = section.rectForRow(indexPath.row) else { return nil }
        return Rect(
            x: sectionColumn.x, y: spans[indexPath.section].sectionY + rect.minY, width: rect.width, height: rect.height)
    }

    /// Mirrors scrollToRow(at:at:animated:) with the `.none` position: the least scroll
    /// that shows the whole row. The cells of the rows scrolled to are made at the next
    /// layout (`layoutIfNeeded()`).
    public func scrollToRow(at indexPath: IndexPath, animated: Bool) {
        guard let rect = rectForRow(at: indexPath) else { return }
        scrollRectToVisible(rect, animated: animated)
    }

    /// How many cells the data source has made so far (reuse keeps this near the number
    /// of rows about three screens hold).
    public var cellsMade: Int { madeCells }

    /// A cell for a row from the data source, counted when it is new to this table.
    func makeCell(at indexPath: IndexPath) -> TableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.contentMargin = cellContentMargin
        if !cell.hasBeenInTable {
            cell.hasBeenInTable = true
            madeCells += 1
        }
        return cell
    }

    /// Takes back a cell whose row scrolled away: with a reuse identifier it waits to be
    /// dequeued (prepared for reuse, its render nodes given up, as it will show another
    /// row); without one it is let go.
    func enqueueReusableCell(_ cell: TableViewCell) {
        cell.section = nil
        cell.isHighlighted = false
        cell.isSelected = false
        if trackedCell === cell { trackedCell = nil }
        guard let identifier = cell.reuseIdentifier else { return }
        cell.forgetRenderIDs()
        cell.prepareForReuse()
        reusableCells[identifier, default: []].append(cell)
    }
}
