/// Mirrors UITableView in the inset-grouped style, with static sections.
public final class TableView: ScrollView {
    public let sections: [TableSection]
    public var sideMargin = Metrics.tableSideMarginPhone

    public init(id: String, sections: [TableSection]) {
        self.sections = sections
        super.init(id: id)
        semanticRole = .table
        backgroundColor = .systemGroupedBackground
        for section in sections { addSubview(section) }
    }

    public override func layoutSubviews() {
        let safe = safeAreaInsets
        contentInset = EdgeInsets(top: 0, left: 0, bottom: safe.bottom, right: 0)
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
