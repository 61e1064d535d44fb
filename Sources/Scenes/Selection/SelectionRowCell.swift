import SimCore

/// A row of the selectable list (A4.3, A4.5): the highlight is a 30 % dark overlay, the
/// selection a blue frame with a checkmark, so the two look different; `selectionStyle
/// = .none` hides both (the states stay). In edit mode a checkmark circle leads the row
/// (filled when selected) and the content shifts right.
final class SelectionRowCell: TableViewCell {
    let overlay = View()
    let checkmark = SymbolView(symbol: "checkmark", tint: .systemBlue)
    let editCircle = View()
    let editCheck = SymbolView(symbol: "checkmark", tint: .white)

    init() {
        // The table gives the cell its row's element id when it dequeues it.
        super.init(id: "row", title: "", detail: Label())
        overlay.backgroundColor = Color("rgba(0,0,0,0.3)")
        editCircle.cornerRadius = 11
        editCircle.addSubview(editCheck)
        for view in [editCircle, checkmark, overlay] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    func configure(title: String) {
        textLabel?.text = title
        accessibilityLabel = title
    }

    var showsSelectionVisuals: Bool { selectionStyle != .none }

    /// The content's shift to the right in edit mode.
    var contentShift: Double { isEditing ? Metrics.editingContentShift : 0 }

    override func layoutSubviews() {
        super.layoutSubviews()
        backgroundColor = .systemBackground
        let shift = contentShift
        textLabel?.frame = Rect(
            x: contentMargin + shift, y: 0, width: max(0, bounds.width - 2 * contentMargin - shift - 28),
            height: bounds.height)
        detailTextLabel?.frame = .zero
        overlay.frame = bounds
        overlay.isHidden = !(isHighlighted && showsSelectionVisuals)
        borderWidth = isSelected && showsSelectionVisuals ? 2 : 0
        borderColor = .systemBlue
        checkmark.frame = Rect(x: bounds.width - contentMargin - 18, y: (bounds.height - 18) / 2, width: 18, height: 18)
        checkmark.isHidden = !(isSelected && showsSelectionVisuals) || isEditing
        editCircle.isHidden = !isEditing
        editCircle.frame = Rect(x: contentMargin, y: (bounds.height - 22) / 2, width: 22, height: 22)
        editCircle.backgroundColor = isSelected ? .systemBlue : .clear
        editCircle.borderWidth = isSelected ? 0 : 1.5
        editCircle.borderColor = .systemGray
        editCheck.frame = editCircle.bounds.inset(by: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        editCheck.isHidden = !isSelected
        separator.frame.origin.x = contentMargin + shift
    }

    /// In edit mode a selected row's circle is checked.
    override var semanticStates: [ElementState] {
        super.semanticStates + (isEditing && isSelected ? [.checked] : [])
    }
}
