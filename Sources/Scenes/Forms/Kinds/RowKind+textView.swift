import SimCore

extension RowKind {
    /// `textView: notes`: a UITextView (`<id>-field`) some lines high, growing to
    /// `maxLines` with its text (FormScene+textRows.swift); its value is the text.
    static let textView = RowKind(
        .textView,
        schema: """
            {"properties": {
              "placeholder": {"type": "string"},
              "value": {"type": "string"},
              "lines": {"type": "integer", "minimum": 1, "maximum": 20, "description": "The lines the row shows at the least (default 4)."},
              "maxLines": {"type": "integer", "minimum": 1, "maximum": 20, "description": "The lines the row grows to with its text before the text scrolls; at least lines (BEHAVIOR.md B12.7)."}
            }}
            """,
        control: { if case .textView(let area) = $0 { area } else { nil } },
        holds: .text,
        read: { _, _, f throws(FormError) in
            var area = FormControl.TextArea()
            area.placeholder = try f["placeholder"]?.string()
            area.value = try f["value"]?.string()
            area.lines = try f["lines"]?.integer(in: 1...20)
            if let n = f["maxLines"] {
                let cap = try n.integer(in: 1...20), lines = area.lines ?? FormControl.TextArea.defaultLines
                guard cap >= lines else { throw n.error("maxLines \(cap) is less than lines \(lines); the row grows from lines to maxLines") }
                area.maxLines = cap
            }
            return .textView(area)
        },
        encode: { area, c in
            typealias Key = FormDocument.Key
            try c.encodeIfPresent(area.placeholder, forKey: Key("placeholder"))
            try c.encodeIfPresent(area.value, forKey: Key("value"))
            try c.encodeIfPresent(area.lines, forKey: Key("lines"))
            try c.encodeIfPresent(area.maxLines, forKey: Key("maxLines"))
        },
        makeCell: { builder, row, area, label, _ in builder.textViewCell(row, area, label: label) },
        reuseIdentifier: textReuseIdentifier,
        configure: { scene, cell, area, label, _ in fill(cell, in: scene, text: area.value, label: label) },
        fileValue: { area, _ in nonEmpty(area.value) },
        restore: { _, saved, _ in saved },
        filled: .whenShowingText,
        select: { _, cell, _ in cell.field?.becomeFirstResponder() },
        height: { scene, row, area, _ in TextView.height(forLines: scene.shownLines(of: row.id, area), font: .body) }
    )
}
