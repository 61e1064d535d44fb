import SimCore

extension RowKind {
    /// `switch: wifi`: a UISwitch at the cell's trailing edge (`<id>-switch`); its value
    /// is `on` or `off`, a condition reads it as `true` or `false`, and a required one is
    /// filled when on.
    static let `switch` = RowKind(
        .switch,
        schema: """
            {"properties": {
              "value": {"type": "boolean"}
            }}
            """,
        control: { if case .switch(let isOn) = $0 { isOn } else { nil } },
        holds: .isOn,
        read: { _, _, f throws(FormError) in .switch(isOn: try f["value"]?.bool() ?? false) },
        encode: { isOn, c in try c.encode(isOn, forKey: FormDocument.Key("value")) },
        makeCell: { builder, row, isOn, label, _ in builder.switchCell(row, isOn: isOn, label: label) },
        reuseIdentifier: reusedByKind,
        configure: { scene, cell, isOn, label, _ in
            let row = cell.row
            guard let control = scene.control(of: cell) as? Switch else { return }
            control.elementID = "\(row.id)-switch"
            control.isOn = scene.state.isOn(row.id) ?? isOn
            control.onTintColor = row.tint?.color ?? .systemGreen
            FormRowBuilder.label(control, row: row, label: label)
        },
        fileValue: { isOn, _ in isOn ? "on" : "off" },
        restore: { _, saved, _ in saved == "on" ? "on" : "off" },
        filled: .whenOn,
        conditionValues: { _ in ["true", "false"] },
        conditionValue: { _, current, _ in current == "on" ? "true" : "false" }
    )
}
