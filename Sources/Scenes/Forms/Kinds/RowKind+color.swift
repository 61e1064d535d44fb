import SimCore

extension RowKind {
    /// `color: accent`: a UIColorWell at the trailing edge (`<id>-well`) whose tap
    /// presents the colour picker, a popover on iPad and a sheet on iPhone, its swatches
    /// `<id>-swatch-<name>` and close button `<id>-picker-close`. Its value is a system
    /// colour's name or `#RRGGBB` (FormColor); the cell is built for its row, as the well
    /// holds its picker.
    static let color = RowKind(
        .color,
        schema: ##"""
            {"properties": {
              "value": {"anyOf": [{"enum": ["blue", "red", "green", "orange", "yellow", "mint", "teal", "cyan", "indigo", "purple", "pink", "brown", "white", "lightGray", "gray", "darkGray", "black"]}, {"type": "string", "pattern": "^#[0-9A-Fa-f]{6}$"}], "description": "The colour the well starts with: a system colour's name or #RRGGBB."}
            }}
            """##,
        control: { if case .color(let value) = $0 { Optional.some(value) } else { nil } },
        holds: .option,
        read: { _, _, f throws(FormError) in
            guard let n = f["value"] else { return .color(value: nil) }
            let value = try n.string()
            guard FormColor.color(of: value) != nil else {
                throw n.error("expected a colour: \(FormColor.names.joined(separator: ", ")) or #RRGGBB, got \"\(value)\"")
            }
            return .color(value: FormColor.normalized(value))
        },
        encode: { value, c in try c.encodeIfPresent(value, forKey: FormDocument.Key("value")) },
        makeCell: { _, row, value, label, saved in
            let well = ColorWell(id: row.id, swatches: FormColor.swatches, value: "", color: .clear)
            showColor(saved ?? value, in: well)
            FormRowBuilder.label(well, row: row, label: label)
            let cell = FormCell(row: row, title: label, detail: TrailingControlHost(well, size: well.intrinsicContentSize))
            cell.reportingControl = well
            cell.selectionStyle = .none
            return cell
        },
        reuseIdentifier: { _, _ in nil },
        configure: { scene, cell, _, _, _ in
            guard let saved = scene.state.changed[cell.row.id]?.text, let well = cell.reportingControl as? ColorWell else { return }
            showColor(saved, in: well)
        },
        fileValue: { value, _ in value },
        restore: { _, saved, _ in FormColor.color(of: saved) != nil ? FormColor.normalized(saved) : nil }
    )

    /// Shows a colour's value in a well; one that is not a colour leaves it as it was.
    static func showColor(_ value: String?, in well: ColorWell) {
        guard let value, let color = FormColor.color(of: value) else { return }
        well.setValue(FormColor.normalized(value), color: color)
    }
}
