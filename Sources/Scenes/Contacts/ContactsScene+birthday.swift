import SimCore

/// How each variant of the Birthday value is built and how a tap on its cell starts
/// picking (A1): the picker as input view on iPhone, in a popover on iPad.
extension ContactsScene {
    static func makeBirthdayValue(variant: String, idiom: Idiom, label: String) -> View {
        let value: View
        switch variant {
        case "textField", "textFieldClearTint":
            let field = TextField(id: "birthday-value")
            if variant == "textFieldClearTint" { field.tintColor = .clear }
            // The article's delegate refuses typed changes: the picker is the only input.
            field.shouldChangeText = { _, _, _ in false }
            value = field
        case "textView":
            value = SelectableTextView(id: "birthday-value")
        default:
            let birthday = BirthdayLabel(id: "birthday-value", idiom: idiom)
            birthday.semanticRole = .label
            birthday.textAlignment = .right
            value = birthday
        }
        value.accessibilityLabel = label
        return value
    }

    /// Gives the value view its picker (as input view on iPhone).
    func attachPicker() {
        let phone = context.device.idiom == .phone
        switch birthdayValue {
        case let label as PickerValueLabel: label.picker = picker
        case let field as TextField: field.customInputView = phone ? picker : EmptyInputView()
        default: break
        }
        picker.addAction(for: .valueChanged) { [unowned self] _ in self.pickerChanged() }
    }

    /// A1 3: the label shows the picked date at once.
    func pickerChanged() {
        let text = context.localization.longDate(picker.date.foundationDate)
        switch birthdayValue {
        case let label as Label: label.text = text
        case let field as TextField: field.setText(text)
        default: break
        }
    }

    /// The Birthday cell was tapped: the value becomes first responder (and on iPad the
    /// picker shows in a popover pointing at it).
    func beginPickingBirthday() {
        presenter.begin()
    }
}
