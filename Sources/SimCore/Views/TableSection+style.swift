/// How a section looks in each table style (B12.1).
extension TableSection {
    /// Set by the table as it takes the section: an inset-grouped section is a rounded
    /// group; a grouped one square, edge to edge, with hairlines above and below; a plain
    /// one square, its cells on the system background.
    func apply(_ style: TableView.Style) {
        cornerRadius = style == .insetGrouped ? Metrics.groupedCornerRadius : 0
        clipsToBounds = style == .insetGrouped
        if style == .plain {
            backgroundColor = .systemBackground
            cellBackground = .systemBackground
        }
        guard style == .grouped else { return }
        let lines = (top: View(), bottom: View())
        for line in [lines.top, lines.bottom] {
            line.backgroundColor = .separator
            addSubview(line)
        }
        hairlines = lines
    }

    /// The table's cell content margin changed (a rotation, a full-width section under a
    /// new safe area): the cells take it and their rows are measured again.
    func cellContentMarginDidChange(_ margin: Double) {
        for cell in staticCells ?? Array(rowCells.values) { cell.contentMargin = margin }
        invalidateHeight()
    }
}
