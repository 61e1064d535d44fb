import Algorithms

/// Mirrors UITableView in its three styles (TableView+style.swift): static sections of
/// cells, or sections of a row count whose cells a data source gives for the rows near
/// the screen and the table reuses (TableView+dataSource.swift).
open class TableView: ScrollView {
    public let sections: [TableSection]
    /// Mirrors dataSource: asked for the cells of sections made with a row count.
    public weak var dataSource: (any TableViewDataSource)?
    /// Cells given back, by reuse identifier, waiting to be dequeued.
    var reusableCells: [String: [TableViewCell]] = [:]
    var madeCells = 0
    /// Where each section goes in the content, near the screen or not, for a width and
    /// text size.
    var spans: (width: Double, size: ContentSizeCategory, spans: [SectionSpan])?
    /// The sections in the hierarchy now (with their header and footer).
    private var attachedSections: Set<Int> = []
    /// What shows of the content (and the height it is measured with) when the sections
    /// last chose the rows they keep: they choose again when it changes (a scroll). A
    /// section that moves, or a row in it that changes, marks the section itself.
    private var sectionsLaidOutFor: (shown: ClosedRange<Double>, height: Double)?
    /// Each section's header and footer heights, measured for a text width and size, for
    /// the last few of them (a rotation goes back and forth between two widths): a layout
    /// of a 2,000-row table does not measure its 100 headers again.
    private var sectionTextHeights: [SectionTextKey: [(header: Double, footer: Double)]] = [:]
    /// Mirrors style: fixed at init, as UITableView(frame:style:).
    public let style: Style
    /// The margin outside inset-grouped sections and before the text of full-width ones;
    /// nil: the window's layout margin (B12.2).
    public var sideMargin: Double?
    /// The leading and trailing inset of the cells' content, set at each layout.
    var cellContentMargin = Metrics.cellContentInset
    /// Plain tables: the band behind each section's header, pinned under the bar while
    /// its section scrolls past (B12.1).
    var headerBands: [View?] = []
    public var allowsSelection = true
    public var allowsMultipleSelection = false
    /// Mirrors tableView(_:didSelectRowAt:) of the delegate: user selections only.
    public var didSelectRow: ((TableViewCell) -> Void)?
    var trackedCell: TableViewCell?
    /// The header and footer text of each section, in the order of `sections` (nil where
    /// a section has none): layout reads them by index, with no lookup per section.
    var headerLabels: [Label?] = []
    var footerLabels: [Label?] = []

    public init(id: String, sections: [TableSection], style: Style = .insetGrouped) {
        self.sections = sections
        self.style = style
        super.init(id: id)
        semanticRole = .table
        // Tables bounce (and so can be dragged) even when their content fits.
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        attachedSections = Set(sections.indices)
        for (index, section) in sections.enumerated() {
            section.table = self
            section.index = index
            section.apply(style)
            let sectionID = section.elementID ?? "section"
            addSubview(section)
            headerBands.append(style == .plain && section.headerTitle != nil ? addHeaderBand() : nil)
            headerLabels.append(section.headerTitle.map { addHeader(id: "\(sectionID)-header", text: $0) })
            footerLabels.append(section.footerTitle.map { addSectionText(id: "\(sectionID)-footer", text: $0) })
        }
    }

    deinit {
        // Sections held elsewhere lose their table, as a weak reference would.
        for section in sections { section.table = nil }
    }

    func addSectionText(id: String, text: String) -> Label {
        let label = Label(id: id, text: text, font: .footnote, color: .secondaryLabel)
        label.semanticRole = .label
        // Grouped headers and footers wrap to as many lines as their text needs.
        label.numberOfLines = 0
        addSubview(label)
        return label
    }

    public override var detachedSubviews: [View] {
        // Gathered in one array, not joined from four (an element lookup asks at every table).
        var detached: [View] = []
        for section in sections where section.superview !== self { detached.append(section) }
        for case let view? in headerBands where view.superview !== self { detached.append(view) }
        for case let view? in headerLabels where view.superview !== self { detached.append(view) }
        for case let view? in footerLabels where view.superview !== self { detached.append(view) }
        return detached
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
        contentInset = EdgeInsets(top: topBarInset, left: 0, bottom: max(safe.bottom, panelOverlap), right: 0)
        let (x, width) = sectionColumn(safe: safe)
        let text = sectionTextColumn(safe: safe)
        let textWidth = text.width
        updateCellContentMargin(safe: safe)
        // Where each section goes is worked out again only when a width, the text size or
        // a row height changed (SectionSpan); then only the sections near what shows,
        // and those leaving, are touched: a layout of a 2,000-row table costs what a
        // 20-row one does.
        let spans = sectionSpans(width: width, textWidth: textWidth)
        // Sections (and their header and footer) more than a screen from what shows leave
        // the hierarchy, as their cells do (TableSection.layoutSubviews).
        let shown = (shownContentRange.lowerBound - bounds.height)...(shownContentRange.upperBound + bounds.height)
        var near: [Int] = []
        // The first section (they go down the content in order) ending below that stretch's top.
        var index = spans.partitioningIndex { $0.bottom > shown.lowerBound }
        while index < spans.count, spans[index].top < shown.upperBound {
            near.append(index)
            index += 1
        }
        var position = 0
        for index in Set(near).union(attachedSections).sorted() {
            let section = sections[index], span = spans[index]
            let header = headerLabels[index], footer = footerLabels[index], band = headerBands[index]
            let wasAttached = attachedSections.contains(index)
            let attach = (span.top < shown.upperBound && span.bottom > shown.lowerBound)
                || (wasAttached && section.staysInTable)
            section.frame = Rect(x: x, y: span.sectionY, width: width, height: section.height)
            placeHeader(header, band: band, span: span, sectionHeight: section.height, text: text)
            footer?.frame = Rect(x: text.x, y: span.sectionY + section.height + 6, width: textWidth, height: span.footerHeight)
            // A plain table's header is drawn over its section's rows, as it stays pinned
            // over them while they scroll under it.
            let views: [View?] = style == .plain ? [section, band, header, footer] : [header, section, footer]
            for view in views {
                guard let view else { continue }
                if attach {
                    if view.superview !== self { insertSubview(view, at: position) }
                    position += 1
                } else if view.superview === self {
                    view.removeFromSuperview()
                }
            }
            if attach {
                attachedSections.insert(index)
            } else {
                attachedSections.remove(index)
                // A section far from the screen gives its cells back for reuse.
                section.releaseCells()
            }
        }
        contentSize = Size(width: bounds.width, height: (spans.last?.bottom ?? 0) + sectionSpacing)
        // Kept inside the edges, but not under a finger: a drag rubber-bands past them (B5.4).
        if !isDragging {
            let limit = maximumContentOffset
            contentOffset = Point(x: 0, y: min(max(contentOffset.y, -contentInset.top), limit.y))
        }
        // A section keeps the cells of the rows that show: a scroll changes which.
        let laidOutFor = (shown: shownContentRange, height: bounds.height)
        if sectionsLaidOutFor.map({ $0 != laidOutFor }) ?? true {
            for index in attachedSections { sections[index].setNeedsLayout() }
            sectionsLaidOutFor = laidOutFor
        }
    }

    /// Where each section goes, for a width: worked out again when the width, the text
    /// size or a section's height changed (`invalidateSectionSpans()`).
    func sectionSpans(width: Double, textWidth: Double) -> [SectionSpan] {
        let size = traitCollection.preferredContentSizeCategory
        if let cached = spans, cached.width == width, cached.size == size { return cached.spans }
        let textHeights = sectionTextHeights(width: textWidth)
        var spans: [SectionSpan] = []
        spans.reserveCapacity(sections.count)
        let spacing = sectionSpacing
        var y = spacing
        for (index, section) in sections.enumerated() {
            let hasHeader = headerLabels[index] != nil, hasFooter = footerLabels[index] != nil
            let (headerHeight, footerHeight) = textHeights[index]
            let top: Double
            if style == .plain {
                // A plain header is a band right above its rows (B12.1).
                top = y
                if hasHeader { y += plainHeaderBandHeight(text: headerHeight) }
            } else {
                // A header taller than the spacing above its section (wrapped, or at large
                // text sizes) pushes the section down, keeping 8 pt above the header.
                if hasHeader { y += max(0, headerHeight + 14 - spacing) }
                top = y - (hasHeader ? headerHeight + 6 : 0)
            }
            let sectionY = y
            section.layoutWidth = width
            y += section.height
            let bottom = y + (hasFooter ? footerHeight + 6 : 0)
            spans.append(SectionSpan(
                top: top, sectionY: sectionY, bottom: bottom, headerHeight: headerHeight, footerHeight: footerHeight))
            y = bottom + spacing
        }
        self.spans = (width, size, spans)
        return spans
    }

    /// Mirrors performBatchUpdates(_:completion:) with no rows inserted or deleted: the
    /// rows' heights are asked of the data source again and the sections placed anew at
    /// the next layout (a text view's row growing with its text).
    /// Deviation: the new heights are not animated.
    public func performBatchUpdates(_ updates: (() -> Void)? = nil) {
        updates?()
        for section in sections { section.invalidateHeight() }
    }

    /// A section's height changed: the sections are placed again at the next layout.
    func invalidateSectionSpans() {
        spans = nil
        setNeedsLayout()
    }

    /// The header and footer heights at a text width, measured again only when the width
    /// or the text size changed.
    private func sectionTextHeights(width: Double) -> [(header: Double, footer: Double)] {
        let key = SectionTextKey(width: width, size: traitCollection.preferredContentSizeCategory)
        if let cached = sectionTextHeights[key] { return cached }
        func textHeight(_ label: Label?) -> Double {
            guard let label else { return 0 }
            return max(Metrics.sectionTextHeight, label.textHeight(forWidth: width))
        }
        let heights = sections.indices.map { (header: textHeight(headerLabels[$0]), footer: textHeight(footerLabels[$0])) }
        if sectionTextHeights.count >= 4 { sectionTextHeights.removeAll() }
        sectionTextHeights[key] = heights
        return heights
    }
}
