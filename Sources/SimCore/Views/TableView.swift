/// Mirrors UITableView in the inset-grouped style, with static sections.
open class TableView: ScrollView {
    public let sections: [TableSection]
    public var sideMargin = Metrics.tableSideMarginPhone
    public var allowsSelection = true
    public var allowsMultipleSelection = false
    /// Mirrors tableView(_:didSelectRowAt:) of the delegate: user selections only.
    public var didSelectRow: ((TableViewCell) -> Void)?
    var trackedCell: TableViewCell?

    public init(id: String, sections: [TableSection]) {
        self.sections = sections
        super.init(id: id)
        semanticRole = .table
        // Tables bounce (and so can be dragged) even when their content fits.
        alwaysBounceVertical = true
        backgroundColor = .systemGroupedBackground
        for section in sections { addSubview(section) }
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
        for section in sections {
            section.frame = Rect(x: x, y: y, width: width, height: section.height)
            y += section.height + Metrics.sectionSpacing
        }
        contentSize = Size(width: bounds.width, height: y)
        let limit = maximumContentOffset
        contentOffset = Point(x: 0, y: min(max(contentOffset.y, -contentInset.top), limit.y))
    }
}
