extension View {
    /// Whether a table keeps this cell or section in the hierarchy however far its rows
    /// scroll: it holds the first responder (B2.4), or a control of it has its own card or
    /// menu up (E1.D1, E2.M1), which would go with the control (B4.8).
    /// Deviation: UITableView gives such a cell back like any other once its row is off
    /// screen, and UIKit's card or menu then goes with its control. Here a table lays out
    /// lazily (what shows, and what a layout marks), so which far cells it has let go by an
    /// event depends on whether the whole tree was laid out in between (a `GET /tree`): a
    /// card that went with its cell would be up on one run and gone on the same run's
    /// replay. Kept, the cell keeps its control and the card follows it (B4.8); a text size
    /// change or a rotation under a card never makes its control again.
    var staysInTable: Bool {
        guard let window else { return false }
        if let first = window.firstResponder as? View, first.isDescendant(of: self) { return true }
        return window.presentations.contains { $0.endsWithSource && $0.sourceView?.isDescendant(of: self) == true }
    }
}
