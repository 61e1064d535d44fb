import SimCore

extension RowKind {
    /// `choice: plan`: a value cell with a disclosure indicator whose tap pushes the list
    /// of options (FormScene+navigation.swift); its value is the chosen option's title,
    /// empty when none is.
    static let choice = RowKind(
        .choice,
        schema: optionsSchema,
        control: { if case .choice(let options) = $0 { options } else { nil } },
        holds: .option,
        read: { reader, id, f throws(FormError) in .choice(try reader.options(.choice, id: id, f, count: 1...1000)) },
        encode: encodeOptions,
        makeCell: { builder, row, options, label, _ in
            let cell = builder.valueCell(row, text: options.value, label: label)
            cell.accessoryType = .disclosureIndicator
            return cell
        },
        reuseIdentifier: { _, _ in "value" },
        configure: { scene, cell, options, label, _ in
            scene.showValue(options.value, in: cell, label: label, accessory: .disclosureIndicator)
        },
        fileValue: { options, strings in options.value.map(strings.text) ?? "" },
        restore: { options, saved, strings in restoreOption(options, saved: saved, strings) },
        keepsEmptyValue: true,
        filled: .whenShowingText,
        select: { scene, cell, options in scene.showChoices(for: cell, options: options) },
        conditionValues: { options in options.options },
        conditionValue: { options, current, strings in optionConditionValue(options, current: current, strings) }
    )
}
