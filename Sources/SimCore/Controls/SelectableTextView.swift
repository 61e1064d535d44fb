/// Mirrors a UITextView with isEditable = false and isSelectable = true (the article's
/// third variant): no caret and no typing; a long press selects the text with handles
/// and offers Copy. Deviation: one line only, built on the text field's text engine.
public final class SelectableTextView: TextField {
    public override init(id: String? = nil, placeholder: String? = nil) {
        super.init(id: id, placeholder: placeholder)
        semanticRole = .textView
        shouldChangeText = { _, _, _ in false }
    }

    override var showsCaret: Bool { false }

    public override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool {
        switch action {
        case .copy: !selectedRange.isEmpty
        case .selectAll: hasText && selectedRange != 0..<length
        default: false
        }
    }

    override func longPressBegan() {
        if !isFirstResponder { guard becomeFirstResponder() else { return } }
        selectedRange = wordRange(around: selectedRange.lowerBound)
        window?.showEditMenu(for: self, anchor: caretRect)
    }
}
