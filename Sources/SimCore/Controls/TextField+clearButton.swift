/// The clear button (B12.8): a grey ⓧ at the field's trailing edge, shown by
/// `clearButtonMode` while the field has text; a tap on it empties the field and sends
/// `.editingChanged`, as UITextField's does.
extension TextField {
    /// Mirrors UITextField.ViewMode.
    public enum ViewMode: String, Sendable, CaseIterable { case never, whileEditing, unlessEditing, always }

    /// The clear button's width at the trailing edge (its glyph 17 pt, ~).
    static let clearButtonWidth = 28.0
    static let clearGlyphSize = Size(width: 17, height: 17)

    /// Whether the clear button shows now: the mode allows it and there is text.
    var showsClearButton: Bool {
        guard hasText, isEnabled else { return false }
        switch clearButtonMode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    /// The width the text has: the field's, less the clear button's while it shows.
    var textAreaWidth: Double {
        max(0, bounds.width - (showsClearButton ? Self.clearButtonWidth : 0))
    }

    /// Places the clear button at the trailing edge, or hides it.
    func layoutClearButton() {
        guard showsClearButton else {
            clearButton?.isHidden = true
            return
        }
        let button = clearButton ?? makeClearButton()
        button.isHidden = false
        // A reused cell's field takes another row's id: its button follows.
        button.elementID = "\(elementID ?? "field")-clear"
        button.frame = Rect(
            x: bounds.width - Self.clearButtonWidth, y: 0, width: Self.clearButtonWidth, height: bounds.height)
    }

    private func makeClearButton() -> SymbolButton {
        let button = SymbolButton(
            id: "\(elementID ?? "field")-clear", symbol: "xmark.circle.fill", accessibilityLabel: "Clear text",
            glyphSize: Self.clearGlyphSize, color: .systemGray)
        button.addAction(for: .primaryActionTriggered) { ($0.superview as? TextField)?.clearTapped() }
        addSubview(button)
        clearButton = button
        return button
    }

    /// Empties the field, as UIKit does when the ⓧ is tapped: asks `shouldClear`, begins
    /// editing if the field was not, and sends `.editingChanged`.
    func clearTapped() {
        guard shouldClear?(self) ?? true else { return }
        if !isFirstResponder { guard becomeFirstResponder() else { return } }
        setText("")
        window?.hideEditMenu()
        sendActions(for: .editingChanged)
    }
}
