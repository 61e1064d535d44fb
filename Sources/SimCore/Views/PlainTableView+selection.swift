/// Highlight and selection by touch (B5.1, B5.5, A4.1–A4.4): a touch that reaches the
/// table (after the scroll view's content delay, or at touch up for a quick tap)
/// highlights its row; touch up on the same row selects it, or in multiple selection
/// toggles it, and tells the delegate; a cancel (a drag began) only unhighlights.
extension PlainTableView {
    /// The row whose cell is under a screen point.
    func row(at screenPoint: Point) -> Int? {
        visibleCells.first { $0.value.frameInScreen.contains(screenPoint) }?.key
    }

    var selectsMultiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func highlightOnTouchBegan(_ touches: Set<Touch>) {
        guard let touch = touches.first, let row = row(at: touch.location) else { return }
        highlightedRow = row
    }

    func selectOnTouchEnded(_ touches: Set<Touch>) {
        guard let highlighted = highlightedRow else { return }
        highlightedRow = nil
        guard let touch = touches.first, row(at: touch.location) == highlighted else { return }
        userSelected(highlighted)
    }

    func userSelected(_ row: Int) {
        if selectsMultiple, selectedRows.contains(row) {
            selectedRows.remove(row)
            didDeselectRow?(row)
            return
        }
        if !selectsMultiple {
            for other in selectedRows.sorted() where other != row {
                selectedRows.remove(other)
                didDeselectRow?(other)
            }
        }
        selectedRows.insert(row)
        didSelectRow?(row)
    }

    /// Mirrors selectRow(at:animated:scrollPosition: .none): never calls the delegate
    /// (A4.7, B5.5). Rows outside 0..<numberOfRows are ignored.
    public func selectRow(_ row: Int) {
        guard (0..<numberOfRows).contains(row) else { return }
        if !selectsMultiple { selectedRows.removeAll() }
        selectedRows.insert(row)
    }

    /// Mirrors deselectRow(at:animated:): never calls the delegate.
    public func deselectRow(_ row: Int) {
        selectedRows.remove(row)
    }
}
