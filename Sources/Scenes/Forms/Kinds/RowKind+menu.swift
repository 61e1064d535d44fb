import SimCore

extension RowKind {
    /// `menu: sort`: a pop-up button choosing one of the options (E2.M1), beside the
    /// title or under it at accessibility sizes; its value is the option's title, the
    /// first when the file names none. The cell is built for its row.
    static let menu = RowKind(
        .menu,
        schema: optionsSchema,
        control: { if case .menu(let options) = $0 { options } else { nil } },
        holds: .option,
        read: { reader, id, f throws(FormError) in .menu(try reader.options(.menu, id: id, f, count: 1...1000)) },
        encode: encodeOptions,
        makeCell: { builder, row, options, label, saved in builder.menuCell(row, options, label: label, saved: saved) },
        reuseIdentifier: { _, _ in nil },
        configure: { scene, cell, _, _, _ in
            guard let saved = scene.state.changed[cell.row.id]?.text, let button = cell.reportingControl as? PopUpButton,
                let index = button.options.firstIndex(of: saved)
            else { return }
            button.select(index)
        },
        // A pop-up button always has a selection: the first option when the file names none.
        fileValue: { options, strings in (options.value ?? options.options.first).map(strings.text) },
        restore: { options, saved, strings in restoreOption(options, saved: saved, strings) },
        conditionValues: { options in options.options },
        conditionValue: { options, current, strings in optionConditionValue(options, current: current, strings) },
        height: { scene, _, _, path in scene.stackedHeight(at: path) }
    )
}
