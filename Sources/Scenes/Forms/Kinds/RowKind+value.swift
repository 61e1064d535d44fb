import SimCore

extension RowKind {
    /// `value: version`: a read-only value cell, its text `detail:` right in the
    /// secondary colour (`<id>-value`). Its value is shown, not saved. With no `detail`
    /// the title takes the whole row (a SwiftUI `Text` alone in a Form): nothing stands
    /// beside it to give way to.
    static let value = RowKind(
        .value,
        schema: """
            {"properties": {
              "detail": {"type": "string"}
            }}
            """,
        control: { if case .value(let detail) = $0 { Optional.some(detail) } else { nil } },
        holds: .text,
        read: { _, _, f throws(FormError) in .value(detail: try f["detail"]?.string()) },
        encode: { detail, c in try c.encodeIfPresent(detail, forKey: FormDocument.Key("detail")) },
        makeCell: { builder, row, detail, label, _ in
            detail == nil ? FormCell(row: row, title: label) : builder.valueCell(row, text: detail, label: label)
        },
        reuseIdentifier: { row, _ in if case .value(nil) = row.control { "value-title" } else { "value" } },
        configure: { scene, cell, detail, label, _ in scene.showValue(detail, in: cell, label: label, accessory: .none) },
        fileValue: { detail, strings in detail.map(strings.text) },
        restore: { _, _, _ in nil },
        savesValue: false,
        filled: .whenShowingText
    )
}
