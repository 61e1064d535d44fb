/// One section of an inset-grouped table: a rounded white group of cells.
/// (UIKit draws this with section backgrounds inside UITableView; here it is a view.)
public final class TableSection: View {
    public let cells: [TableViewCell]
    public var rowHeight = Metrics.rowHeight

    /// Mirrors tableView(_:titleForHeaderInSection:) and …ForFooterInSection: the table
    /// draws them above and below the group, as elements `<id>-header` and `<id>-footer`.
    public let headerTitle: String?
    public let footerTitle: String?

    public init(id: String, title: String? = nil, header: String? = nil, footer: String? = nil, cells: [TableViewCell]) {
        self.cells = cells
        headerTitle = header
        footerTitle = footer
        super.init(id: id)
        semanticRole = .section
        accessibilityLabel = title
        backgroundColor = .secondarySystemGroupedBackground
        cornerRadius = Metrics.groupedCornerRadius
        clipsToBounds = true
        for cell in cells { addSubview(cell) }
    }

    public var height: Double { Double(cells.count) * rowHeight }

    public override func layoutSubviews() {
        for (index, cell) in cells.enumerated() {
            cell.frame = Rect(x: 0, y: Double(index) * rowHeight, width: bounds.width, height: rowHeight)
            cell.showsSeparator = index < cells.count - 1
        }
    }
}
