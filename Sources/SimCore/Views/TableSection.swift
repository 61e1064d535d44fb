/// One section of an inset-grouped table: a rounded white group of cells.
/// (UIKit draws this with section backgrounds inside UITableView; here it is a view.)
public final class TableSection: View {
    public let cells: [TableViewCell]
    public var rowHeight = Metrics.rowHeight {
        didSet { invalidateHeight() }
    }
    private var cachedHeight: Double?
    /// The width the table gives this section, set before its height is asked for:
    /// self-sizing rows wrap their text at it.
    public var layoutWidth = 0.0 {
        didSet { if layoutWidth != oldValue { invalidateHeight() } }
    }
    /// Whether each cell is in the hierarchy now.
    private var attached: [Bool]

    /// Mirrors tableView(_:titleForHeaderInSection:) and …ForFooterInSection: the table
    /// draws them above and below the group, as elements `<id>-header` and `<id>-footer`.
    public let headerTitle: String?
    public let footerTitle: String?

    public init(id: String, title: String? = nil, header: String? = nil, footer: String? = nil, cells: [TableViewCell]) {
        self.cells = cells
        attached = cells.map { _ in true }
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

    deinit {
        // Cells held elsewhere lose their section, as a weak reference would.
        for cell in cells { cell.section = nil }
    }

    /// Mirrors tableView(_:heightForRowAt:): a cell's own `rowHeight`, or the section's;
    /// summed once and kept until a row height changes.
    public var height: Double {
        if let cachedHeight { return cachedHeight }
        let height = cells.reduce(0) { $0 + self.height(of: $1) }
        cachedHeight = height
        return height
    }

    /// A row's height: its own, or the section's grown to fit its text (self-sizing cells).
    func height(of cell: TableViewCell) -> Double {
        cell.rowHeight ?? cell.selfSizedHeight(standard: rowHeight, width: layoutWidth)
    }

    /// A row's height changed: the next layout sums them again.
    func invalidateHeight() { cachedHeight = nil }

    /// The text size changed: rows are measured again.
    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        invalidateHeight()
    }

    /// Like UITableView, only the cells on screen are drawn (in the render tree), laid
    /// out and diffed, so an event on a 2,000-row form costs what it costs on a 20-row
    /// one. A screen's height either side stays in the hierarchy, so the semantic tree
    /// names the rows about to scroll in; the rest leave it. A cell holding the first
    /// responder stays.
    /// Deviation: the cells off screen are kept, not dequeued and reused.
    public override func layoutSubviews() {
        let near = shownRect(margin: true)
        var position = 0
        var y = 0.0
        for (index, cell) in cells.enumerated() {
            let height = self.height(of: cell)
            let frame = Rect(x: 0, y: y, width: bounds.width, height: height)
            y += height
            // Every cell knows where it is (a row scrolled to is found there)...
            cell.frame = frame
            let wasAttached = attached[index]
            let attach = near.map { frame.maxY > $0.minY && frame.minY < $0.maxY } ?? true
            // ...but cells far from what shows, and not leaving now, are not touched.
            guard attach || wasAttached else { continue }
            cell.showsSeparator = index < cells.count - 1
            if attach || cell.holdsFirstResponder {
                if cell.superview !== self { insertSubview(cell, at: position) }
                position += 1
                attached[index] = true
            } else {
                if cell.superview === self { cell.removeFromSuperview() }
                attached[index] = false
            }
        }
    }

    override func drawsSubview(_ subview: View) -> Bool {
        guard let shown = shownRect(margin: false) else { return true }
        return subview.frame.maxY > shown.minY && subview.frame.minY < shown.maxY
    }

    /// The rows of this section that show (the scroll view's visible bounds and, in the
    /// commit that animates a scroll, every offset it passes), with `margin` a screen's
    /// height either side, in this section's coordinates; nil outside a scroll view.
    func shownRect(margin: Bool) -> Rect? {
        guard let scroll = superview as? ScrollView else { return nil }
        let shown = scroll.shownContentRange
        let extra = margin ? scroll.bounds.height : 0
        return Rect(
            x: 0, y: shown.lowerBound - extra - frame.minY, width: bounds.width,
            height: shown.upperBound - shown.lowerBound + 2 * extra)
    }

    public override var detachedSubviews: [View] { cells.filter { $0.superview !== self } }
}
