/// Mirrors UITableView in the inset-grouped style, with static sections.
open class TableView: ScrollView {
    public let sections: [TableSection]
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

    public init(id: String, sections: [TableSection]) {
        self.sections = sections
        super.init(id: id)
        semanticRole = .table
        // Tables bounce (and so can be dragged) even when their content fits.
        alwaysBounceVertical = true
        backgroundColor = .systemGroupedBackground
        for section in sections {
            let sectionID = section.elementID ?? "section"
            // Grouped headers are small capitals of the footnote style; footers are footnotes.
            headerLabels.append(section.headerTitle.map { addSectionText(id: "\(sectionID)-header", text: $0.uppercased()) })
            addSubview(section)
            footerLabels.append(section.footerTitle.map { addSectionText(id: "\(sectionID)-footer", text: $0) })
        }
    }

    private func addSectionText(id: String, text: String) -> Label {
        let label = Label(id: id, text: text, font: .footnote, color: .secondaryLabel)
        label.semanticRole = .label
        addSubview(label)
        return label
    }

    public override var detachedSubviews: [View] {
        (sections + headerLabels.compactMap { $0 } + footerLabels.compactMap { $0 }).filter { $0.superview !== self }
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
        // Sections (and their header and footer) far from what shows leave the hierarchy,
        // as their cells do (TableSection.layoutSubviews).
        let shown = (bounds.minY - bounds.height)...(bounds.maxY + bounds.height)
        var position = 0
        // One pass of arithmetic per section (its height is cached): the cost of a layout
        // does not grow with the rows off screen.
        for (index, section) in sections.enumerated() {
            let header = headerLabels[index]
            let top = y - (header == nil ? 0 : Metrics.sectionTextHeight + 6)
            header?.frame = Rect(
                x: x + textInset, y: y - Metrics.sectionTextHeight - 6, width: width - 2 * textInset,
                height: Metrics.sectionTextHeight)
            section.frame = Rect(x: x, y: y, width: width, height: section.height)
            y += section.height
            let footer = footerLabels[index]
            if let footer {
                footer.frame = Rect(x: x + textInset, y: y + 6, width: width - 2 * textInset, height: Metrics.sectionTextHeight)
                y += Metrics.sectionTextHeight + 6
            }
            let attach = (top < shown.upperBound && y > shown.lowerBound) || (section.superview === self && section.holdsFirstResponder)
            func place(_ view: View?) {
                guard let view else { return }
                if attach {
                    if view.superview !== self { insertSubview(view, at: position) }
                    position += 1
                } else if view.superview === self {
                    view.removeFromSuperview()
                }
            }
            place(header)
            place(section)
            place(footer)
            y += Metrics.sectionSpacing
        }
        contentSize = Size(width: bounds.width, height: y)
        // Kept inside the edges, but not under a finger: a drag rubber-bands past them (B5.4).
        if !isDragging {
            let limit = maximumContentOffset
            contentOffset = Point(x: 0, y: min(max(contentOffset.y, -contentInset.top), limit.y))
        }
    }
}
