import SimCore

/// What a person entered survives a reload of the form file (docs/FORMS.md, Loading):
/// text by row id, dates as YYYY-MM-DD, controls' values as their text; rows whose ids
/// are gone are dropped, and a value a changed row cannot take is ignored.
extension FormScene {
    func encodeValues(into coder: inout [String: String]) {
        for case let option as RadioOptionCell in table.sections.flatMap(\.cells) where option.accessoryType == .checkmark {
            coder[option.groupID] = option.option
        }
        for cell in cells {
            switch control(of: cell) {
            case let control as Switch: coder[cell.row.id] = control.isOn ? "on" : "off"
            case let control as SegmentedControl: coder[cell.row.id] = String(control.selectedSegmentIndex)
            case let control as Stepper: coder[cell.row.id] = String(control.value)
            case let control as Slider: coder[cell.row.id] = String(control.value)
            default:
                if cell.row.kind == .choice, let value = cell.detailTextLabel as? Label { coder[cell.row.id] = value.text }
            }
        }
        for (row, field) in zip(textRows, textFields) where field.hasText {
            coder[row.id] = field.text
        }
        for (id, presenter) in presenters {
            guard let label = presenter.value as? Label, !(label.text ?? "").isEmpty else { continue }
            switch presenter.picker {
            case let picker as DatePicker: coder[id] = picker.date.iso
            case let picker as PickerView: coder[id] = picker.selectedTitle
            default: break
            }
        }
    }

    func restoreValues(from coder: [String: String]) {
        let options = table.sections.flatMap(\.cells).compactMap { $0 as? RadioOptionCell }
        for group in Set(options.map(\.groupID)) {
            guard let saved = coder[group], options.contains(where: { $0.groupID == group && $0.option == saved }) else { continue }
            for option in options where option.groupID == group { option.accessoryType = option.option == saved ? .checkmark : .none }
        }
        for cell in cells {
            guard let saved = coder[cell.row.id] else { continue }
            switch control(of: cell) {
            case let control as Switch: control.isOn = saved == "on"
            case let control as SegmentedControl:
                if let index = Int(saved), index < control.numberOfSegments { control.selectedSegmentIndex = index }
            case let control as Stepper:
                guard let value = Double(saved) else { continue }
                control.value = value
                (cell.detailTextLabel as? StepperValueBox)?.value.text = control.accessibilityValue
            case let control as Slider: if let value = Double(saved) { control.value = value }
            default:
                let options = FormStrings(document: document, locale: context.localization.identifier)
                if cell.row.kind == .choice, let value = cell.detailTextLabel as? Label,
                    cell.row.options.map(options.text).contains(saved)
                {
                    value.text = saved
                }
            }
        }
        for (row, field) in zip(textRows, textFields) {
            if let text = coder[row.id] { field.setText(text) }
        }
        for (id, presenter) in presenters {
            guard let saved = coder[id], let label = presenter.value as? Label else { continue }
            switch presenter.picker {
            case let picker as DatePicker:
                guard let date = SimpleDate(iso: saved) else { continue }
                picker.setDate(date)
                label.text = context.localization.longDate(picker.date.foundationDate)
            case let picker as PickerView:
                guard let row = picker.components.first?.firstIndex(of: saved) else { continue }
                picker.selectRow(row, inComponent: 0, animated: false)
                label.text = saved
            default: break
            }
        }
    }

    /// The control a row's cell holds, if it holds one.
    func control(of cell: FormCell) -> View? {
        switch cell.detailTextLabel {
        case let host as TrailingControlHost: host.control
        case let box as StepperValueBox: box.stepper.control
        default: nil
        }
    }
}
