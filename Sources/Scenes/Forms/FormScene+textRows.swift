import SimCore

/// Return in a text row (F2): on to the next text row (`next`), submit (`go`), or resign
/// (`done`); in a text view it is a newline; Next on the last row stays. The default is
/// `next` but on the last text row, where it is `go` when the form can be submitted and
/// `done` otherwise. The next row may have no cell yet (far down a long form): the table
/// scrolls to it first, as an app calls scrollToRow(at:) before cellForRow(at:).
extension FormScene {
    func chainReturn(of field: TextField, at path: IndexPath) {
        guard let index = textRowIndex(of: path), let row = row(at: path) else { return }
        let isLast = index == textRowPaths.count - 1
        let fallback: ReturnKeyType = isLast ? (hasSubmit ? .go : .done) : .next
        field.returnKeyType = row.returnKey.flatMap(ReturnKeyType.init(formName:)) ?? fallback
        field.shouldReturn = { [unowned self] field in
            switch field.returnKeyType {
            case .next where !isLast: self.focusRow(at: self.textRowPaths[index + 1])
            // Next with nowhere to go does nothing, as a field with no delegate.
            case .next: break
            case .go, .send, .join, .search: self.submit()
            default: _ = field.resignFirstResponder()
            }
            return false
        }
    }

    /// Where a row is among the text rows (they are in index path order).
    func textRowIndex(of path: IndexPath) -> Int? {
        var low = 0, high = textRowPaths.count
        while low < high {
            let mid = (low + high) / 2
            if textRowPaths[mid] < path { low = mid + 1 } else { high = mid }
        }
        return low < textRowPaths.count && textRowPaths[low] == path ? low : nil
    }

    /// Makes a row's field first responder (keyboard avoidance then scrolls it clear of
    /// the keyboard, F3), scrolling to the row first when it has no cell; a row with no
    /// field is scrolled into view.
    func focusRow(at path: IndexPath, animated: Bool = true) {
        if table.cellForRow(at: path) == nil {
            table.scrollToRow(at: path, animated: false)
            table.layoutTree()
        }
        guard let cell = table.cellForRow(at: path) as? FormCell else { return }
        if let field = cell.field {
            field.becomeFirstResponder()
        } else {
            table.scrollToRow(at: path, animated: animated)
        }
    }
}
