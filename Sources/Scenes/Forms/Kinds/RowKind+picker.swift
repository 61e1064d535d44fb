import SimCore

extension RowKind {
    /// `picker: country`: F1's label whose input view is a picker of the options (or the
    /// value view `valueView` names); its value is the option's title. The cell is built
    /// for its row alone.
    static let picker = RowKind(
        .picker,
        schema: ##"{"properties": {"options": {"$ref": "#/$defs/options"}, "value": {"type": "string"}, "valueView": {"enum": ["label", "textField", "textFieldClearTint", "textView"], "description": "What shows the value and takes first responder (default label)."}}, "required": ["options"]}"##,
        control: { if case .picker(let options, let valueView) = $0 { (options, valueView) } else { nil } },
        holds: .option,
        read: { reader, id, f throws(FormError) in
            let options = try reader.options(.picker, id: id, f, count: 1...1000)
            let valueView = try f["valueView"].map { n throws(FormError) in try reader.named(n, as: FormRow.ValueView.self) }
            return .picker(options, valueView: valueView ?? .label)
        },
        encode: { picker, c in try encodeOptions(picker.0, into: &c) },
        makeCell: { builder, row, picker, label, saved in builder.pickerCell(row, picker.0, label: label, saved: saved) },
        reuseIdentifier: { _, _ in nil },
        configure: { scene, cell, _, _, _ in
            guard let saved = scene.state.changed[cell.row.id]?.text, let picker = cell.presenter?.picker as? PickerView,
                let value = cell.presenter?.value, let index = picker.components.first?.firstIndex(of: saved)
            else { return }
            picker.selectRow(index, inComponent: 0, animated: false)
            FormRowBuilder.show(saved, in: value)
        },
        fileValue: { picker, strings in picker.0.value.map(strings.text) },
        restore: { picker, saved, strings in restoreOption(picker.0, saved: saved, strings) },
        filled: .whenShowingText,
        select: { _, cell, _ in cell.presenter?.begin() },
        conditionValues: { picker in picker.0.options },
        conditionValue: { picker, current, strings in optionConditionValue(picker.0, current: current, strings) }
    )

    /// The keys of a choice and a menu: options and the chosen one.
    static let optionsSchema = ##"{"properties": {"options": {"$ref": "#/$defs/options"}, "value": {"type": "string"}}, "required": ["options"]}"##

    /// The options and the chosen one as the normalized form writes them.
    static func encodeOptions(_ options: FormControl.Options, into c: inout Container) throws {
        try c.encodeIfPresent(options.value, forKey: FormDocument.Key("value"))
        try c.encode(options.options, forKey: FormDocument.Key("options"))
    }

    /// A row of options takes back the title of one of them.
    static func restoreOption(_ options: FormControl.Options, saved: String, _ strings: FormStrings) -> String? {
        options.options.map(strings.text).contains(saved) ? saved : nil
    }

    /// A condition reads an option as the file writes it, not translated.
    static func optionConditionValue(_ options: FormControl.Options, current: String?, _ strings: FormStrings) -> String? {
        options.options.first { strings.text($0) == current } ?? current
    }
}
