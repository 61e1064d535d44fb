/// One section of a table: a rounded white group of cells (inset grouped; grouped and plain
/// ones in TableSection+style.swift), given at init
/// (static cells) or, for a section made with a row count, asked of the table's data
/// source for the rows near the screen (TableSection+rows.swift).
/// (UIKit draws this with section backgrounds inside UITableView; here it is a view.)
public final class TableSection: View {
    /// The static cells; nil in a data-source section.
    let staticCells: [TableViewCell]?
    /// The rows of a data-source section.
    public let numberOfRows: Int
    /// The table holding this section, and where.
    /// Unowned, not weak (a weak one would give the table a side table, and every retain
    /// and release of it the slow path); the table clears it as it goes.
    unowned var table: TableView?
    var index = 0
    /// A data-source section's cells, by row: those near the screen (and any that stays,
    /// `staysInTable`).
    var rowCells: [Int: TableViewCell] = [:]
    /// Where each row of a data-source section starts, and its end: measured once and
    /// kept until a row height changes.
    var rowTops: [Double]?
    public var rowHeight = Metrics.rowHeight {
        didSet { invalidateHeight() }
    }
    private var cachedHeight: Double?
    /// The width the table gives this section, set before its height is asked for:
    /// self-sizing rows wrap their text at it. The measures at the last other width are
    /// kept beside the current ones: a rotation goes back and forth between two widths.
    public var layoutWidth = 0.0 {
        didSet {
            guard layoutWidth != oldValue else { return }
            let current = (width: oldValue, height: cachedHeight, rowTops: rowTops)
            if let kept = measuresAtOtherWidth, kept.width == layoutWidth {
                (cachedHeight, rowTops) = (kept.height, kept.rowTops)
            } else {
                (cachedHeight, rowTops) = (nil, nil)
            }
            measuresAtOtherWidth = current
            table?.invalidateSectionSpans()
        }
    }
    private var measuresAtOtherWidth: (width: Double, height: Double?, rowTops: [Double]?)?
    /// Whether each cell is in the hierarchy now.
    private var attached: [Bool]
    /// A grouped section's hairlines along its top and bottom edges (B12.1).
    var hairlines: (top: View, bottom: View)?
    /// The cells' resting background: the grouped one, or a plain table's.
    var cellBackground = Color.secondarySystemGroupedBackground

    /// Mirrors tableView(_:titleForHeaderInSection:) and …ForFooterInSection: the table
    /// draws them above and below the group, as elements `<id>-header` and `<id>-footer`.
    public let headerTitle: String?
    public let footerTitle: String?

    public convenience init(id: String, title: String? = nil, header: String? = nil, footer: String? = nil, cells: [TableViewCell]) {
        self.init(id: id, title: title, header: header, footer: footer, staticCells: cells, numberOfRows: cells.count)
    }

    /// A section of `numberOfRows` rows whose cells the table's data source gives.
    public convenience init(id: String, title: String? = nil, header: String? = nil, footer: String? = nil, numberOfRows: Int) {
        self.init(id: id, title: title, header: header, footer: footer, staticCells: nil, numberOfRows: numberOfRows)
    }

    private init(id: String, title: String?, header: String?, footer: String?, staticCells: [TableViewCell]?, numberOfRows: Int) {
        self.staticCells = staticCells
        self.numberOfRows = numberOfRows
        attached = staticCells?.map { _ in true } ?? []
        headerTitle = header
        footerTitle = footer
        super.init(id: id)
        semanticRole = .section
        accessibilityLabel = title
        backgroundColor = .secondarySystemGroupedBackground
        cornerRadius = Metrics.groupedCornerRadius
        clipsToBounds = true
        for cell in staticCells ?? [] {
            cell.section = self
            addSubview(cell)
        }
    }

    deinit {
        // Cells held elsewhere lose their section, as a weak reference would.
        for cell in staticCells ?? Array(rowCells.values) { cell.section = nil }
    }

    /// The cells of this section: every static cell, or a data-source section's cells
    /// near the screen, in row order.
    public var cells: [TableViewCell] {
        staticCells ?? rowCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The cell showing a row, if one does.
    func cell(forRow row: Int) -> TableViewCell? {
        guard let staticCells else { return rowCells[row] }
        return staticCells.indices.contains(row) ? staticCells[row] : nil
    }

    /// The row a cell of this section shows.
    func row(of cell: TableViewCell) -> Int? {
        guard let staticCells else { return rowCells.first { $0.value === cell }?.key }
        return staticCells.firstIndex { $0 === cell }
    }

    /// Mirrors tableView(_:heightForRowAt:): a cell's own `rowHeight`, or the section's;
    /// summed once and kept until a row height changes.
    public var height: Double {
        if let cachedHeight { return cachedHeight }
        if staticCells == nil {
            let height = measuredRowTops().last ?? 0
            cachedHeight = height
            return height
        }
        let height = (staticCells ?? []).reduce(0) { $0 + self.height(of: $1) }
        cachedHeight = height
        return height
    }

    /// A row's height: its own, or the section's grown to fit its text (self-sizing cells).
    func height(of cell: TableViewCell) -> Double {
        cell.rowHeight ?? cell.selfSizedHeight(standard: rowHeight, width: layoutWidth)
    }

    /// A row's height changed: the next layout sums them again.
    func invalidateHeight() {
        cachedHeight = nil
        rowTops = nil
        measuresAtOtherWidth = nil
        setNeedsLayout()
        table?.invalidateSectionSpans()
    }

    /// The text size changed: rows are measured again.
    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        invalidateHeight()
    }

    /// Like UITableView, only the cells on screen are drawn (in the render tree), laid
    /// out and diffed, so an event on a 2,000-row form costs what it costs on a 20-row
    /// one. A screen's height either side stays in the hierarchy, so the semantic tree
    /// names the rows about to scroll in; the rest leave it. A cell holding the first
    /// responder, or a control whose card or menu is up, stays (`staysInTable`).
    /// Deviation: static cells off screen are kept (a data-source section gives them back
    /// for reuse, TableSection+rows.swift).
    public override func layoutSubviews() {
        defer { layoutHairlines() }
        guard let cells = staticCells else { return layoutRows() }
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
            if attach || cell.staysInTable {
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

    public override var detachedSubviews: [View] {
        // Most lookups find every cell in place: no array is made for them.
        guard let staticCells, staticCells.contains(where: { $0.superview !== self }) else { return [] }
        return staticCells.filter { $0.superview !== self }
    }

    /// Lays the hairlines of a grouped section along its edges, over its cells.
    func layoutHairlines() {
        guard let hairlines else { return }
        let thin = Metrics.separatorThickness
        hairlines.top.frame = Rect(x: 0, y: 0, width: bounds.width, height: thin)
        hairlines.bottom.frame = Rect(x: 0, y: bounds.height - thin, width: bounds.width, height: thin)
        for line in [hairlines.top, hairlines.bottom] where line.superview !== self || subviews.last !== hairlines.bottom {
            line.removeFromSuperview()
            addSubview(line)
        }
    }
}
