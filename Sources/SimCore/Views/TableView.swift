/// Mirrors UITableView in the inset-grouped style: static sections of cells, or sections
/// of a row count whose cells a data source gives for the rows near the screen and the
/// table reuses (TableView+dataSource.swift).
open class TableView: ScrollView {
    public let sections: [TableSection]
    /// Mirrors dataSource: asked for the cells of sections made with a row count.
    public weak var dataSource: (any TableViewDataSource)?
    /// Cells given back, by reuse identifier, waiting to be dequeued.
    var reusableCells: [String: [TableViewCell]] = [:]
    var madeCells = 0
    /// Where each section starts in the content, near the screen or not.
    var sectionTops: [Double] = []
    public var sideMargin = Metrics.tableSideMarginPhone
    public var allowsSelection = true
    public var allowsMultipleSelection = false
    /// Mirrors tableView(_:didSelectRowAt:) of the delegate: user selections only.
    public var didSelectRow: ((TableViewCell) -> Void)?
    var trackedCell: TableViewCell?
    /// The header and footer text of each section, in the order of `sections` (nil where
    /// a section has none): layout reads them by index, with no lookup per section.
    var headerLabels: [Label?] = []
    var footerLabels: [Label?] = []
    /// Whether each section is in the hierarchy now (with its header and footer).
    private var attached: [Bool] = []

    public init(id: String, sections: [TableSection]) {
        self.sections = sections
        super.init(id: id)
        semanticRole = .table
        // Tables bounce (and so can be dragged) even when their content fits.
        alwaysBounceVertical = true
        backgroundColor = .systemGroupedBackground
        for (index, section) in sections.enumerated() {
            section.table = self
            section.index = index
            let sectionID = section.elementID ?? "section"
            // Grouped headers are small capitals of the footnote style; footers are footnotes.
            headerLabels.append(section.headerTitle.map { addSectionText(id: "\(sectionID)-header", text: $0.uppercased()) })
            addSubview(section)
            footerLabels.append(section.footerTitle.map { addSectionText(id: "\(sectionID)-footer", text: $0) })
            attached.append(true)
        }
    }

    private func addSectionText(id: String, text: String) -> Label {
        let label = Label(id: id, text: text, font: .footnote, color: .secondaryLabel)
        label.semanticRole = .label
        // Grouped headers and footers wrap to as many lines as their text needs.
        label.numberOfLines = 0
        addSubview(label)
        return label
    }

    public override var detachedSubviews: [View] {
        (sections + headerLabels.compactMap { $0 } + footerLabels.compactMap { $0 }).filter { $0.superview !== self }
    }

    /// Only what shows is drawn and laid out before a commit (see TableSection).
    override func drawsSubview(_ subview: View) -> Bool {
        let shown = shownContentRange
        return subview.frame.maxY > shown.lowerBound && subview.frame.minY < shown.upperBound
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { highlightOnTouchBegan(touches) }
    public override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { selectOnTouchEnded(touches) }
    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { unhighlightOnTouchCancelled() }

    public override func layoutSubviews() {
        let safe = safeAreaInsets
        // Like UITableViewController, keep the content clear of the input panel.
        let panelOverlap = window?.inputPanelFrame.map { max(0, frameInScreen.maxY - $0.minY) } ?? 0
        contentInset = EdgeInsets(top: 0, left: 0, bottom: max(safe.bottom, panelOverlap), right: 0)
        let x = sideMargin + safe.left
        let width = max(0, bounds.width - x - sideMargin - safe.right)
        var y = Metrics.sectionSpacing
        let textInset = Metrics.cellContentInset
        // Sections (and their header and footer) more than a screen from what shows leave
        // the hierarchy, as their cells do (TableSection.layoutSubviews).
        let shown = (shownContentRange.lowerBound - bounds.height)...(shownContentRange.upperBound + bounds.height)
        var position = 0
        if sectionTops.count != sections.count { sectionTops = Array(repeating: 0, count: sections.count) }
        // One pass of arithmetic per section (its height is cached); only the sections
        // near what shows, and those leaving, are touched: a layout of a 2,000-row table
        // costs what a 20-row one does.
        // Headers and footers grow with the footnote style (Dynamic Type) and wrap.
        let textWidth = max(0, width - 2 * textInset)
        func textHeight(_ label: Label?) -> Double {
            guard let label else { return 0 }
            return max(Metrics.sectionTextHeight, label.textHeight(forWidth: textWidth))
        }
        for (index, section) in sections.enumerated() {
            let header = headerLabels[index], footer = footerLabels[index]
            let headerHeight = textHeight(header), footerHeight = textHeight(footer)
            // A header taller than the spacing above its section (wrapped, or at large
            // text sizes) pushes the section down, keeping 8 pt above the header.
            if header != nil { y += max(0, headerHeight + 14 - Metrics.sectionSpacing) }
            let top = y - (header == nil ? 0 : headerHeight + 6)
            let sectionY = y
            sectionTops[index] = sectionY
            section.layoutWidth = width
            y += section.height
            let bottom = y + (footer == nil ? 0 : footerHeight + 6)
            let wasAttached = attached[index]
            let attach = (top < shown.upperBound && bottom > shown.lowerBound) || (wasAttached && section.holdsFirstResponder)
            if attach || wasAttached {
                header?.frame = Rect(
                    x: x + textInset, y: sectionY - headerHeight - 6, width: textWidth, height: headerHeight)
                section.frame = Rect(x: x, y: sectionY, width: width, height: section.height)
                footer?.frame = Rect(x: x + textInset, y: y + 6, width: textWidth, height: footerHeight)
                for view in [header, section, footer] as [View?] {
                    guard let view else { continue }
                    if attach {
                        if view.superview !== self { insertSubview(view, at: position) }
                        position += 1
                    } else if view.superview === self {
                        view.removeFromSuperview()
                    }
                }
                // A section far from the screen gives its cells back for reuse.
                if !attach { section.releaseCells() }
                attached[index] = attach
            }
            y = bottom + Metrics.sectionSpacing
        }
        contentSize = Size(width: bounds.width, height: y)
        // Kept inside the edges, but not under a finger: a drag rubber-bands past them (B5.4).
        if !isDragging {
            let limit = maximumContentOffset
            contentOffset = Point(x: 0, y: min(max(contentOffset.y, -contentInset.top), limit.y))
        }
    }
}
