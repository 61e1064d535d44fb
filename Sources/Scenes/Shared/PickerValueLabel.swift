import SimCore

/// The article's reference (seed 000): a UILabel subclass that can become first
/// responder and returns the date picker as its input view, with a long press that
/// shows the edit menu. Copy and Cut put the text on the pasteboard (Cut does not clear
/// it); Paste is offered and does nothing (A1 iPhone 6). On iPad the picker is in a
/// popover instead, and the label offers no commands, so no menu shows (A1 iPad 7).
class PickerValueLabel: Label {
    /// The date picker or picker view it shows (as its input view on iPhone).
    var picker: View?
    let idiom: Idiom
    let longPress = LongPressGestureRecognizer()

    init(id: String, idiom: Idiom) {
        self.idiom = idiom
        super.init(id: id)
        isUserInteractionEnabled = true
        longPress.action = { recognizer in
            // The article's handler returns at once when the label is empty: no menu.
            // On iPad the label offers no commands, so the long press does nothing at all
            // (it must not take the keyboard's first responder away). The label is the
            // recognizer's view (cleared when the label goes), not a capture.
            guard recognizer.state == .began, let label = recognizer.view as? PickerValueLabel,
                label.idiom == .phone, !(label.text ?? "").isEmpty
            else { return }
            if label.becomeFirstResponder() { label.window?.showEditMenu(for: label, anchor: label.bounds) }
        }
        addGestureRecognizer(longPress)
    }

    override var canBecomeFirstResponder: Bool { true }

    override var inputView: View? { idiom == .phone ? picker : nil }

    override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool {
        guard idiom == .phone else { return false }
        return action == .copy || action == .cut || action == .paste
    }

    override func perform(_ action: EditAction, withSender sender: Any?) {
        switch action {
        case .copy, .cut: window?.pasteboard.string = text
        default: break
        }
    }

    override func didResignFirstResponder() {
        window?.hideEditMenu()
    }
}
