import SimCore

extension RowKind {
    /// `segmented: size`: a UISegmentedControl of two to five options at the cell's
    /// trailing edge (`<id>-control`, segments `<id>-<index>`); its value is the chosen
    /// segment's index, the first when the file names none. The cell is built for its row.
    static let segmented = RowKind(
        .segmented,
        schema: #"{"properties": {"options": {"type": "array", "items": {"type": "string"}, "minItems": 2, "maxItems": 5}, "value": {"type": "string"}}, "required": ["options"]}"#,
        control: { if case .segmented(let options) = $0 { options } else { nil } },
        holds: .index,
        read: { reader, id, f throws(FormError) in .segmented(try reader.options(.segmented, id: id, f, count: 2...5)) },
        encode: encodeOptions,
        makeCell: { builder, row, options, label, saved in builder.segmentedCell(row, options, label: label, saved: saved) },
        reuseIdentifier: { _, _ in nil },
        configure: { scene, cell, _, _, _ in
            // SwiftUI's segmented Picker in a Form shows no label (VoiceOver still reads it).
            if scene.document.look == .swiftUI { cell.textLabel?.text = "" }
            guard case .index(let index)? = scene.state.changed[cell.row.id],
                let control = scene.control(of: cell) as? SegmentedControl
            else { return }
            control.selectedSegmentIndex = index
        },
        fileValue: { options, _ in String(options.index ?? 0) },
        restore: { options, saved, _ in
            if let index = Int(saved), options.options.indices.contains(index) { saved } else { nil }
        },
        conditionValues: { options in options.options },
        conditionValue: { options, current, _ in
            current.flatMap(Int.init).flatMap { options.options.indices.contains($0) ? options.options[$0] : nil }
        }
    )
}
