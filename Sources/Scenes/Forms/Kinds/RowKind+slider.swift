import SimCore

extension RowKind {
    /// `slider: volume`: a UISlider stretched across the cell (`<id>-slider`); its value
    /// is the number, "0.5".
    static let slider = RowKind(
        .slider,
        schema: #"{"properties": {"min": {"type": "number"}, "max": {"type": "number"}, "value": {"type": "number"}}}"#,
        control: { if case .slider(let range) = $0 { range } else { nil } },
        holds: .number,
        read: { reader, _, f throws(FormError) in .slider(try reader.numberRange(f, max: 1)) },
        encode: encodeRange,
        makeCell: { builder, row, range, label, _ in builder.sliderCell(row, range, label: label) },
        reuseIdentifier: reusedByKind,
        configure: { scene, cell, range, label, _ in
            guard let slider = scene.control(of: cell) as? Slider else { return }
            slider.elementID = "\(cell.row.id)-slider"
            FormRowBuilder.configure(slider, for: range)
            if let saved = scene.state.number(cell.row.id) { slider.value = saved }
            FormRowBuilder.label(slider, row: cell.row, label: label)
        },
        fileValue: { range, _ in
            let slider = Slider()
            FormRowBuilder.configure(slider, for: range)
            return String(slider.value)
        },
        restore: restoreNumber
    )
}
