import SimCore

extension RowKind {
    /// `stepper: guests`: a UIStepper at the cell's trailing edge with its value's text
    /// before it (`<id>-stepper`, `<id>-value`); its value is the number, "2.0". A
    /// label holding `{value}` shows the value there instead, live.
    static let stepper = RowKind(
        .stepper,
        schema: #"{"properties": {"min": {"type": "number"}, "max": {"type": "number"}, "step": {"type": "number", "exclusiveMinimum": 0}, "value": {"type": "number"}}}"#,
        control: { if case .stepper(let range) = $0 { range } else { nil } },
        holds: .number,
        read: { reader, _, f throws(FormError) in .stepper(try reader.numberRange(f, max: 100)) },
        encode: encodeRange,
        makeCell: { builder, row, range, label, _ in builder.stepperCell(row, range, label: label) },
        reuseIdentifier: reusedByKind,
        configure: { scene, cell, range, label, _ in
            let row = cell.row
            guard let box = cell.detailTextLabel as? StepperValueBox, let stepper = box.stepper.control as? Stepper else { return }
            stepper.elementID = "\(row.id)-stepper"
            FormRowBuilder.configure(stepper, for: range)
            if let saved = scene.state.number(row.id) { stepper.value = saved }
            FormRowBuilder.label(stepper, row: row, label: label)
            box.value.elementID = "\(row.id)-value"
            box.value.accessibilityLabel = label
            box.value.text = stepper.accessibilityValue
            FormRowBuilder.showValue(stepper.accessibilityValue, inTitleOf: cell, label: label, box: box)
        },
        fileValue: { range, _ in
            let stepper = Stepper()
            FormRowBuilder.configure(stepper, for: range)
            return String(stepper.value)
        },
        restore: restoreNumber
    )

    /// A stepper's or slider's bounds, step and value as the normalized form writes them.
    static func encodeRange(_ range: FormControl.NumberRange, into c: inout Container) throws {
        typealias Key = FormDocument.Key
        try c.encode(range.min, forKey: Key("min"))
        try c.encode(range.max, forKey: Key("max"))
        try c.encodeIfPresent(range.value, forKey: Key("value"))
        try c.encodeIfPresent(range.step, forKey: Key("step"))
    }

    /// A stepper or slider takes back any finite number.
    static func restoreNumber(_ range: FormControl.NumberRange, saved: String, _ strings: FormStrings) -> String? {
        Double(saved)?.isFinite == true ? saved : nil
    }
}
