/// The three table styles (B12.1): where sections, their text and their cells' content
/// go, and a plain table's pinned headers.
extension TableView {
    /// Mirrors UITableView.Style.
    /// - insetGrouped: rounded groups inset by the layout margin;
    /// - grouped: groups edge to edge, square, with a hairline above and below;
    /// - plain: rows edge to edge on the system background, headers pinned while their
    ///   section scrolls under the bar, no space between sections.
    public enum Style: String, Sendable, CaseIterable { case plain, grouped, insetGrouped }

    /// The layout margin: the table's own `sideMargin`, or its window's (B12.2).
    var layoutMargin: Double { sideMargin ?? window?.systemLayoutMargin ?? Metrics.tableSideMarginPhone }

    /// Where sections go across the table: inset by the margin and the safe area
    /// (inset grouped), or edge to edge.
    var sectionColumn: (x: Double, width: Double) { sectionColumn(safe: safeAreaInsets) }

    /// The same for the safe area `safe` (a layout reads it once: it is measured up to the
    /// window).
    func sectionColumn(safe: EdgeInsets) -> (x: Double, width: Double) {
        guard style == .insetGrouped else { return (0, bounds.width) }
        let x = layoutMargin + safe.left
        return (x, max(0, bounds.width - x - layoutMargin - safe.right))
    }

    /// Where header and footer text goes across the table: the cells' content column.
    func sectionTextColumn(safe: EdgeInsets) -> (x: Double, width: Double) {
        let (x, width) = sectionColumn(safe: safe)
        let inset = style == .insetGrouped ? Metrics.cellContentInset : cellContentMargin
        return (x + inset, max(0, width - 2 * inset))
    }

    /// The space above the first section, between sections and below the last: none in a
    /// plain table.
    var sectionSpacing: Double { style == .plain ? 0 : Metrics.sectionSpacing }

    /// A plain header's band: its text with 5 pt above and below, at least 28 pt (~).
    func plainHeaderBandHeight(text: Double) -> Double { max(Metrics.plainHeaderHeight, text + 10) }

    /// Full-width cells inset their content by the layout margin and the safe area, as
    /// UIKit's cells follow the table's readable margins; an inset-grouped section's
    /// cells by 16 pt from the group's edge.
    func updateCellContentMargin(safe: EdgeInsets) {
        let margin = style == .insetGrouped
            ? Metrics.cellContentInset : layoutMargin + max(safe.left, safe.right)
        guard margin != cellContentMargin else { return }
        cellContentMargin = margin
        for section in sections { section.cellContentMarginDidChange(margin) }
    }

    /// A header's text, uppercased footnote text above a grouped section, or a plain
    /// table's headline-style title (~) in a band.
    func addHeader(id: String, text: String) -> Label {
        let label = addSectionText(id: id, text: style == .plain ? text : text.uppercased())
        if style == .plain {
            label.font = .headline
            label.textColor = .label
        }
        return label
    }

    func addHeaderBand() -> View {
        let band = View()
        band.backgroundColor = .systemBackground
        addSubview(band)
        return band
    }

    /// Puts a header (and a plain table's band) above its section; a plain header stays
    /// pinned at the top of what shows while its section's rows pass under it, and is
    /// pushed up by the section's end.
    func placeHeader(_ header: Label?, band: View?, span: SectionSpan, sectionHeight: Double, text: (x: Double, width: Double)) {
        guard let header else { return }
        guard style == .plain else {
            header.frame = Rect(x: text.x, y: span.sectionY - span.headerHeight - 6, width: text.width, height: span.headerHeight)
            return
        }
        let bandHeight = span.sectionY - span.top
        let pinnedTop = contentOffset.y + contentInset.top
        let y = min(max(span.top, pinnedTop), span.sectionY + sectionHeight - bandHeight)
        let top = max(span.top, y)
        band?.frame = Rect(x: 0, y: top, width: bounds.width, height: bandHeight)
        header.frame = Rect(x: text.x, y: top + (bandHeight - span.headerHeight) / 2, width: text.width, height: span.headerHeight)
    }
}
