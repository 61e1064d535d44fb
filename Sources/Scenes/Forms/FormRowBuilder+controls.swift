import SimCore

/// The rows whose cell holds a control (docs/FORMS.md): switch, segmented, stepper,
/// slider and textView, with the element ids the format promises.
extension FormRowBuilder {
    mutating func switchCell(_ row: FormRow, isOn: Bool, label: String) -> FormCell {
        let control = Switch(id: "\(row.id)-switch", isOn: isOn)
        if let tint = row.tint { control.onTintColor = tint.color }
        Self.label(control, row: row, label: label)
        return FormCell(row: row, title: label, detail: TrailingControlHost(control, size: Switch.size))
    }

    mutating func segmentedCell(_ row: FormRow, _ options: FormControl.Options, label: String, saved: String? = nil) -> FormCell {
        let control = SegmentedControl(id: "\(row.id)-control", segmentPrefix: row.id, items: options.options.map(strings.text))
        control.selectedSegmentIndex = saved.flatMap(Int.init) ?? options.index ?? 0
        control.accessibilityLabel = label
        control.isEnabled = !row.disabled
        // SwiftUI's segmented Picker in a Form shows no label: the segments span the row.
        if document.look == .swiftUI {
            return FormCell(row: row, title: "", detail: TrailingControlHost(control, size: control.intrinsicContentSize, stretches: true))
        }
        return FormCell(row: row, title: label, detail: TrailingControlHost(control, size: control.intrinsicContentSize))
    }

    mutating func stepperCell(_ row: FormRow, _ range: FormControl.NumberRange, label: String) -> FormCell {
        let stepper = Stepper(id: "\(row.id)-stepper")
        Self.configure(stepper, for: range)
        Self.label(stepper, row: row, label: label)
        let value = Label(id: "\(row.id)-value", text: stepper.accessibilityValue, color: .secondaryLabel)
        value.semanticRole = .label
        value.accessibilityLabel = label
        value.textAlignment = .right
        let box = StepperValueBox(value: value, stepper: TrailingControlHost(stepper, size: Stepper.size))
        let cell = FormCell(row: row, title: label, detail: box)
        // The value beside the title, or in the title where its label shows it, live. Weak,
        // as the stepper is inside the box and the cell: a strong hold would keep them all.
        let strings = strings
        stepper.addAction(for: .valueChanged) { [weak cell, weak box] sender in
            guard let cell, let box else { return }
            box.value.text = sender.accessibilityValue
            Self.showValue(sender.accessibilityValue, inTitleOf: cell, label: strings.text(cell.row.label ?? ""), box: box)
        }
        Self.showValue(stepper.accessibilityValue, inTitleOf: cell, label: label, box: box)
        return cell
    }

    /// A stepper row whose label holds `{value}` shows the value there, live, and not
    /// beside it; any other keeps its label and shows the value beside it.
    static func showValue(_ text: String?, inTitleOf cell: FormCell, label: String, box: StepperValueBox) {
        guard label.contains(FormRow.valueMarker) else { return }
        let title = label.replacingOccurrences(of: FormRow.valueMarker, with: text ?? "")
        cell.textLabel?.text = title
        cell.accessibilityLabel = title
        box.value.text = ""
    }

    mutating func sliderCell(_ row: FormRow, _ range: FormControl.NumberRange, label: String) -> FormCell {
        let slider = Slider(id: "\(row.id)-slider")
        Self.configure(slider, for: range)
        Self.label(slider, row: row, label: label)
        let host = TrailingControlHost(slider, size: Size(width: 0, height: Slider.defaultHeight), stretches: true)
        return FormCell(row: row, title: label, detail: host)
    }

    mutating func textViewCell(_ row: FormRow, _ area: FormControl.TextArea, label: String) -> FormCell {
        let view = TextView(id: "\(row.id)-field", placeholder: area.placeholder.map(strings.text) ?? label)
        view.accessibilityLabel = label
        if let value = area.value { view.setText(value) }
        view.isEnabled = !row.disabled
        textFields.append(view)
        textRows.append(row)
        // Its height is the table's to ask (FormScene, heightForRowAt).
        return label.isEmpty ? FormCell(row: row, field: view) : FormCell(row: row, title: label, detail: view)
    }

    /// A stepper's range, step and starting value for its row.
    static func configure(_ stepper: Stepper, for range: FormControl.NumberRange) {
        stepper.minimumValue = range.min
        stepper.maximumValue = range.max
        stepper.stepValue = range.step ?? 1
        stepper.value = range.value ?? range.min
    }

    /// A slider's range and starting value for its row.
    static func configure(_ slider: Slider, for range: FormControl.NumberRange) {
        slider.minimumValue = range.min
        slider.maximumValue = range.max
        slider.value = range.value ?? range.min
    }

    /// A row's control names its row and is disabled with it.
    static func label(_ control: Control, row: FormRow, label: String) {
        control.accessibilityLabel = label
        control.isEnabled = !row.disabled
    }
}

/// A stepper row's detail: the value's text, then the stepper at the trailing edge.
final class StepperValueBox: View {
    let value: Label
    let stepper: TrailingControlHost

    init(value: Label, stepper: TrailingControlHost) {
        self.value = value
        self.stepper = stepper
        super.init()
        addSubview(value)
        addSubview(stepper)
    }

    /// The value and the stepper side by side.
    override var intrinsicContentSize: Size {
        Size(width: value.font.width(of: value.text ?? "") + 12 + Stepper.size.width, height: Stepper.size.height)
    }

    override func layoutSubviews() {
        let stepperWidth = Stepper.size.width
        stepper.frame = Rect(x: bounds.width - stepperWidth, y: 0, width: stepperWidth, height: bounds.height)
        value.frame = Rect(x: 0, y: 0, width: max(0, bounds.width - stepperWidth - 12), height: bounds.height)
    }
}
