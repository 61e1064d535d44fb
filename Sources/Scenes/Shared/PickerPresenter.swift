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
    }

    /// The value's cell was tapped: it becomes first responder, with the picker beside it.
    func begin() {
        if idiom == .pad {
            if popover == nil {
                let presentation = PopoverPresentation(
                    id: popoverID, content: picker,
                    contentSize: Size(width: Metrics.pickerWidth, height: Metrics.pickerHeightRegular),
                    sourceView: value)
                presentation.didDismiss = { [unowned self] in _ = self.value.resignFirstResponder() }
                popover = presentation
            }
            popover?.present()
        }
        value.becomeFirstResponder()
    }
}
