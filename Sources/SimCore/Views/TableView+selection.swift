/// Cell highlight and selection driven by touches (B5.1, B5.5, A4.1–A4.2): a touch that
/// reaches the table (content touches are delayed ~150 ms) highlights the cell under it;
/// touch up inside selects it and tells the delegate; a cancel (a drag) only unhighlights.
extension TableView {
    func cell(at screenPoint: Point) -> TableViewCell? {
        for section in sections {
            for cell in section.cells where cell.frameInScreen.contains(screenPoint) { return cell }
        }
        return nil
    }

    func highlightOnTouchBegan(_ touches: Set<Touch>) {
        guard allowsSelection, let touch = touches.first, let cell = cell(at: touch.location) else { return }
        trackedCell = cell
        cell.isHighlighted = true
    }

    func selectOnTouchEnded(_ touches: Set<Touch>) {
        guard let cell = trackedCell else { return }
        trackedCell = nil
        cell.isHighlighted = false
        guard let touch = touches.first, cell.frameInScreen.contains(touch.location) else { return }
        selectRow(cell, byUser: true)
    }

    func unhighlightOnTouchCancelled() {
        trackedCell?.isHighlighted = false
        trackedCell = nil
    }

    /// Mirrors selectRow(at:animated:scrollPosition:) when `byUser` is false: code-driven
    /// selection never calls the delegate (B5.5).
    public func selectRow(_ cell: TableViewCell, byUser: Bool = false) {
        if !allowsMultipleSelection {
            for other in sections.flatMap(\.cells) where other !== cell { other.isSelected = false }
        }
        cell.isSelected = true
        if byUser { didSelectRow?(cell) }
    }

    /// Mirrors deselectRow(at:animated:).
    public func deselectRow(_ cell: TableViewCell) {
        cell.isSelected = false
    }
}
