import SimCore

/// Shows a picker for a value view the way the Contacts app shows its birthday picker
/// (docs/BEHAVIOR.md A1): on iPhone the picker is the value's input view (the value
/// view supplies it); on iPad it is in a popover pointing at the value, and dismissing
/// the popover ends input. Used by the Contacts scene and by form files' date rows.
final class PickerPresenter {
    let value: View
    let picker: View
    let popoverID: String
    let idiom: Idiom
    private(set) var popover: PopoverPresentation?

    init(value: View, picker: View, popoverID: String, idiom: Idiom) {
        self.value = value
        self.picker = picker
        self.popoverID = popoverID
        self.idiom = idiom
        if idiom == .pad, let field = value as? TextField {
            // Seed 000's iPad code for its text field variants: textFieldShouldBeginEditing
            // presents the picker in a popover from the field and answers false, so the
            // field never edits (no keyboard, no caret) and the picker is the only input.
            field.shouldBeginEditing = { [weak self] field in
                field.window?.endEditing(force: true)
                self?.presentPopover()
                return false
            }
        }
    }

    /// The value's cell was tapped: it becomes first responder, with the picker beside it
    /// (on iPad a text field variant only shows the popover, as its delegate does).
    func begin() {
        if idiom == .pad {
            if let field = value as? TextField {
                _ = field.becomeFirstResponder()
                return
            }
            presentPopover()
        }
        value.becomeFirstResponder()
    }

    func presentPopover() {
        if popover == nil {
            let presentation = PopoverPresentation(
                id: popoverID, content: picker,
                contentSize: Size(width: Metrics.pickerWidth, height: Metrics.pickerHeightRegular),
                sourceView: value)
            // Weak: the popover can stay up after the row's cell, and this, are let go (B4.8).
            presentation.didDismiss = { [weak self] in _ = self?.value.resignFirstResponder() }
            popover = presentation
        }
        popover?.present()
    }
}
