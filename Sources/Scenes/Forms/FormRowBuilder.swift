import SimCore

/// Builds each row's cell from SimCore's controls, with the element ids of docs/FORMS.md,
/// and remembers what the scene wires up afterwards (text fields, date pickers).
struct FormRowBuilder {
    let document: FormDocument
    let context: SceneContext
    let strings: FormStrings
    var textFields: [TextField] = []
    var textRows: [FormRow] = []
    private(set) var pickers: [String: View] = [:]
    private(set) var valueViews: [String: View] = [:]

    /// What a date picker shows before anything was picked, when the row has no value
    /// (the app has no clock): 1 January 2000, kept within min and max.
    static let initialDate = SimpleDate(year: 2000, month: 1, day: 1)

    init(document: FormDocument, context: SceneContext, strings: FormStrings) {
        self.document = document
        self.context = context
        self.strings = strings
    }

    mutating func cell(for row: FormRow) -> TableViewCell {
        let label = strings.text(row.label ?? "")
        switch row.kind {
        case .text: return textCell(row, label: label)
        case .date where row.mode == .date: return dateCell(row, label: label)
        case .picker: return pickerCell(row, label: label)
        case .button: return FormButtonCell(row: row, title: strings.text(row.title ?? row.label ?? row.id))
        case .switch: return switchCell(row, label: label)
        case .segmented: return segmentedCell(row, label: label)
        case .stepper: return stepperCell(row, label: label)
        case .slider: return sliderCell(row, label: label)
        case .textView: return textViewCell(row, label: label)
        case .child:
            let cell = FormCell(row: row, title: label, detail: View())
            cell.accessoryType = .disclosureIndicator
            return cell
        case .choice:
            let cell = valueCell(row, label: label)
            cell.accessoryType = .disclosureIndicator
            return cell
        default:
            // Kinds whose controls this build does not have yet show their value, read only.
            return valueCell(row, label: label)
        }
    }

    /// A value1 cell: the label left, `<id>-value` right in the secondary colour.
    func valueCell(_ row: FormRow, label: String) -> FormCell {
        let value = Label(id: "\(row.id)-value", text: row.value.map(strings.text) ?? "")
        value.textAlignment = .right
        value.textColor = .secondaryLabel
        value.semanticRole = .label
        value.accessibilityLabel = label
        return FormCell(row: row, title: label, detail: value)
    }

    mutating func textCell(_ row: FormRow, label: String) -> TableViewCell {
        let field = TextField(id: "\(row.id)-field", placeholder: row.placeholder.map(strings.text) ?? label)
        field.accessibilityLabel = label
        field.keyboardType = Self.keyboardType(row.keyboard)
        field.isSecureTextEntry = row.secure
        if let value = row.value { field.setText(value) }
        if let limit = row.maxLength {
            field.shouldChangeText = { field, range, replacement in
                field.length - range.count + replacement.utf16.count <= limit || replacement.isEmpty
            }
        }
        field.isEnabled = !row.disabled
        textFields.append(field)
        textRows.append(row)
        guard !label.isEmpty else { return FormCell(row: row, field: field) }
        return FormCell(row: row, title: label, detail: field)
    }

    /// The value label of a date or picker row: it becomes first responder and shows the
    /// picker (docs/FORMS.md F1).
    func pickerValueLabel(_ row: FormRow, label: String) -> PickerValueLabel {
        let value = PickerValueLabel(id: "\(row.id)-value", idiom: context.device.idiom)
        value.semanticRole = .label
        value.textAlignment = .right
        value.accessibilityLabel = label
        return value
    }

    /// A picker row's cell, once its picker is set up: remembered for the scene's presenter.
    mutating func pickerRowCell(_ row: FormRow, label: String, value: PickerValueLabel, picker: View) -> TableViewCell {
        value.picker = picker
        pickers[row.id] = picker
        valueViews[row.id] = value
        return FormCell(row: row, title: label, detail: value)
    }

    mutating func dateCell(_ row: FormRow, label: String) -> TableViewCell {
        let value = pickerValueLabel(row, label: label)
        let start = row.value.flatMap(SimpleDate.init(iso:)) ?? Self.initialDate ?? SimpleDate(iso: "2000-01-01")
        guard let start else { return FormCell(row: row, title: label, detail: value) }
        let picker = DatePicker(id: "\(row.id)-picker", localeIdentifier: context.localization.identifier, date: start)
        picker.minimumDate = row.min.flatMap(SimpleDate.init(iso:))
        picker.maximumDate = row.max.flatMap(SimpleDate.init(iso:))
        let localization = context.localization
        if row.value != nil { value.text = localization.longDate(picker.date.foundationDate) }
        picker.addAction(for: .valueChanged) { [unowned value, unowned picker] _ in
            value.text = localization.longDate(picker.date.foundationDate)
        }
        return pickerRowCell(row, label: label, value: value, picker: picker)
    }

    /// F1: a picker row behaves as a date row with a picker of its options.
    mutating func pickerCell(_ row: FormRow, label: String) -> TableViewCell {
        let value = pickerValueLabel(row, label: label)
        let titles = row.options.map(strings.text)
        let picker = PickerView(id: "\(row.id)-picker", components: [titles])
        picker.accessibilityLabel = label
        if let chosen = row.value.flatMap(row.options.firstIndex(of:)) {
            picker.selectRow(chosen, inComponent: 0, animated: false)
            value.text = titles[chosen]
        }
        picker.didSelectRow = { [unowned value] index, _ in value.text = titles[index] }
        return pickerRowCell(row, label: label, value: value, picker: picker)
    }

    static func keyboardType(_ name: String?) -> KeyboardType {
        switch name {
        case "email": .emailAddress
        case "url": .URL
        case "number": .numberPad
        case "decimal": .decimalPad
        case "phone": .phonePad
        default: .default
        }
    }
}
