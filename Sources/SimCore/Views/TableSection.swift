/// One section of an inset-grouped table: a rounded white group of cells.
/// (UIKit draws this with section backgrounds inside UITableView; here it is a view.)
public final class TableSection: View {
    public let cells: [TableViewCell]
    public var rowHeight = Metrics.rowHeight {
        didSet { invalidateHeight() }
    }
    private var cachedHeight: Double?

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
        for cell in cells {
            cell.section = self
            addSubview(cell)
        }
    }

    /// Mirrors tableView(_:heightForRowAt:): a cell's own `rowHeight`, or the section's;
    /// summed once and kept until a row height changes.
    public var height: Double {
        if let cachedHeight { return cachedHeight }
        let height = cells.reduce(0) { $0 + ($1.rowHeight ?? rowHeight) }
        cachedHeight = height
        return height
    }

    /// A row's height changed: the next layout sums them again.
    func invalidateHeight() { cachedHeight = nil }

    /// Like UITableView, only the cells on screen (and a screen's height either side,
    /// as UIKit prepares cells about to scroll in) are in the view hierarchy: a 2,000-row form lays out, renders
    /// and diffs a few dozen cells. A cell holding the first responder stays.
    /// Deviation: the cells off screen are kept, not dequeued and reused.
    public override func layoutSubviews() {
        let shown = shownRect()
        var position = 0
        var y = 0.0
        for (index, cell) in cells.enumerated() {
            let height = cell.rowHeight ?? rowHeight
            cell.frame = Rect(x: 0, y: y, width: bounds.width, height: height)
            y += height
            cell.showsSeparator = index < cells.count - 1
            let onScreen = shown.map { cell.frame.maxY > $0.minY && cell.frame.minY < $0.maxY } ?? true
            let attach = onScreen || cell.holdsFirstResponder
            if attach {
                if cell.superview !== self { insertSubview(cell, at: position) }
                position += 1
            } else if cell.superview === self {
                cell.removeFromSuperview()
            }
        }
    }

    /// The rows of this section within a screen's height of the scroll view's visible
    /// bounds, in this section's coordinates; nil outside a scroll view (all show).
    func shownRect() -> Rect? {
        guard let scroll = superview as? ScrollView else { return nil }
        let visible = scroll.bounds
        return Rect(x: 0, y: visible.minY - visible.height - frame.minY, width: bounds.width, height: visible.height * 3)
    }

    public override var detachedSubviews: [View] { cells.filter { $0.superview !== self } }
}
